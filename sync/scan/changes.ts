// An incremental run: two small requests say whether anything changed since the cursor (the
// newest record's stamp, and the count, against the count the site keeps); if so, only the
// records changed after the cursor are read, in update order, and the cursor moves with every
// page written, so a run stopped at the invocation's budget is continued by the next from there.
// Deletions show as a count that no longer matches, and are found by comparing counts over id
// ranges (reconcile.ts), which a bisection job carries over to later runs when it must.

import { BudgetSpent } from '#sync/budget.ts';
import type { Cursor } from '#sync/cms/client.ts';
import { fetchCount, fetchNewest, listChanges } from '#sync/cms/client.ts';
import type { BisectJob } from '#sync/jobs.ts';
import type { CollectionState } from '#sync/state.ts';
import { cursorStatement } from '#sync/state.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext, ScanOutcome } from './context.ts';
import { readAhead } from './context.ts';
import { knownIds, retryClashes } from './delete.ts';
import { reconcile } from './reconcile.ts';

const same = (a: Cursor | null, b: Cursor | null) => a?.id === b?.id && a?.updatedAt === b?.updatedAt;

/**
 * `bisection`: a bisection job this run holds, continued once the changes are read. `counts`
 * false reads only the changes (while a full listing job is under way, it settles deletions).
 */
export async function changesScan(
  ctx: ScanContext,
  state: CollectionState & { cursor: Cursor },
  opts: { bisection?: BisectJob | null; counts?: boolean } = {},
): Promise<ScanOutcome> {
  const { db, collection, cms, map, tally } = ctx;
  const path = collection.source.path;
  const { cursor } = state;
  const counts = opts.counts ?? true;
  const [newest, count] = await Promise.all([
    fetchNewest(cms, path),
    counts ? fetchCount(cms, path) : Promise.resolve(null),
  ]);
  if (counts && !opts.bisection && same(newest, cursor) && count === state.knownCount)
    return { status: 'ok', error: null, unchanged: true };

  try {
    if (newest !== null && !same(newest, cursor)) {
      for await (const { page, cursor: after } of readAhead(listChanges(cms, path, cursor))) {
        tally.fetched += page.records.length;
        tally.add(
          await writeChunk(db, collection, page.records, map, {
            readAt: page.readAt,
            extra: [cursorStatement(db, collection.name, after)],
          }),
        );
      }
    }
  } catch (err) {
    if (!(err instanceof BudgetSpent)) throw err;
    return {
      status: 'partial',
      error: "the changes were read up to the cursor at this invocation's budget; the next run reads on from there",
    };
  }
  if (!counts) return { status: 'ok', error: null };
  // Without a count, nothing proves the copy complete, nor any record deleted.
  if (count === null)
    return { status: 'incomplete', error: 'the CMS has no count endpoint (404): deletions cannot be found' };
  const now = await knownIds(ctx);
  const top = Math.max(now.at(-1) ?? 0, newest?.id ?? 0);
  // Equal counts: nothing was deleted (a deletion balanced by a creation in the same window
  // shows here too, since the creation was just read and counted).
  let outcome: ScanOutcome;
  if (opts.bisection) {
    outcome = await reconcile(ctx, now, { ...opts.bisection, top: Math.max(top, opts.bisection.top), held: true });
  } else if (now.length !== count) {
    outcome = await reconcile(ctx, now, {
      ranges: [{ lo: 0, hi: null, cms: count }],
      top,
      held: false,
      startedAt: new Date().toISOString(),
    });
  } else {
    outcome = { status: 'ok', error: null };
  }
  // A slug clash with a record deleted since is over: try those again.
  await retryClashes(ctx);
  return outcome;
}
