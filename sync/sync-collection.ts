// One collection's sync: the CMS listing read page by page, each page written as it comes (one
// D1 batch per page, only what changed), then the records the CMS no longer has deleted, but
// only when the listing provably holds every record (its count matches). A record that cannot
// be used is skipped and logged, keeping its previous copy, while the rest go on.
import { CmsError, DEFAULT_CMS_OPTIONS, fetchCount, fetchSingle, listPages } from './cms/client.ts';
import type { CmsClientOptions } from './cms/client.ts';
import type { Collection, MapContext } from './collections/define.ts';
import type { SyncConfig, SyncEnv } from './env.ts';
import { logStatement } from './log.ts';
import type { CollectionResult, SyncTrigger } from './log.ts';
import type { Reporter } from './report.ts';
import { logEntries, recordSkips } from './skips.ts';
import { run, writeChunk } from './write/chunk.ts';
import type { ChunkResult, Skip } from './write/chunk.ts';
import { deleteGroups, orphanCleanup } from './write/plan.ts';
import type { Statement } from './write/plan.ts';
import { quoteId, tableInfo } from './write/tables.ts';

export interface CollectionSyncOptions {
  trigger: SyncTrigger;
  reporter: Reporter;
  /** Per CMS request; default 14 000 ms (SPEC §7). */
  timeoutMs?: number;
  /** Records asked for per CMS page; default 100. */
  pageSize?: number;
}

/** A single type is stored as the one row with this key. */
const SINGLE_ROW_KEY = 1;

/** Deletion statements per D1 batch: each holds up to 5 000 ids. */
const STATEMENTS_PER_BATCH = 20;

/** Syncs one collection; never throws. Every outcome is in the result and in sync_log. */
export async function syncCollection(
  env: SyncEnv,
  collection: Collection,
  opts: CollectionSyncOptions,
  config: SyncConfig,
): Promise<CollectionResult> {
  const startedAt = new Date().toISOString();
  const cms: CmsClientOptions = {
    cmsUrl: config.CMS_URL,
    apiToken: config.CMS_API_TOKEN,
    timeoutMs: opts.timeoutMs ?? DEFAULT_CMS_OPTIONS.timeoutMs,
    pageSize: opts.pageSize ?? DEFAULT_CMS_OPTIONS.pageSize,
    stats: { requests: 0, bytes: 0 },
  };
  const ctx: MapContext = { cmsUrl: config.CMS_URL };
  const tally = new Tally();
  let status: CollectionResult['status'] = 'ok';
  let error: string | null = null;
  let deleted = 0;
  // Every id the CMS has, once that is proven; it lets old skips of vanished records go.
  let allIds: Set<number> | null = null;

  try {
    if (collection.source.kind === 'single') {
      const record = await fetchSingle(cms, collection.source.path);
      const chunk = await writeChunk(env.DB, collection, record === null ? [] : [record], ctx, { keys: [SINGLE_ROW_KEY] });
      // None set: the stored row, if there was one, is the record deleted.
      if (record === null) deleted = chunk.changedIds.length;
      else {
        tally.fetched = 1;
        tally.add(chunk);
      }
      allIds = tally.seen;
    } else {
      const count = await fetchCount(cms, collection.source.path);
      for await (const page of listPages(cms, collection.source.path)) {
        tally.fetched += page.length;
        tally.add(await writeChunk(env.DB, collection, page, ctx));
      }
      if (count === null || tally.seen.size === count) {
        allIds = tally.seen;
        deleted = await deleteMissing(env.DB, collection, tally.seen);
        // A slug clash with a record that has just been deleted is over: try those again.
        const clashes = tally.takeClashes();
        if (clashes.length > 0) tally.add(await writeChunk(env.DB, collection, clashes.map((s) => s.raw), ctx), { reread: true });
      } else {
        status = 'incomplete';
        error = `the CMS counts ${count} records but its listing gave ${tally.seen.size}: nothing was deleted`;
      }
    }
    await run(env.DB, collection.tables.map(orphanCleanup).filter((s): s is Statement => s !== null));
  } catch (err) {
    status = 'error';
    error = errorMessage(err);
    opts.reporter.error(err, { collection: collection.name, trigger: opts.trigger });
  }

  try {
    await recordSkips(env.DB, opts.reporter, {
      collection: collection.name, skips: tally.skips, writtenIds: tally.written, allIds, now: startedAt,
    });
  } catch (err) {
    opts.reporter.error(err, { collection: collection.name, step: 'record-skips' });
  }

  const result: CollectionResult = {
    collection: collection.name,
    trigger: opts.trigger,
    status,
    fetched: tally.fetched,
    changed: tally.changed.size,
    deleted,
    skipped: tally.skips.length,
    skips: logEntries(tally.skips),
    error,
    startedAt,
    finishedAt: new Date().toISOString(),
  };
  try {
    await logStatement(env.DB, result).run();
  } catch (err) {
    opts.reporter.error(err, { collection: collection.name, step: 'write-sync-log' });
  }
  return result;
}

/** What a run has read and written so far. */
class Tally {
  fetched = 0;
  readonly seen = new Set<number>();
  readonly written = new Set<number>();
  readonly changed = new Set<number>();
  skips: Skip[] = [];

  add(chunk: ChunkResult, opts: { reread?: boolean } = {}): void {
    if (!opts.reread) for (const id of chunk.seenIds) this.seen.add(id);
    for (const id of chunk.writtenIds) this.written.add(id);
    for (const id of chunk.changedIds) this.changed.add(id);
    this.skips.push(...chunk.skips);
  }

  /** The skips that were slug clashes, taken out to be tried again. */
  takeClashes(): Skip[] {
    const clashes = this.skips.filter((s) => s.clash);
    this.skips = this.skips.filter((s) => !s.clash);
    return clashes;
  }
}

/** Deletes every record of the collection whose id is not in `keep`; returns how many. */
async function deleteMissing(db: D1Database, collection: Collection, keep: ReadonlySet<number>): Promise<number> {
  const main = collection.tables[0]!;
  const info = tableInfo(main.table);
  const idColumn = quoteId(info.columns.find((c) => c.key === main.groupBy)!.name);
  const { results } = await db.prepare(`SELECT ${idColumn} AS id FROM ${quoteId(info.name)}`).all<{ id: number }>();
  const missing = results.map((r) => r.id).filter((id) => !keep.has(id));
  if (missing.length === 0) return 0;
  // Child tables first: if a batch fails, the records are still there and the next run
  // deletes them with their children, instead of leaving children nobody can find.
  const statements = [...collection.tables].reverse().filter((t) => !t.shared).flatMap((t) => deleteGroups(t, missing));
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    await run(db, statements.slice(i, i + STATEMENTS_PER_BATCH));
  }
  return missing.length;
}

/** The log's error text: the CMS client's errors already say what and where; anything else keeps its name. */
function errorMessage(err: unknown): string {
  let message: string;
  if (err instanceof Error) message = err instanceof CmsError ? err.message : `${err.name}: ${err.message}`;
  else message = String(err);
  return message.length > 2000 ? `${message.slice(0, 1997)}...` : message;
}
