// A webhook's run: only the records it concerns. Its own model's entry is read by id; for a
// model the collection copies (a tag, an image), the records pointing at the entry are read, both
// those the CMS lists for it and those D1 still shows with it. A record asked for by id that the
// CMS no longer lists is deleted only once it proves it gone (gone.ts): a capped answer is not.
// An entry named with its time is read until the CMS serves that change (caught-up.ts).
import { BudgetSpent } from '#sync/budget.ts';
import { listPages } from '#sync/cms/client.ts';
import type { Copied } from '#sync/collections/define.ts';
import { fullDueStatement } from '#sync/state.ts';
import { writeChunk } from '#sync/write/chunk.ts';
import { quoteId, tableInfo } from '#sync/write/tables.ts';
import { readCaughtUp } from './caught-up.ts';
import type { ScanContext, ScanOutcome } from './context.ts';
import { deleteProven, readByIds, unprovenMessage } from './gone.ts';

/**
 * What a webhook names: entries of the collection's own model (with the entry's updated_at when
 * the webhook gave it: the CMS must serve at least that), or an entry of a model it copies.
 */
export type RecordTarget = { ids: number[]; notBefore?: string } | { copy: Copied; id: number };

export async function recordsScan(ctx: ScanContext, targets: readonly RecordTarget[]): Promise<ScanOutcome> {
  const { db, collection, cms, map, tally } = ctx;
  const path = collection.source.path;
  const wanted = new Set<number>();
  const behind: number[] = [];
  try {
    for (const target of targets) {
      if ('ids' in target) {
        const late = target.notBefore ? await readCaughtUp(ctx, target.ids, target.notBefore) : [];
        behind.push(...late);
        for (const id of target.ids) if (!late.includes(id)) wanted.add(id);
        continue;
      }
      if (target.copy.cmsFilter) {
        for await (const page of listPages(cms, path, { [target.copy.cmsFilter]: String(target.id) })) {
          tally.fetched += page.records.length;
          tally.add(await writeChunk(db, collection, page.records, map, { readAt: page.readAt }));
        }
      }
      const local = target.copy.local;
      if (local) {
        const info = tableInfo(local.table);
        const name = (key: string) => quoteId(info.columns.find((c) => c.key === key)!.name);
        const { results } = await db
          .prepare(
            `SELECT DISTINCT ${name(local.record)} AS id FROM ${quoteId(info.name)} WHERE ${name(local.column)} = ?`,
          )
          .bind(target.id)
          .all<{ id: number }>();
        for (const r of results) wanted.add(r.id);
      }
    }
    await deleteProven(
      ctx,
      await readByIds(
        ctx,
        [...wanted].filter((id) => !tally.seen.has(id)),
      ),
    );
  } catch (err) {
    if (!(err instanceof BudgetSpent)) throw err;
    // The records it did not reach may show the old copy: the next cron run lists them all.
    await db.batch([fullDueStatement(db, collection.name)]);
    return {
      status: 'partial',
      error: "the webhook's records passed this invocation's budget; the next cron run lists the collection in full",
    };
  }
  if (behind.length > 0) {
    await db.batch([fullDueStatement(db, collection.name)]);
    const late = `the CMS still served an older copy of record(s) ${behind.join(', ')} than the webhook's`;
    return { status: 'incomplete', error: `${late}; the next cron run lists the collection in full` };
  }
  const unproven = unprovenMessage(ctx);
  return unproven ? { status: 'incomplete', error: unproven } : { status: 'ok', error: null };
}
