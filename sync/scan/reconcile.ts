// Finds which records the CMS no longer has (or has but D1 does not know) without reading the
// whole collection: the id space is split in halves, and only the ranges where the CMS's count
// differs from the site's are split further, until a range is small enough to list. A listed
// range is compared record by record; its deletions are applied only when the listing matched
// the range's count (decision 001). One deletion among 20 000 records costs about 12 requests.
import { fetchCount, listPages } from '#sync/cms/client.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext, ScanOutcome } from './context.ts';
import { deleteRecords } from './delete.ts';

/** An id range (lo, hi], hi null meaning unbounded, with the CMS's count of records in it. */
interface Range {
  lo: number;
  hi: number | null;
  cms: number;
}

/** Count requests in flight at once. */
const PARALLEL = 4;

/**
 * A differing range is listed once it holds at most this many records (or ids): a few more
 * count requests are cheaper than reading and comparing a page of full records.
 */
const LIST_AT_MOST = 10;

/**
 * `known`: every id the site knows (ascending); `total`: the CMS's count; `top`: an id at or
 * above the highest on either side, where the search space is cut.
 */
export async function reconcile(ctx: ScanContext, known: readonly number[], total: number, top: number): Promise<ScanOutcome> {
  const { cms, collection } = ctx;
  const path = collection.source.path;
  let ranges: Range[] = [{ lo: 0, hi: null, cms: total }];
  const gone: number[] = [];
  let unproven = 0;
  while (ranges.length > 0) {
    const differing = ranges.filter((r) => r.cms !== localCount(known, r));
    const small = differing.filter((r) => r.cms <= LIST_AT_MOST || width(r, top) <= LIST_AT_MOST);
    for (const range of small) {
      const result = await listRange(ctx, known, range);
      gone.push(...result.gone);
      if (!result.proven) unproven += 1;
    }
    const large = differing.filter((r) => !small.includes(r));
    ranges = (
      await inParallel(large, async (r) => {
        const mid = r.lo + Math.floor(width(r, top) / 2);
        const left = await fetchCount(cms, path, { id_gt: String(r.lo), id_lte: String(mid) });
        return [
          { lo: r.lo, hi: mid, cms: left ?? 0 },
          { lo: mid, hi: r.hi, cms: r.cms - (left ?? 0) },
        ];
      })
    ).flat();
  }
  await deleteRecords(ctx, gone);
  return unproven === 0
    ? { status: 'ok', error: null }
    : { status: 'incomplete', error: `${unproven} id range(s) changed while they were compared: their deletions wait for the next run` };
}

function width(r: Range, top: number): number {
  return (r.hi ?? Math.max(top, r.lo + 1)) - r.lo;
}

function localCount(known: readonly number[], r: Range): number {
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
 * lacks are gone, provided the listing holds as many records as the CMS counted in it.
 */
async function listRange(ctx: ScanContext, known: readonly number[], range: Range): Promise<{ gone: number[]; proven: boolean }> {
  const where: Record<string, string> = { id_gt: String(range.lo) };
  if (range.hi !== null) where.id_lte = String(range.hi);
  const listed = new Set<number>();
  for await (const page of listPages(ctx.cms, ctx.collection.source.path, where)) {
    ctx.tally.fetched += page.length;
    const chunk = await writeChunk(ctx.db, ctx.collection, page, ctx.map);
    for (const id of chunk.seenIds) listed.add(id);
    ctx.tally.add(chunk);
  }
  if (listed.size !== range.cms) return { gone: [], proven: false };
  const inRange = known.slice(upperBound(known, range.lo), upperBound(known, range.hi ?? Number.POSITIVE_INFINITY));
  return { gone: inRange.filter((id) => !listed.has(id)), proven: true };
}

async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}
