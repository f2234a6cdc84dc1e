// A webhook can come before the CMS serves its change: a CMS behind a cache, or reading from a
// replica that has not caught up, still answers with the copy from before the edit (the
// stale-refetch race of Next.js Commerce). The records a webhook names are therefore read again,
// a few times with a growing pause, until the CMS shows each at least as new as the webhook's
// entry (its updated_at at or after the entry's). One the CMS still shows older is not written:
// an older copy never replaces what D1 holds (decision 040 keeps the copy read last; this keeps a
// copy read later but older out). It is left to the next cron run, which lists the collection in full.
import { fetchByIds, type Page, recordId } from '#sync/cms/client.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext } from './context.ts';

/** The pauses before each new read: 1.75 s in all, well within a webhook call and Strapi's patience. */
export const CATCH_UP_PAUSES_MS = [250, 500, 1000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the CMS's copy is older than `since` (ms since the epoch); a copy without a readable stamp is not. */
function olderThan(record: unknown, since: number): boolean {
  const stamp = Date.parse(String((record as { updated_at?: unknown } | null)?.updated_at ?? ''));
  return Number.isFinite(stamp) && stamp < since;
}

/**
 * Reads the records `ids` until the CMS shows none older than `notBefore` (ISO 8601), or the
 * pauses run out; writes those it shows as new, and returns the ids it still shows older.
 */
export async function readCaughtUp(
  ctx: ScanContext,
  ids: readonly number[],
  notBefore: string,
  pauses: readonly number[] = CATCH_UP_PAUSES_MS,
): Promise<number[]> {
  const since = Date.parse(notBefore);
  let pages: Page[] = [];
  let behind = new Set<number>();
  for (let attempt = 0; ; attempt++) {
    pages = [];
    for await (const page of fetchByIds(ctx.cms, ctx.collection.source.path, ids)) pages.push(page);
    const older = pages.flatMap((p) => p.records).filter((r) => olderThan(r, since));
    behind = new Set(older.map(recordId).filter((id): id is number => id !== null));
    if (behind.size === 0 || attempt >= pauses.length) break;
    await sleep(pauses[attempt]!);
  }
  for (const page of pages) {
    ctx.tally.fetched += page.records.length;
    const current = page.records.filter((r) => !behind.has(recordId(r) ?? 0));
    ctx.tally.add(await writeChunk(ctx.db, ctx.collection, current, ctx.map, { readAt: page.readAt }));
  }
  return [...behind];
}
