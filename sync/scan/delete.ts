// Removing the records the CMS no longer has, and finding out which ones D1 still knows.

import { run, writeChunk } from '#sync/write/chunk.ts';
import type { Statement } from '#sync/write/plan.ts';
import { deleteGroups } from '#sync/write/plan.ts';
import { quoteId, tableInfo } from '#sync/write/tables.ts';
import type { ScanContext } from './context.ts';

/** Deletion statements per D1 batch: each holds up to 5 000 ids. */
const STATEMENTS_PER_BATCH = 20;

/** Deletes these records (every table of the collection), in batches that each fit D1. */
export async function deleteRecords(ctx: ScanContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // Child tables first: if a batch fails, the records are still there and the next run deletes
  // them with their children, instead of leaving children nobody can find.
  const statements: Statement[] = [...ctx.collection.tables]
    .reverse()
    .filter((t) => !t.shared)
    .flatMap((t) => deleteGroups(t, ids));
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    ctx.tally.rowsDeleted += (await run(ctx.db, statements.slice(i, i + STATEMENTS_PER_BATCH))).rowsDeleted;
  }
  for (const id of ids) ctx.tally.gone.add(id);
}

/** The ids D1 holds for the collection, ascending. */
export async function storedIds(ctx: ScanContext): Promise<number[]> {
  const main = ctx.collection.tables[0]!;
  const info = tableInfo(main.table);
  const id = quoteId(info.columns.find((c) => c.key === main.groupBy)!.name);
  const { results } = await ctx.db.prepare(`SELECT ${id} AS id FROM ${quoteId(info.name)} ORDER BY ${id}`).all<{ id: number }>();
  return results.map((r) => r.id);
}

/**
 * Every record id the site knows the CMS to have, ascending: those D1 holds, and those skipped,
 * earlier or in this run (the CMS has them, D1 has no usable copy).
 */
export async function knownIds(ctx: ScanContext): Promise<number[]> {
  const [stored, skipped] = await Promise.all([
    storedIds(ctx),
    ctx.db.prepare('SELECT record_id AS id FROM sync_skips WHERE collection = ?').bind(ctx.collection.name).all<{ id: number }>(),
  ]);
  const ids = [...stored, ...skipped.results.map((r) => r.id), ...ctx.tally.skips.flatMap((s) => (s.id === null ? [] : [s.id]))];
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Writes again the records skipped for a slug clash: once deletions are done, the record that
 * held the slug may be gone. `extra` statements go into the same batch.
 */
export async function retryClashes(ctx: ScanContext, extra: D1PreparedStatement[] = []): Promise<void> {
  const clashes = ctx.tally.takeClashes();
  if (clashes.length === 0 && extra.length === 0) return;
  ctx.tally.add(
    await writeChunk(
      ctx.db,
      ctx.collection,
      clashes.map((s) => s.raw),
      ctx.map,
      { extra },
    ),
    { reread: true },
  );
}
