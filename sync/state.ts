// Where each collection's sync stands (sync_state): the cursor of the newest record written in
// update order, and when the last complete full listing started; and the sync job a run left
// for the next one (sync_jobs).
import type { Cursor } from './cms/client.ts';
import type { Collection } from './collections/define.ts';
import type { Job } from './jobs.ts';
import { jobOf, readJobQuery } from './jobs.ts';
import { quoteId, tableInfo } from './write/tables.ts';

export interface CollectionState {
  cursor: Cursor | null;
  fullAt: string | null;
  /** Records the site knows the CMS to have, as of the last run (null before the first). */
  knownCount: number | null;
  /** A full listing or a bisection that a run began and a later one continues. */
  job: Job | null;
}

type StateRow = {
  cursor_updated_at: string | null;
  cursor_id: number | null;
  full_at: string | null;
  known_count: number | null;
};

/** One D1 call. */
export async function readState(db: D1Database, collection: string): Promise<CollectionState> {
  const [state, job] = await db.batch([
    db
      .prepare('SELECT cursor_updated_at, cursor_id, full_at, known_count FROM sync_state WHERE collection = ?')
      .bind(collection),
    readJobQuery(db, collection),
  ]);
  const row = state?.results[0] as StateRow | undefined;
  const cursor =
    row?.cursor_updated_at && row.cursor_id !== null ? { updatedAt: row.cursor_updated_at, id: row.cursor_id } : null;
  return {
    cursor,
    fullAt: row?.full_at ?? null,
    knownCount: row?.known_count ?? null,
    job: jobOf(job?.results[0] as Parameters<typeof jobOf>[0]),
  };
}

/**
 * Counts the records the site knows the CMS to have: the collection's rows, and the records
 * skipped that have none. Taken after every run but one that found nothing changed; it answers
 * the count.
 */
export function knownCountStatement(db: D1Database, collection: Collection): D1PreparedStatement {
  const main = collection.tables[0]!;
  const info = tableInfo(main.table);
  const table = quoteId(info.name);
  const id = quoteId(info.columns.find((c) => c.key === main.groupBy)!.name);
  return db
    .prepare(
      `INSERT INTO sync_state (collection, known_count) VALUES (?1, (SELECT count(*) FROM ${table})
       + (SELECT count(*) FROM sync_skips WHERE collection = ?1 AND record_id NOT IN (SELECT ${id} FROM ${table})))
     ON CONFLICT (collection) DO UPDATE SET known_count = excluded.known_count RETURNING known_count`,
    )
    .bind(collection.name);
}

/**
 * Whether the excluded (new) cursor is past the stored one. The cursor only moves on: runs
 * overlap, and every record up to the furthest cursor any of them wrote has been written.
 */
const AHEAD =
  `(sync_state.cursor_updated_at IS NULL OR (excluded.cursor_updated_at, excluded.cursor_id) > ` +
  `(sync_state.cursor_updated_at, sync_state.cursor_id))`;

/** Moves the cursor on; written in the same batch as the records it passes. */
export function cursorStatement(db: D1Database, collection: string, cursor: Cursor): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sync_state (collection, cursor_updated_at, cursor_id) VALUES (?, ?, ?)
     ON CONFLICT (collection) DO UPDATE SET cursor_updated_at = excluded.cursor_updated_at,
       cursor_id = excluded.cursor_id WHERE ${AHEAD}`,
    )
    .bind(collection, cursor.updatedAt, cursor.id);
}

/**
 * After a complete full listing: the cursor moves on to the newest record seen before the listing
 * began (anything changed since is picked up by the next incremental run), and fullAt is its start.
 */
export function fullDoneStatement(
  db: D1Database,
  collection: string,
  cursor: Cursor,
  fullAt: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sync_state (collection, cursor_updated_at, cursor_id, full_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (collection) DO UPDATE SET full_at = excluded.full_at,
       cursor_updated_at = CASE WHEN ${AHEAD} THEN excluded.cursor_updated_at ELSE sync_state.cursor_updated_at END,
       cursor_id = CASE WHEN ${AHEAD} THEN excluded.cursor_id ELSE sync_state.cursor_id END`,
    )
    .bind(collection, cursor.updatedAt, cursor.id, fullAt);
}

/** The next automatic run lists the collection in full (a webhook that could not finish asks for it). */
export function fullDueStatement(db: D1Database, collection: string): D1PreparedStatement {
  return db.prepare('UPDATE sync_state SET full_at = NULL WHERE collection = ?').bind(collection);
}
