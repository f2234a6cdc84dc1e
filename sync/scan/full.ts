// A full listing: every record, page by page in id order, each page written as it arrives; then
// the records the CMS no longer has are deleted, but only when what was read matches the CMS's
// count (decision 001). It also sets the cursor incremental runs start from.
import { BEFORE_ANY, fetchCount, fetchNewest, listPages } from '#sync/cms/client.ts';
import { fullDoneStatement } from '#sync/state.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext, ScanOutcome } from './context.ts';
import { readAhead } from './context.ts';
import { deleteRecords, retryClashes, storedIds } from './delete.ts';

export async function fullScan(ctx: ScanContext, startedAt: string): Promise<ScanOutcome> {
  const { db, collection, cms, map, tally } = ctx;
  const path = collection.source.path;
  // Taken before the listing: whatever changes while it runs is newer, and the next incremental
  // run picks it up.
  const [newest, count] = await Promise.all([fetchNewest(cms, path), fetchCount(cms, path)]);
  for await (const page of readAhead(listPages(cms, path))) {
    tally.fetched += page.length;
    tally.add(await writeChunk(db, collection, page, map));
  }
  if (count !== null && tally.seen.size !== count) {
    return { status: 'incomplete', error: `the CMS counts ${count} records but its listing gave ${tally.seen.size}: nothing was deleted` };
  }
  tally.allIds = tally.seen;
  await deleteRecords(
    ctx,
    (await storedIds(ctx)).filter((id) => !tally.seen.has(id)),
  );
  await retryClashes(ctx, [fullDoneStatement(db, collection.name, newest ?? BEFORE_ANY, startedAt)]);
  return { status: 'ok', error: null };
}
