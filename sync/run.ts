// One sync run: for each collection, read the complete listing from the CMS, validate and map
// every record, and write the collection in one D1 batch (one transaction) together with its
// log row. Any failure leaves that collection's tables exactly as they were and logs an error;
// the other collections go on.
import { DEFAULT_CMS_OPTIONS, fetchListing, fetchSingle } from './cms/client.ts';
import type { CmsClientOptions } from './cms/client.ts';
import { COLLECTIONS, collectionByName } from './collections/index.ts';
import type { Collection } from './collections/define.ts';
import { readSyncConfig } from './env.ts';
import type { SyncConfig, SyncEnv } from './env.ts';
import { logStatement, pruneStatement } from './log.ts';
import type { CollectionResult, SyncTrigger } from './log.ts';
import { createReporter } from './report.ts';
import type { Reporter } from './report.ts';
import { planWrite, snapshotQuery } from './write/plan.ts';
import type { Snapshot } from './write/plan.ts';
import { tableInfo } from './write/tables.ts';

export type { CollectionResult, SyncTrigger } from './log.ts';

export interface SyncOptions {
  trigger: SyncTrigger;
  /** Collection names (sync_log names, e.g. 'blog-posts'); all when omitted. */
  collections?: readonly string[];
  /** Per CMS request; default 10 000 ms. */
  timeoutMs?: number;
  /** Records per CMS page; default 100. */
  pageSize?: number;
  /** A listing longer than this fails as never-ending; default 10 000. */
  maxRecords?: number;
  /** Collections synced at the same time; default 3. */
  concurrency?: number;
  /** Where errors go; default a new reporter for this run (Sentry when SENTRY_DSN is set). */
  reporter?: Reporter;
}

/**
 * Syncs the chosen collections (all by default), one D1 transaction each. Every outcome is in
 * the results and in sync_log; it throws only for a collection name it does not know.
 */
export async function runSync(env: SyncEnv, opts: SyncOptions): Promise<CollectionResult[]> {
  const names = opts.collections ?? COLLECTIONS.map((c) => c.name);
  const unknown = names.filter((n) => !collectionByName(n));
  if (unknown.length > 0) throw new Error(`unknown collection(s): ${unknown.join(', ')}`);
  const collections = names.map((n) => collectionByName(n)!);
  const parsed = readSyncConfig(env);
  const reporter = opts.reporter ?? createReporter(parsed.ok ? parsed.config.SENTRY_DSN : env.SENTRY_DSN || undefined);

  if (!parsed.ok) {
    // Reported once; logged for every collection, since none of them ran.
    reporter.error(new Error(parsed.message), { trigger: opts.trigger });
    const startedAt = new Date().toISOString();
    return Promise.all(collections.map((c) => logFailure(env, reporter, {
      collection: c.name, trigger: opts.trigger, status: 'error', fetched: 0, changed: 0, deleted: 0,
      error: parsed.message, startedAt, finishedAt: startedAt,
    }, null)));
  }

  const results: CollectionResult[] = new Array(collections.length);
  let next = 0;
  const worker = async () => {
    while (next < collections.length) {
      const index = next++;
      results[index] = await syncCollection(env, collections[index]!, { ...opts, reporter }, parsed.config);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 3, collections.length)) }, worker));

  if (opts.trigger === 'cron') {
    await pruneStatement(env.DB).run().catch((err: unknown) => reporter.error(err, { step: 'prune-sync-log' }));
  }
  return results;
}

/** Syncs one collection; never throws. */
export async function syncCollection(
  env: SyncEnv,
  collection: Collection,
  opts: SyncOptions & { reporter: Reporter },
  config: SyncConfig,
): Promise<CollectionResult> {
  const startedAt = new Date().toISOString();
  const progress = { fetched: 0 };
  const result = (rest: Pick<CollectionResult, 'status' | 'changed' | 'deleted' | 'error'>): CollectionResult => ({
    collection: collection.name,
    trigger: opts.trigger,
    fetched: progress.fetched,
    startedAt,
    finishedAt: new Date().toISOString(),
    ...rest,
  });

  try {
    const cms: CmsClientOptions = {
      cmsUrl: config.CMS_URL,
      apiToken: config.CMS_API_TOKEN,
      timeoutMs: opts.timeoutMs ?? DEFAULT_CMS_OPTIONS.timeoutMs,
      pageSize: opts.pageSize ?? DEFAULT_CMS_OPTIONS.pageSize,
      maxRecords: opts.maxRecords ?? DEFAULT_CMS_OPTIONS.maxRecords,
    };
    let records: unknown[];
    if (collection.source.kind === 'single') {
      const record = await fetchSingle(cms, collection.source.path);
      records = record === null ? [] : [record];
      progress.fetched = records.length;
    } else {
      records = await fetchListing(cms, collection.source.path, collection.source.shape, progress);
    }

    const tables = collection.build(records, { cmsUrl: config.CMS_URL });
    const snapshot = await readSnapshot(env.DB, collection);
    const plan = planWrite(tables, snapshot);
    const ok = result({ status: 'ok', changed: plan.changedIds.length, deleted: plan.deletedIds.length, error: null });
    await env.DB.batch([
      ...plan.statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)),
      logStatement(env.DB, ok),
    ]);
    return ok;
  } catch (err) {
    return logFailure(env, opts.reporter, result({ status: 'error', changed: 0, deleted: 0, error: errorMessage(err) }), err);
  }
}

/** The collection's tables as they are now, read in one batch so they agree with each other. */
async function readSnapshot(db: D1Database, collection: Collection): Promise<Snapshot> {
  const results = await db.batch(collection.tables.map((t) => db.prepare(snapshotQuery(t.table))));
  const snapshot: Snapshot = new Map();
  collection.tables.forEach((t, i) => {
    const rows = (results[i]?.results ?? []) as Record<string, unknown>[];
    // Column order of the SELECT; raw() is not available on batch results.
    const names = tableInfo(t.table).columns.map((c) => c.name);
    snapshot.set(tableInfo(t.table).name, rows.map((row) => names.map((n) => row[n])));
  });
  return snapshot;
}

/** Logs a failed run's row; reports `cause` unless it is null (already reported). */
async function logFailure(env: SyncEnv, reporter: Reporter, failed: CollectionResult, cause: unknown): Promise<CollectionResult> {
  if (cause !== null) reporter.error(cause, { collection: failed.collection, trigger: failed.trigger });
  try {
    await logStatement(env.DB, failed).run();
  } catch (err) {
    reporter.error(err, { collection: failed.collection, step: 'write-sync-log' });
  }
  return failed;
}

const OWN_ERRORS = new Set(['CmsError', 'InvalidRecordError', 'ConflictError']);

/** The log's error text: our own errors already say what and where; anything else keeps its name. */
function errorMessage(err: unknown): string {
  let message: string;
  if (err instanceof Error) message = OWN_ERRORS.has(err.name) ? err.message : `${err.name}: ${err.message}`;
  else message = String(err);
  return message.length > 2000 ? `${message.slice(0, 1997)}...` : message;
}
