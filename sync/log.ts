// The sync_log table: one row per collection per run, written when the run's writes are done,
// so its finished_at times the writes too.
import { drizzle } from 'drizzle-orm/d1';
import { syncLog } from '#worker/db/schema.ts';
import type { SkipEntry } from './skips.ts';
import type { SyncTrigger } from './triggers.ts';

export type { SyncTrigger } from './triggers.ts';

/** full: every record listed; changes: only what changed since the cursor; records: a webhook's. */
export type SyncMode = 'full' | 'changes' | 'records';

export interface CollectionResult {
  collection: string;
  trigger: SyncTrigger;
  mode: SyncMode;
  /**
   * ok: in step with the CMS. incomplete: what was read is written, but the CMS's count still
   * differs from D1's, or a record it no longer lists could not be proven deleted (its row
   * stays). partial: the run stopped at the invocation's budget; the next run continues where
   * it stopped. error: see `error`; what was written before the failure stays written.
   */
  status: 'ok' | 'incomplete' | 'partial' | 'error';
  /** Records read from the CMS (so far, when it failed while reading). */
  fetched: number;
  /** Records added or changed. */
  changed: number;
  /** Records removed because the CMS no longer has them. */
  deleted: number;
  /** Records that could not be used; their previous copies were kept. */
  skipped: number;
  /** The first of them, with why. */
  skips: SkipEntry[];
  /** CMS requests made and bytes read. */
  requests: number;
  bytesRead: number;
  /** D1 calls made (a batch is one), the log row's own included. */
  d1Queries: number;
  /** Table rows inserted or replaced, and rows removed because their records are gone. */
  rowsWritten: number;
  rowsDeleted: number;
  /** Peak JS heap during the run, where the runtime tells. */
  peakHeapBytes: number | null;
  error: string | null;
  startedAt: string;
  finishedAt: string;
}

/** The prepared INSERT of a result's log row. */
export function logStatement(db: D1Database, result: CollectionResult): D1PreparedStatement {
  const query = drizzle(db)
    .insert(syncLog)
    .values({
      collection: result.collection,
      trigger: result.trigger,
      mode: result.mode,
      status: result.status,
      fetched: result.fetched,
      changed: result.changed,
      deleted: result.deleted,
      skipped: result.skipped,
      skips: result.skips.length > 0 ? result.skips : null,
      requests: result.requests,
      bytesRead: result.bytesRead,
      d1Queries: result.d1Queries,
      rowsWritten: result.rowsWritten,
      rowsDeleted: result.rowsDeleted,
      peakHeapBytes: result.peakHeapBytes,
      error: result.error,
      startedAt: result.startedAt,
      finishedAt: result.finishedAt,
    })
    .toSQL();
  return db.prepare(query.sql).bind(...query.params);
}

/** How long log rows are kept; older ones are pruned by the cron run. */
export const LOG_RETENTION_DAYS = 30;

export function pruneStatement(db: D1Database, now = new Date()): D1PreparedStatement {
  const cutoff = new Date(now.getTime() - LOG_RETENTION_DAYS * 86_400_000).toISOString();
  return db.prepare('DELETE FROM sync_log WHERE started_at < ?').bind(cutoff);
}
