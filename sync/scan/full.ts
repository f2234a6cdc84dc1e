// A full listing: every record, page by page in id order, each page written as it arrives. It is
// a job (sync_jobs, decision 041): each page's batch also records the last id listed, so that a
// listing stopped at the invocation's budget, or by a failure, is continued by the next run from
// there. Deletions are found page by page: an id D1 knows between two listed ids, or above the
// last one, is a candidate, and is deleted only once the CMS proves it gone (gone.ts). Done, the
// listing sets the cursor incremental runs start from.
import { BudgetSpent } from '#sync/budget.ts';
import { BEFORE_ANY, fetchCount, listPages } from '#sync/cms/client.ts';
import { identity } from '#sync/collections/define.ts';
import type { FullJob } from '#sync/jobs.ts';
import { finishStatement, progressStatement } from '#sync/jobs.ts';
import { fullDoneStatement } from '#sync/state.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import { quoteId, tableInfo } from '#sync/write/tables.ts';
import type { ScanContext, ScanOutcome } from './context.ts';
import { readAhead } from './context.ts';
import { retryClashes } from './delete.ts';
import { deleteIfGone, unprovenMessage } from './gone.ts';

/** Advances the collection's full listing, which this run holds, as far as the budget allows. */
export async function fullScan(ctx: ScanContext, job: FullJob): Promise<ScanOutcome> {
  const { db, collection, cms, map, tally, runId } = ctx;
  const known = new KnownIds(ctx);
  let after = job.after;
  try {
    for await (const page of readAhead(listPages(cms, collection.source.path, { id_gt: String(after) }))) {
      const ids = new Set(page.records.map((r) => identity(r).id).filter((id): id is number => id !== null));
      const last = Math.max(...ids);
      // Settled before the page is written: its batch moves the listing past them.
      await deleteIfGone(
        ctx,
        (await known.between(after, last)).filter((id) => !ids.has(id)),
      );
      tally.fetched += page.records.length;
      const progress = progressStatement(db, collection.name, runId, { ...job, after: last });
      tally.add(await writeChunk(db, collection, page.records, map, { readAt: page.readAt, extra: [progress] }));
      after = last;
    }
    // Every page read: what D1 still knows above the last id listed is gone, once proven.
    await deleteIfGone(ctx, await known.above(after));
  } catch (err) {
    if (!(err instanceof BudgetSpent)) throw err;
    return {
      status: 'partial',
      error: `the listing stopped after record ${after} at this invocation's budget; the next run continues it`,
    };
  }
  // Done: the cursor and the listing's start recorded, the job gone; the CMS's count now is for
  // the run to compare with what D1 knows once the skips are recorded.
  await retryClashes(ctx, [
    fullDoneStatement(db, collection.name, job.newest ?? BEFORE_ANY, job.startedAt),
    finishStatement(db, collection.name, runId),
  ]);
  const count = await fetchCount(cms, collection.source.path);
  const unproven = unprovenMessage(ctx);
  if (unproven) return { status: 'incomplete', error: unproven };
  if (count === null)
    return { status: 'incomplete', error: 'the CMS has no count endpoint (404): nothing could be proven deleted' };
  return { status: 'ok', error: null, cmsCount: count };
}

/** Ids D1 knows in the collection (rows and skipped records), read in windows as the listing moves on. */
class KnownIds {
  private ids: number[] = [];
  private loadedTo = Number.NEGATIVE_INFINITY;
  private exhausted = false;
  private readonly ctx: ScanContext;

  constructor(ctx: ScanContext) {
    this.ctx = ctx;
  }

  /** Known ids in (after, last]. */
  async between(after: number, last: number): Promise<number[]> {
    while (!this.exhausted && this.loadedTo < last) await this.load(Math.max(after, this.loadedTo));
    const found = this.ids.filter((id) => id > after && id <= last);
    this.ids = this.ids.filter((id) => id > last);
    return found;
  }

  /** Every known id above `after`. */
  async above(after: number): Promise<number[]> {
    while (!this.exhausted) await this.load(Math.max(after, this.loadedTo));
    return this.ids.filter((id) => id > after);
  }

  private async load(from: number): Promise<void> {
    const { db, collection, cms } = this.ctx;
    const main = collection.tables[0]!;
    const info = tableInfo(main.table);
    const id = quoteId(info.columns.find((c) => c.key === main.groupBy)!.name);
    cms.budget.need(1);
    const { results } = await db
      .prepare(
        `SELECT id FROM (SELECT ${id} AS id FROM ${quoteId(info.name)} WHERE ${id} > ?1
         UNION SELECT record_id FROM sync_skips WHERE collection = ?2 AND record_id > ?1) ORDER BY id LIMIT ?3`,
      )
      .bind(Number.isFinite(from) ? from : 0, collection.name, WINDOW)
      .all<{ id: number }>();
    this.ids.push(...results.map((r) => r.id));
    this.exhausted = results.length < WINDOW;
    this.loadedTo = this.exhausted ? Number.POSITIVE_INFINITY : results.at(-1)!.id;
  }
}

/** Known ids read at once: a listing step covers at most a few hundred pages. */
const WINDOW = 20_000;
