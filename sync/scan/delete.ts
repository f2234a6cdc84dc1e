// Removing the records the CMS proved gone, and finding out which ones D1 still knows.

import type { Skip } from '#sync/write/chunk.ts';
import { run, writeChunk } from '#sync/write/chunk.ts';
import type { Statement } from '#sync/write/plan.ts';
import { deleteGroups, IDS_PER_STATEMENT } from '#sync/write/plan.ts';
import { recordTags, tableTags } from '#sync/write/purge-tags.ts';
import { quoteId, tableInfo } from '#sync/write/tables.ts';
import { isOlderRead, readLater, recordScope, versionStatement, versionsQuery } from '#sync/write/versions.ts';
import type { ScanContext } from './context.ts';

/**
 * Deletes these records (every table of the collection) as proven gone at `provenAt`, in
 * batches that each fit D1. Each batch also marks them gone as of that time, so that an
 * overlapping run that read one of them before cannot write it back (decision 040); a record
 * read again since (it came back) is left as it is.
 */
export async function deleteRecords(ctx: ScanContext, ids: readonly number[], provenAt: string): Promise<void> {
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    let group = ids.slice(i, i + IDS_PER_STATEMENT);
    for (let attempt = 1; group.length > 0; attempt++) {
      try {
        await deleteGroup(ctx, group, provenAt);
        break;
      } catch (err) {
        if (!isOlderRead(err) || attempt === 3) throw err;
        const { results } = await versionsQuery(ctx.db, recordScope(ctx.collection), group).all<{
          id: number;
          readAt: string;
        }>();
        const later = readLater(results, provenAt);
        group = group.filter((id) => !later.has(id));
      }
    }
  }
}

async function deleteGroup(ctx: ScanContext, ids: readonly number[], provenAt: string): Promise<void> {
  // One batch: the records' rows in every table and their marks go together, or nothing does.
  const statements: Statement[] = [...ctx.collection.tables]
    .reverse()
    .filter((t) => !t.shared)
    .flatMap((t) => deleteGroups(t, ids));
  const { rowsDeleted } = await run(ctx.db, statements, [
    versionStatement(ctx.db, recordScope(ctx.collection), ids, provenAt, true),
  ]);
  ctx.tally.rowsDeleted += rowsDeleted;
  for (const id of ids) ctx.tally.gone.add(id);
  const [main, ...children] = ctx.collection.tables.filter((t) => !t.shared);
  const mainName = tableInfo(main!.table).name;
  for (const id of ids) for (const tag of recordTags(mainName, id, [])) ctx.tally.purgeTags.add(tag);
  for (const child of children) for (const tag of tableTags(tableInfo(child.table).name)) ctx.tally.purgeTags.add(tag);
}

/** The ids D1 holds for the collection, ascending. */
export async function storedIds(ctx: ScanContext): Promise<number[]> {
  const main = ctx.collection.tables[0]!;
  const info = tableInfo(main.table);
  const id = quoteId(info.columns.find((c) => c.key === main.groupBy)!.name);
  const { results } = await ctx.db
    .prepare(`SELECT ${id} AS id FROM ${quoteId(info.name)} ORDER BY ${id}`)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/**
 * Every record id the site knows the CMS to have, ascending: those D1 holds, and those skipped,
 * earlier or in this run (the CMS has them, D1 has no usable copy).
 */
export async function knownIds(ctx: ScanContext): Promise<number[]> {
  const [stored, skipped] = await Promise.all([
    storedIds(ctx),
    ctx.db
      .prepare('SELECT record_id AS id FROM sync_skips WHERE collection = ?')
      .bind(ctx.collection.name)
      .all<{ id: number }>(),
  ]);
  const ids = [
    ...stored,
    ...skipped.results.map((r) => r.id),
    ...ctx.tally.skips.flatMap((s) => (s.id === null ? [] : [s.id])),
  ];
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Writes again the records skipped for a slug clash: once deletions are done, the record that
 * held the slug may be gone. `extra` statements go into the same batch as the last of them.
 */
export async function retryClashes(ctx: ScanContext, extra: D1PreparedStatement[] = []): Promise<void> {
  const clashes = ctx.tally.takeClashes();
  if (clashes.length === 0) {
    if (extra.length > 0) await run(ctx.db, [], extra);
    return;
  }
  // Each as read: a record's copy is stamped with the time of its own read.
  const byRead = new Map<string, Skip[]>();
  for (const skip of clashes) byRead.set(skip.readAt, [...(byRead.get(skip.readAt) ?? []), skip]);
  let left = byRead.size;
  for (const [readAt, skips] of byRead) {
    left -= 1;
    const chunk = await writeChunk(
      ctx.db,
      ctx.collection,
      skips.map((s) => s.raw),
      ctx.map,
      { readAt, extra: left === 0 ? extra : [] },
    );
    ctx.tally.add(chunk, { reread: true });
  }
}
