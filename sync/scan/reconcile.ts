// Finds which records the CMS no longer has (or has but D1 does not know) without reading the
// whole collection: the id space is split in halves, and only the ranges where the CMS's count
// differs from the site's are split further, until a range is small enough to list. A listed
// range is compared record by record, and its known ids the listing lacks are deleted once the
// CMS proves them gone (gone.ts). One deletion among 20 000 records costs about 12 requests.
// When the invocation's budget runs out, the ranges still to compare are kept as a job
// (sync_jobs, decision 041) and the next run continues from them.
import { BudgetSpent, PAGE_COST } from '#sync/budget.ts';
import { fetchCount, listPages } from '#sync/cms/client.ts';
import type { IdRange } from '#sync/jobs.ts';
import { finishStatement, progressStatement, startJob } from '#sync/jobs.ts';
import { fullDueStatement } from '#sync/state.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext, ScanOutcome } from './context.ts';
import { deleteIfGone, unprovenMessage } from './gone.ts';

/** Count requests in flight at once. */
const PARALLEL = 4;

/**
 * A differing range is listed once it holds at most this many records (or ids): a few more
 * count requests are cheaper than reading and comparing a page of full records.
 */
const LIST_AT_MOST = 10;

/**
 * Ranges a job may keep: past this many, so much differs that a full listing (itself resumable)
 * costs less, and the next run starts one.
 */
const MAX_HELD_RANGES = 1_000;

/**
 * `known`: every id the site knows (ascending); `from.ranges`: where to compare, with the CMS's
 * count of each (the whole id space first, or a job's ranges); `from.top`: an id at or above the
 * highest on either side, where the search space is cut. `from.held`: this run holds the
 * collection's bisection job (begun at `from.startedAt`), which is finished or kept as it ends.
 */
export async function reconcile(
  ctx: ScanContext,
  known: readonly number[],
  from: { ranges: IdRange[]; top: number; held: boolean; startedAt: string },
): Promise<ScanOutcome> {
  const { cms, collection, db, runId } = ctx;
  const { top, held } = from;
  let frontier = from.ranges;
  let unlisted = 0;
  while (frontier.length > 0) {
    const differing = frontier.filter((r) => r.cms !== localCount(known, r));
    const small = differing.filter((r) => r.cms <= LIST_AT_MOST || width(r, top) <= LIST_AT_MOST);
    const large = differing.filter((r) => !small.includes(r));
    // What is left of this level, and the next level so far: together, all that still differs.
    const pending = new Set(differing);
    const next: IdRange[] = [];
    try {
      for (const range of small) {
        if (!(await listRange(ctx, known, range))) unlisted += 1;
        pending.delete(range);
      }
      for (let i = 0; i < large.length; i += PARALLEL) {
        const halving = large.slice(i, i + PARALLEL);
        cms.budget.need(halving.length);
        next.push(...(await Promise.all(halving.map((r) => halve(ctx, r, top)))).flat());
        for (const range of halving) pending.delete(range);
      }
    } catch (err) {
      if (!(err instanceof BudgetSpent)) throw err;
      return keep(ctx, { ...from, ranges: [...pending, ...next] });
    }
    frontier = next;
  }
  if (held) await db.batch([finishStatement(db, collection.name, runId)]);
  const unproven = unprovenMessage(ctx);
  if (unproven) return { status: 'incomplete', error: unproven };
  return unlisted === 0
    ? { status: 'ok', error: null }
    : {
        status: 'incomplete',
        error: `${unlisted} id range(s) changed while they were compared: their deletions wait for the next run`,
      };
}

/** Keeps the ranges still to compare for the next run, or asks it for a full listing when they are too many. */
async function keep(
  ctx: ScanContext,
  from: { ranges: IdRange[]; top: number; held: boolean; startedAt: string },
): Promise<ScanOutcome> {
  const { db, collection, runId } = ctx;
  const { ranges, top, held, startedAt } = from;
  const error =
    `the comparison of counts stopped at this invocation's budget with ${ranges.length} id range(s) to go; the ` +
    `next run continues it`;
  if (ranges.length > MAX_HELD_RANGES) {
    await db.batch([
      ...(held ? [finishStatement(db, collection.name, runId)] : []),
      fullDueStatement(db, collection.name),
    ]);
    return { status: 'partial', error: `${error} with a full listing` };
  }
  const job = { kind: 'bisect' as const, startedAt, ranges, top };
  if (held) await db.batch([progressStatement(db, collection.name, runId, job)]);
  else if (await startJob(db, collection.name, runId, job)) ctx.holdsJob = true;
  return { status: 'partial', error };
}

function width(r: IdRange, top: number): number {
  return (r.hi ?? Math.max(top, r.lo + 1)) - r.lo;
}

function localCount(known: readonly number[], r: IdRange): number {
  return upperBound(known, r.hi ?? Number.POSITIVE_INFINITY) - upperBound(known, r.lo);
}

/** How many of the sorted ids are at or below x. */
function upperBound(ids: readonly number[], x: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Reads a range whole and writes it (records D1 did not know arrive here); the known ids it
 * lacks are candidates for deletion, provided the listing holds as many records as the CMS
 * counted in it. False when it did not: the range changed meanwhile, and waits for the next run.
 */
async function listRange(ctx: ScanContext, known: readonly number[], range: IdRange): Promise<boolean> {
  ctx.cms.budget.need(2 * PAGE_COST);
  const where: Record<string, string> = { id_gt: String(range.lo) };
  if (range.hi !== null) where.id_lte = String(range.hi);
  const listed = new Set<number>();
  for await (const page of listPages(ctx.cms, ctx.collection.source.path, where)) {
    ctx.tally.fetched += page.records.length;
    const chunk = await writeChunk(ctx.db, ctx.collection, page.records, ctx.map, { readAt: page.readAt });
    for (const id of chunk.seenIds) listed.add(id);
    ctx.tally.add(chunk);
  }
  if (listed.size !== range.cms) return false;
  const inRange = known.slice(upperBound(known, range.lo), upperBound(known, range.hi ?? Number.POSITIVE_INFINITY));
  await deleteIfGone(
    ctx,
    inRange.filter((id) => !listed.has(id)),
  );
  return true;
}

/** A range's two halves, with the CMS's count of each: one count request. */
async function halve(ctx: ScanContext, r: IdRange, top: number): Promise<IdRange[]> {
  const path = ctx.collection.source.path;
  const mid = r.lo + Math.floor(width(r, top) / 2);
  const left = await fetchCount(ctx.cms, path, { id_gt: String(r.lo), id_lte: String(mid) });
  if (left === null) throw new Error(`${path}/count answered 404 for a range: a bisection needs the count endpoint`);
  return [
    { lo: r.lo, hi: mid, cms: left },
    { lo: mid, hi: r.hi, cms: r.cms - left },
  ];
}
