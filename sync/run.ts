// One sync run over the chosen collections (all by default), a few at a time. Each collection
// is synced on its own (sync-collection.ts): a failure in one leaves the others going. The run
// is one invocation of the worker, and shares that invocation's budget of subrequests between
// its collections, each sure of a floor (decision 041).

import type { Reporter } from '#worker/errors/reporter.ts';
import { createReporter } from '#worker/errors/reporter.ts';
import { Budget, COLLECTION_FLOOR, RUN_SUBREQUESTS } from './budget.ts';
import { COLLECTIONS, collectionByName } from './collections/index.ts';
import type { SyncEnv } from './env.ts';
import { readSyncConfig } from './env.ts';
import type { CollectionResult, SyncTrigger } from './log.ts';
import { logStatement, pruneStatement } from './log.ts';
import { cappedReporter } from './reports.ts';
import type { RecordTarget } from './scan/records.ts';
import type { CollectionSyncOptions } from './sync-collection.ts';
import { syncCollection } from './sync-collection.ts';
import { pruneGoneStatement } from './write/versions.ts';

export type { CollectionResult, SyncTrigger } from './log.ts';

export interface SyncOptions extends Omit<CollectionSyncOptions, 'reporter' | 'targets'> {
  trigger: SyncTrigger;
  /** Collection names (sync_log names, e.g. 'blog-posts'); all when omitted. */
  collections?: readonly string[];
  /** A webhook's records per collection name; those collections read only these. */
  targets?: ReadonlyMap<string, readonly RecordTarget[]>;
  /** Collections synced at the same time; default 3. */
  concurrency?: number;
  /** Where errors go; default a new reporter for this run (Sentry when SENTRY_DSN is set). */
  reporter?: Reporter;
  /**
   * Subrequests (CMS requests and D1 calls) the run may make; default RUN_SUBREQUESTS (900 of the invocation's 1 000).
   */
  subrequests?: number;
}

/**
 * Syncs the chosen collections. Every outcome is in the results and in sync_log; it throws only
 * for a collection name it does not know.
 */
export async function runSync(env: SyncEnv, opts: SyncOptions): Promise<CollectionResult[]> {
  const names = opts.collections ?? COLLECTIONS.map((c) => c.name);
  const unknown = names.filter((n) => !collectionByName(n));
  if (unknown.length > 0) throw new Error(`unknown collection(s): ${unknown.join(', ')}`);
  const collections = names.map((n) => collectionByName(n)!);
  const parsed = readSyncConfig(env);
  const reporter = cappedReporter(
    opts.reporter ?? createReporter({ dsn: parsed.ok ? parsed.config.SENTRY_DSN : env.SENTRY_DSN || undefined }),
  );

  if (!parsed.ok) {
    // Reported once; logged for every collection, since none of them ran.
    reporter.error(new Error(parsed.message), { trigger: opts.trigger });
    const startedAt = new Date().toISOString();
    const failed = collections.map(
      (c): CollectionResult => ({
        collection: c.name,
        trigger: opts.trigger,
        mode: opts.mode === 'full' ? 'full' : 'changes',
        status: 'error',
        fetched: 0,
        changed: 0,
        deleted: 0,
        skipped: 0,
        skips: [],
        requests: 0,
        bytesRead: 0,
        d1Queries: 0,
        rowsWritten: 0,
        rowsDeleted: 0,
        peakHeapBytes: null,
        error: parsed.message,
        startedAt,
        finishedAt: startedAt,
      }),
    );
    await env.DB.batch(failed.map((r) => logStatement(env.DB, r))).catch((err: unknown) =>
      reporter.error(err, { step: 'write-sync-log' }),
    );
    return failed;
  }

  const budget = new Budget(opts.subrequests ?? RUN_SUBREQUESTS);
  budget.hold(COLLECTION_FLOOR * collections.length);
  const runId = crypto.randomUUID();
  const results: CollectionResult[] = new Array(collections.length);
  let next = 0;
  const worker = async () => {
    while (next < collections.length) {
      const index = next++;
      const collection = collections[index]!;
      results[index] = await syncCollection(
        env,
        collection,
        { ...opts, reporter, targets: opts.targets?.get(collection.name), budget, runId },
        parsed.config,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 3, collections.length)) }, worker));

  reporter.flush();
  if (opts.trigger === 'cron') {
    // One more D1 call, within the budget: every collection has let go of its floor by now.
    await env.DB.batch([pruneStatement(env.DB), pruneGoneStatement(env.DB)]).catch((err: unknown) =>
      reporter.error(err, { step: 'prune-sync-log' }),
    );
  }
  return results;
}
