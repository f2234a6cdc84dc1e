// When the copy of each record in D1 was read from the CMS (sync_versions, decision 040). Runs
// overlap (the cron and a webhook, two webhooks); the copy read later wins. A record's
// `updated_at` cannot order them: a renamed tag, a moved relation or a deletion leave it as it
// was. So every write of a record sets its read time in the same batch, and the table's trigger
// aborts that batch when D1 already holds a copy read later; the writer then reads again what D1
// holds, leaves those records out, and writes the rest.
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Collection } from '#sync/collections/define.ts';
import { tableInfo } from './tables.ts';

/** The message of the trigger in migration 0007 (sync_versions_keep_newer). */
const OLDER_READ = 'sync_versions: a copy read before the stored one';

/** Records are versioned per collection; rows records share (tags) per collection and table. */
export function recordScope(collection: Collection): string {
  return collection.name;
}

export function sharedScope(collection: Collection, table: SQLiteTable): string {
  return `${collection.name}:${tableInfo(table).name}`;
}

/** The read times D1 holds for these ids of a scope. */
export function versionsQuery(db: D1Database, scope: string, ids: readonly number[]): D1PreparedStatement {
  return db
    .prepare(
      'SELECT record_id AS id, read_at AS readAt FROM sync_versions WHERE scope = ? AND record_id IN (SELECT ' +
        'value FROM json_each(?))',
    )
    .bind(scope, JSON.stringify(ids));
}

/**
 * Sets these ids' read time: their copy in D1 (or, `gone`, their absence) is as read at `readAt`.
 * The trigger fails the statement, and so its batch, if any of them was read later before.
 */
export function versionStatement(
  db: D1Database,
  scope: string,
  ids: readonly number[],
  readAt: string,
  gone = false,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sync_versions (scope, record_id, read_at, gone)
     SELECT ?1, value, ?2, ?3 FROM json_each(?4) WHERE true
     ON CONFLICT (scope, record_id) DO UPDATE SET read_at = excluded.read_at, gone = excluded.gone`,
    )
    .bind(scope, readAt, gone ? 1 : 0, JSON.stringify(ids));
}

/** Whether a D1 error is the trigger refusing a copy read before the stored one. */
export function isOlderRead(err: unknown): boolean {
  return err instanceof Error && err.message.includes(OLDER_READ);
}

/** The ids whose stored copy was read after `readAt`: this run must leave them as they are. */
export function readLater(rows: readonly { id: number; readAt: string }[], readAt: string): Set<number> {
  return new Set(rows.filter((r) => r.readAt > readAt).map((r) => r.id));
}

/**
 * How long the mark of a deleted record is kept: far longer than any run that could still hold a
 * copy read before the deletion (a run spends at most its budget of requests of 14 s each).
 */
const GONE_RETENTION_MS = 24 * 60 * 60 * 1000;

export function pruneGoneStatement(db: D1Database, now = new Date()): D1PreparedStatement {
  return db
    .prepare('DELETE FROM sync_versions WHERE gone = 1 AND read_at < ?')
    .bind(new Date(now.getTime() - GONE_RETENTION_MS).toISOString());
}
