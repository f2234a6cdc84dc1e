// Where each collection's sync stands (sync_state): the cursor of the newest record written in
// update order, and when the last complete full listing started.
import type { Cursor } from './cms/client.ts';
import type { Collection } from './collections/define.ts';
import { quoteId, tableInfo } from './write/tables.ts';

export interface CollectionState {
  cursor: Cursor | null;
  fullAt: string | null;
  /** Records the site knows the CMS to have, as of the last run (null before the first). */
  knownCount: number | null;
}

export async function readState(db: D1Database, collection: string): Promise<CollectionState> {
  const row = await db
    .prepare('SELECT cursor_updated_at, cursor_id, full_at, known_count FROM sync_state WHERE collection = ?')
    .bind(collection)
    .first<{ cursor_updated_at: string | null; cursor_id: number | null; full_at: string | null; known_count: number | null }>();
  const cursor = row?.cursor_updated_at && row.cursor_id !== null ? { updatedAt: row.cursor_updated_at, id: row.cursor_id } : null;
  return { cursor, fullAt: row?.full_at ?? null, knownCount: row?.known_count ?? null };
}

/**
 * Counts the records the site knows the CMS to have: the collection's rows, and the records
 * skipped that have none. Taken after every run but one that found nothing changed.
 */
export function knownCountStatement(db: D1Database, collection: Collection): D1PreparedStatement {
  const main = collection.tables[0]!;
  const info = tableInfo(main.table);
  const table = quoteId(info.name);
  const id = quoteId(info.columns.find((c) => c.key === main.groupBy)!.name);
  return db
    .prepare(
      `INSERT INTO sync_state (collection, known_count) VALUES (?1, (SELECT count(*) FROM ${table}) + (SELECT count(*) FROM sync_skips WHERE collection = ?1 AND record_id NOT IN (SELECT ${id} FROM ${table})))
     ON CONFLICT (collection) DO UPDATE SET known_count = excluded.known_count`,
    )
    .bind(collection.name);
}

/** Moves the cursor on; written in the same batch as the records it passes. */
export function cursorStatement(db: D1Database, collection: string, cursor: Cursor): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sync_state (collection, cursor_updated_at, cursor_id) VALUES (?, ?, ?)
     ON CONFLICT (collection) DO UPDATE SET cursor_updated_at = excluded.cursor_updated_at, cursor_id = excluded.cursor_id`,
    )
    .bind(collection, cursor.updatedAt, cursor.id);
}

/**
 * After a complete full listing: the cursor becomes the newest record seen before the listing
 * began (anything changed since is picked up by the next incremental run), and fullAt its start.
 */
export function fullDoneStatement(db: D1Database, collection: string, cursor: Cursor | null, fullAt: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sync_state (collection, cursor_updated_at, cursor_id, full_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (collection) DO UPDATE SET cursor_updated_at = excluded.cursor_updated_at, cursor_id = excluded.cursor_id, full_at = excluded.full_at`,
    )
    .bind(collection, cursor?.updatedAt ?? null, cursor?.id ?? null, fullAt);
}
