// The proof every deleting path gives before a row leaves D1 (issue 24, decision 040): an
// absent answer proves nothing, since Strapi cuts every response at its api.rest.maxLimit. The
// candidates are asked for by id until a response brings none of those left, and what comes
// back is written as read; then the CMS must count none of the rest (`/count?id_in=…`). Only
// those are deleted. Without a count endpoint nothing is.
import { PAGE_COST } from '#sync/budget.ts';
import { countByIds, fetchByIds, IDS_PER_REQUEST } from '#sync/cms/client.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import type { ScanContext } from './context.ts';
import { deleteRecords } from './delete.ts';

/** Reads these records by id and writes those the CMS has; returns the ids it does not list. */
export async function readByIds(ctx: ScanContext, ids: readonly number[]): Promise<number[]> {
  const missing = new Set(ids);
  for await (const page of fetchByIds(ctx.cms, ctx.collection.source.path, ids)) {
    ctx.tally.fetched += page.records.length;
    const chunk = await writeChunk(ctx.db, ctx.collection, page.records, ctx.map, { readAt: page.readAt });
    ctx.tally.add(chunk);
    for (const id of chunk.seenIds) missing.delete(id);
  }
  return [...missing];
}

/**
 * Deletes those of these ids (which the CMS no longer lists) that it counts none of; the others
 * stay, tallied as unproven. When the budget runs out, what is proven so far is deleted first.
 */
export async function deleteProven(ctx: ScanContext, ids: readonly number[]): Promise<void> {
  const proven: number[] = [];
  let provenAt = '';
  try {
    for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
      const group = ids.slice(i, i + IDS_PER_REQUEST);
      ctx.cms.budget.need(PAGE_COST);
      const { count, readAt } = await countByIds(ctx.cms, ctx.collection.source.path, group);
      if (count === 0) {
        proven.push(...group);
        // Each was absent by then at the latest: its mark of deletion carries the last count's time.
        provenAt = readAt;
      } else {
        for (const id of group) ctx.tally.unproven.add(id);
      }
    }
  } finally {
    if (proven.length > 0) await deleteRecords(ctx, proven, provenAt);
  }
}

/** The candidates for deletion (ids D1 knows that a listing did not bring), settled one way or the other. */
export async function deleteIfGone(ctx: ScanContext, candidates: readonly number[]): Promise<void> {
  if (candidates.length === 0) return;
  await deleteProven(ctx, await readByIds(ctx, candidates));
}

/** The outcome's message when some deletions could not be proven. */
export function unprovenMessage(ctx: ScanContext): string | null {
  const n = ctx.tally.unproven.size;
  if (n === 0) return null;
  return (
    `${n} record(s) the CMS no longer lists could not be proven deleted (it has no count endpoint, or counts ` +
    `them still): their rows stay`
  );
}
