// An incremental run: two small requests say whether anything changed since the cursor (the
// newest record's stamp, and the count, against the count the site keeps); if so, only the
// records changed after the cursor are read, in update order, and the cursor moves with every
// page written. Deletions show as a count that no longer matches, and are found by comparing
// counts over id ranges (reconcile.ts).

import type { Cursor } from '#sync/cms/client.ts';
import { fetchCount, fetchNewest, listChanges } from '#sync/cms/client.ts';
import type { CollectionState } from '#sync/state.ts';
import { cursorStatement } from '#sync/state.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext, ScanOutcome } from './context.ts';
import { readAhead } from './context.ts';
import { knownIds, retryClashes } from './delete.ts';
import { reconcile } from './reconcile.ts';

const same = (a: Cursor | null, b: Cursor | null) => a?.id === b?.id && a?.updatedAt === b?.updatedAt;

export async function changesScan(ctx: ScanContext, state: CollectionState & { cursor: Cursor }): Promise<ScanOutcome> {
  const { db, collection, cms, map, tally } = ctx;
  const path = collection.source.path;
  const { cursor } = state;
  const [newest, count] = await Promise.all([fetchNewest(cms, path), fetchCount(cms, path)]);
  // Without a count, nothing proves the copy complete: only a full listing can (decision 001).
  if (count === null) return { status: 'incomplete', error: 'the CMS has no count endpoint: run a full sync to find deletions' };
  if (same(newest, cursor) && count === state.knownCount) return { status: 'ok', error: null, unchanged: true };

  if (newest !== null && !same(newest, cursor)) {
    for await (const { page, cursor: after } of readAhead(listChanges(cms, path, cursor))) {
      tally.fetched += page.length;
      tally.add(await writeChunk(db, collection, page, map, { extra: [cursorStatement(db, collection.name, after)] }));
    }
  }
  const now = await knownIds(ctx);
  // Equal counts: nothing was deleted (a deletion balanced by a creation in the same window
  // shows here too, since the creation was just read and counted).
  const outcome =
    now.length === count ? { status: 'ok' as const, error: null } : await reconcile(ctx, now, count, Math.max(now.at(-1) ?? 0, newest?.id ?? 0));
  // A slug clash with a record deleted since is over: try those again.
  await retryClashes(ctx);
  return outcome;
}
