// One collection's sync. Which scan runs: a webhook's records; a full listing when there is no
// cursor yet, when asked, when the last one is an hour old, or while one begun earlier is under
// way; otherwise only what changed since the cursor. Whatever the scan, a record that cannot be
// used is skipped and logged (keeping its previous copy), nothing is deleted without proof, the
// scan stops within the invocation's budget where the next run can go on, and the log row is
// written after the writes.

import type { Reporter } from '#worker/errors/reporter.ts';
import type { Budget } from './budget.ts';
import { COLLECTION_FLOOR, countingDb } from './budget.ts';
import { CmsError, DEFAULT_CMS_OPTIONS, fetchNewest } from './cms/client.ts';
import type { Collection } from './collections/define.ts';
import type { SyncConfig, SyncEnv } from './env.ts';
import { heapUsed } from './heap.ts';
import type { FullJob } from './jobs.ts';
import { claimJob, releaseStatement, startJob } from './jobs.ts';
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
import type { CollectionState } from './state.ts';
import { knownCountStatement, readState } from './state.ts';
import { run } from './write/chunk.ts';
import { bumpContentVersion } from './write/content-version.ts';
import type { Statement } from './write/plan.ts';
import { orphanCleanup } from './write/plan.ts';
import { purgeSite } from './write/purge-site.ts';
import { tableTags } from './write/purge-tags.ts';
import { tableInfo } from './write/tables.ts';

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
  opts: CollectionSyncOptions & { budget: Budget; runId: string },
  config: SyncConfig,
): Promise<CollectionResult> {
  const startedAt = new Date().toISOString();
  let d1Queries = 0;
  const ctx = scanContext(env, collection, opts, config, () => {
    d1Queries += 1;
    opts.budget.spend();
  });
  const heap = sampleHeap();
  let mode: SyncMode = 'full';
  let outcome: ScanOutcome | { status: 'error'; error: string };
  try {
    const plan = await planScan(ctx, opts, startedAt);
    mode = plan.mode;
    outcome = await plan.run();
    await deleteOrphans(ctx);
  } catch (err) {
    outcome = { status: 'error', error: errorMessage(err) };
    opts.reporter.error(err, { collection: collection.name, trigger: opts.trigger });
  }
  const { tally } = ctx;
  // What was committed is purged, even when the run stopped half-way (decision 076).
  await purgeSite(env, [...tally.purgeTags], opts.reporter);
  await keepSkips(ctx, opts.reporter, startedAt);
  outcome = await checkKnownCount(ctx, outcome, opts.reporter);
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
    // The log row's own write, and the job let go with it, are counted in.
    d1Queries: d1Queries + 1,
    rowsWritten: tally.rowsWritten,
    rowsDeleted: tally.rowsDeleted,
    peakHeapBytes: heap.stop(),
    error: outcome.error,
    startedAt,
    finishedAt: new Date().toISOString(),
  };
  try {
    // A job this run held is let go with the log row: the next run may take it over at once.
    await ctx.db.batch([
      logStatement(ctx.db, result),
      ...(ctx.holdsJob ? [releaseStatement(ctx.db, collection.name, opts.runId)] : []),
    ]);
  } catch (err) {
    opts.reporter.error(err, { collection: collection.name, step: 'write-sync-log' });
  }
  opts.budget.release(COLLECTION_FLOOR);
  return result;
}

/** What every scan of this run reads and writes through: D1 (each query counted), the CMS, the tally. */
function scanContext(
  env: SyncEnv,
  collection: Collection,
  opts: CollectionSyncOptions & { budget: Budget; runId: string },
  config: SyncConfig,
  onQuery: () => void,
): ScanContext {
  return {
    db: countingDb(env.DB, onQuery),
    collection,
    cms: {
      cmsUrl: config.CMS_URL,
      apiToken: config.CMS_API_TOKEN,
      timeoutMs: opts.timeoutMs ?? DEFAULT_CMS_OPTIONS.timeoutMs,
      pageSize: opts.pageSize ?? DEFAULT_CMS_OPTIONS.pageSize,
      stats: { requests: 0, bytes: 0 },
      budget: opts.budget,
      apiVersion: config.CMS_API_VERSION,
      populate: collection.source.populate,
    },
    map: { cmsUrl: config.CMS_URL },
    tally: new Tally(),
    runId: opts.runId,
    holdsJob: false,
  };
}

/**
 * The live heap's peak while the sync runs, sampled between awaits where the runtime tells
 * (heap.ts): an upper bound. `stop` ends the sampling and says the peak (null where not told).
 */
function sampleHeap(): { stop(): number | null } {
  let peak = heapUsed();
  const sampler = peak === null ? null : setInterval(() => (peak = Math.max(peak ?? 0, heapUsed() ?? 0)), 10);
  return {
    stop() {
      if (sampler) clearInterval(sampler);
      return peak === null ? null : Math.max(peak, heapUsed() ?? 0);
    },
  };
}

/**
 * The scan this run makes (see the top of this file): its mode, named in the log row even when
 * the scan fails, and the scan itself.
 */
async function planScan(
  ctx: ScanContext,
  opts: CollectionSyncOptions & { runId: string },
  startedAt: string,
): Promise<{ mode: SyncMode; run(): Promise<ScanOutcome> }> {
  const { db, collection } = ctx;
  if (collection.source.kind === 'single') return { mode: 'full', run: () => singleScan(ctx) };
  const { targets } = opts;
  if (targets) return { mode: 'records', run: () => recordsScan(ctx, targets) };
  const state = await readState(db, collection.name);
  const fullDue = !state.fullAt || Date.parse(startedAt) - Date.parse(state.fullAt) >= FULL_RECONCILE_MS;
  const { cursor } = state;
  if (state.job?.kind === 'full' || opts.mode === 'full' || !cursor || fullDue) {
    return { mode: 'full', run: () => fullListing(ctx, state, startedAt) };
  }
  const run = async () => {
    const bisection = state.job?.kind === 'bisect' ? await claimJob(db, collection.name, opts.runId, 'bisect') : null;
    ctx.holdsJob = bisection !== null;
    return changesScan(ctx, { ...state, cursor }, { bisection: bisection?.kind === 'bisect' ? bisection : null });
  };
  return { mode: 'changes', run };
}

/**
 * Rows no record owns any more (a tag no post carries): looked for every run, and mostly none.
 * The content version is raised, and the shared tables' tags purged, only when some were deleted.
 */
async function deleteOrphans(ctx: ScanContext): Promise<void> {
  const { db, collection, tally } = ctx;
  const cleanup = collection.tables.map(orphanCleanup).filter((s): s is Statement => s !== null);
  const { rowsDeleted } = await run(db, cleanup, [], { bumpVersion: false });
  if (rowsDeleted > 0) {
    await bumpContentVersion(db).run();
    for (const spec of collection.tables) {
      if (spec.shared) for (const tag of tableTags(tableInfo(spec.table).name)) tally.purgeTags.add(tag);
    }
  }
  tally.rowsDeleted += rowsDeleted;
}

/** The records this run skipped, kept for the next runs to try again (skips.ts); a failure is logged. */
async function keepSkips(ctx: ScanContext, reporter: Reporter, now: string): Promise<void> {
  const { tally, collection } = ctx;
  try {
    await recordSkips(ctx.db, reporter, {
      collection: collection.name,
      skips: tally.skips,
      writtenIds: tally.written,
      goneIds: tally.gone,
      allIds: tally.allIds,
      now,
    });
  } catch (err) {
    reporter.error(err, { collection: collection.name, step: 'record-skips' });
  }
}

/**
 * The count an unchanged run compares the CMS's with, taken again after every other run (one
 * D1 query), so that a stale or missing count costs one comparison, not one per run. After a
 * full listing it must be the CMS's count, or something is left for the next run to find.
 */
async function checkKnownCount<O extends ScanOutcome | { status: 'error'; error: string }>(
  ctx: ScanContext,
  outcome: O,
  reporter: Reporter,
): Promise<O | { status: 'incomplete'; error: string }> {
  const { db, collection } = ctx;
  if (collection.source.kind !== 'list' || outcome.status === 'error') return outcome;
  if ('unchanged' in outcome && outcome.unchanged) return outcome;
  try {
    const known = (await knownCountStatement(db, collection).first<{ known_count: number }>())?.known_count;
    const expected = 'cmsCount' in outcome ? outcome.cmsCount : undefined;
    if (outcome.status === 'ok' && expected !== undefined && known !== expected) {
      return {
        status: 'incomplete',
        error:
          `after the listing the CMS counts ${expected} records and D1 knows ${known}: the next run compares ` +
          `them again`,
      };
    }
  } catch (err) {
    reporter.error(err, { collection: collection.name, step: 'known-count' });
  }
  return outcome;
}

/**
 * The full listing this run takes on: the one under way when no other run holds it (the changes
 * since the cursor read first, so that edits show while a long listing goes on), or a new one,
 * begun with the newest record's stamp, which becomes the cursor once it is done.
 */
async function fullListing(ctx: ScanContext, state: CollectionState, startedAt: string): Promise<ScanOutcome> {
  const { db, collection, cms, runId } = ctx;
  let job: FullJob | null = null;
  if (state.job?.kind === 'full') {
    const claimed = await claimJob(db, collection.name, runId, 'full');
    if (claimed?.kind === 'full') job = claimed;
    if (job && state.cursor) {
      ctx.holdsJob = true;
      const changes = await changesScan(ctx, { ...state, cursor: state.cursor }, { counts: false });
      if (changes.status === 'partial') return changes;
    }
  } else {
    const fresh: FullJob = {
      kind: 'full',
      startedAt,
      after: 0,
      newest: await fetchNewest(cms, collection.source.path),
    };
    if (await startJob(db, collection.name, runId, fresh)) job = fresh;
  }
  if (!job) return { status: 'partial', error: 'another run is advancing this collection: it was left to that run' };
  ctx.holdsJob = true;
  return fullScan(ctx, job);
}

/** The log's error text: the CMS client's errors already say what and where; anything else keeps its name. */
function errorMessage(err: unknown): string {
  let message: string;
  if (err instanceof Error) message = err instanceof CmsError ? err.message : `${err.name}: ${err.message}`;
  else message = String(err);
  return message.length > 2000 ? `${message.slice(0, 1997)}...` : message;
}
