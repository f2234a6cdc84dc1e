// A single type (the featured post, the pinned posts): one request, one row. Only Strapi's
// plain-text 404 for an unset single type clears the row; any other answer without a record is
// an error, and the row stays.
import { fetchSingle } from '#sync/cms/client.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext, ScanOutcome } from './context.ts';

/** A single type is stored as the one row with this key. */
const SINGLE_ROW_KEY = 1;

export async function singleScan(ctx: ScanContext): Promise<ScanOutcome> {
  const { db, collection, cms, map, tally } = ctx;
  const { record, readAt } = await fetchSingle(cms, collection.source.path);
  const chunk = await writeChunk(db, collection, record === null ? [] : [record], map, {
    readAt,
    keys: [SINGLE_ROW_KEY],
  });
  if (record === null) {
    // None set: the stored row, if there was one, is the record deleted.
    if (chunk.changedIds.length > 0) tally.gone.add(SINGLE_ROW_KEY);
    tally.rowsDeleted += chunk.changedIds.length;
  } else {
    tally.fetched = 1;
    tally.add(chunk);
  }
  tally.allIds = tally.seen;
  return { status: 'ok', error: null };
}
