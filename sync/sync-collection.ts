// One collection's sync. Which scan runs: a webhook's records; a full listing when there is no
// cursor yet, when asked, or when the last one is an hour old; otherwise only what changed since
// the cursor. Whatever the scan, a record that cannot be used is skipped and logged (keeping its
// previous copy), nothing is deleted without proof, and the log row is written after the writes.

import type { Reporter } from '#worker/errors/reporter.ts';
import { CmsError, DEFAULT_CMS_OPTIONS } from './cms/client.ts';
import type { Collection } from './collections/define.ts';
import type { SyncConfig, SyncEnv } from './env.ts';
import { heapUsed } from './heap.ts';
import type { CollectionResult, SyncMode, SyncTrigger } from './log.ts';
import { logStatement } from './log.ts';
import { changesScan } from './scan/changes.ts';
import type { ScanContext, ScanOutcome } from './scan/context.ts';
import { Tally } from './scan/context.ts';
import { fullScan } from './scan/full.ts';
import type { RecordTarget } from './scan/records.ts';
import { recordsScan } from './scan/records.ts';
import { singleScan } from './scan/single.ts';
import { logEntries, recordSkips } from './skips.ts';
import { knownCountStatement, readState } from './state.ts';
import { run } from './write/chunk.ts';
import { bumpContentVersion } from './write/content-version.ts';
import type { Statement } from './write/plan.ts';
import { orphanCleanup } from './write/plan.ts';

export interface CollectionSyncOptions {
  trigger: SyncTrigger;
  reporter: Reporter;
  /** 'full' lists every record; 'auto' (the default) lists only changes when it can. */
  mode?: 'auto' | 'full';
  /** A webhook's records: only these are read (the mode is then ignored). */
  targets?: readonly RecordTarget[];
  /** Per CMS request; default 14 000 ms (SPEC §7). */
  timeoutMs?: number;
  /** Records asked for per CMS page; default 100. */
  pageSize?: number;
}

/** How old the last full listing may be before an automatic run lists everything again. */
export const FULL_RECONCILE_MS = 60 * 60 * 1000;

/** Syncs one collection; never throws. Every outcome is in the result and in sync_log. */
export async function syncCollection(
  env: SyncEnv,
  collection: Collection,
  opts: CollectionSyncOptions,
  config: SyncConfig,
): Promise<CollectionResult> {
  const startedAt = new Date().toISOString();
  const ctx: ScanContext = {
    db: env.DB,
    collection,
    cms: {
      cmsUrl: config.CMS_URL,
      apiToken: config.CMS_API_TOKEN,
      timeoutMs: opts.timeoutMs ?? DEFAULT_CMS_OPTIONS.timeoutMs,
      pageSize: opts.pageSize ?? DEFAULT_CMS_OPTIONS.pageSize,
      stats: { requests: 0, bytes: 0 },
    },
    map: { cmsUrl: config.CMS_URL },
    tally: new Tally(),
  };
  // Sampled between awaits, where the runtime tells (heap.ts): an upper bound of the live heap.
  let peak = heapUsed();
  const sampler =
    peak === null
      ? null
      : setInterval(() => {
          peak = Math.max(peak ?? 0, heapUsed() ?? 0);
        }, 10);
  let mode: SyncMode = 'full';
  let outcome: ScanOutcome | { status: 'error'; error: string };

  try {
    if (collection.source.kind === 'single') {
      outcome = await singleScan(ctx);
    } else if (opts.targets) {
      mode = 'records';
      outcome = await recordsScan(ctx, opts.targets);
    } else {
      const state = await readState(env.DB, collection.name);
      const fullDue = !state.fullAt || Date.parse(startedAt) - Date.parse(state.fullAt) >= FULL_RECONCILE_MS;
      if (opts.mode === 'full' || !state.cursor || fullDue) {
        outcome = await fullScan(ctx, startedAt);
      } else {
        mode = 'changes';
        outcome = await changesScan(ctx, { ...state, cursor: state.cursor });
      }
    }
    const cleanup = collection.tables.map(orphanCleanup).filter((s): s is Statement => s !== null);
    // Runs every time and mostly finds nothing: the version is raised only when it did.
    const { rowsDeleted } = await run(env.DB, cleanup, [], { bumpVersion: false });
    if (rowsDeleted > 0) await bumpContentVersion(env.DB).run();
    ctx.tally.rowsDeleted += rowsDeleted;
  } catch (err) {
    outcome = { status: 'error', error: errorMessage(err) };
    opts.reporter.error(err, { collection: collection.name, trigger: opts.trigger });
  }

  const { tally } = ctx;
  try {
    await recordSkips(env.DB, opts.reporter, {
      collection: collection.name,
      skips: tally.skips,
      writtenIds: tally.written,
      goneIds: tally.gone,
      allIds: tally.allIds,
      now: startedAt,
    });
  } catch (err) {
    opts.reporter.error(err, { collection: collection.name, step: 'record-skips' });
  }
  // The count an unchanged run compares the CMS's with, taken again after every other run (one
  // D1 query), so that a stale or missing count costs one comparison, not one per run.
  if (collection.source.kind === 'list' && outcome.status !== 'error' && !('unchanged' in outcome && outcome.unchanged)) {
    await knownCountStatement(env.DB, collection)
      .run()
      .catch((err: unknown) => opts.reporter.error(err, { collection: collection.name, step: 'known-count' }));
  }

  if (sampler) clearInterval(sampler);
  if (peak !== null) peak = Math.max(peak, heapUsed() ?? 0);
  const result: CollectionResult = {
    collection: collection.name,
    trigger: opts.trigger,
    mode,
    status: outcome.status,
    fetched: tally.fetched,
    changed: tally.changed.size,
    deleted: tally.gone.size,
    skipped: tally.skips.length,
    skips: logEntries(tally.skips),
    requests: ctx.cms.stats.requests,
    bytesRead: ctx.cms.stats.bytes,
    rowsWritten: tally.rowsWritten,
    rowsDeleted: tally.rowsDeleted,
    peakHeapBytes: peak,
    error: outcome.error,
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

/** The log's error text: the CMS client's errors already say what and where; anything else keeps its name. */
function errorMessage(err: unknown): string {
  let message: string;
  if (err instanceof Error) message = err instanceof CmsError ? err.message : `${err.name}: ${err.message}`;
  else message = String(err);
  return message.length > 2000 ? `${message.slice(0, 1997)}...` : message;
}
