// Turns a collection's complete new state and the current D1 state into one batch of statements
// that makes D1 equal to the new state, and counts what changed. Pure: no I/O, so it is unit-tested.
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { quoteId, tableInfo, toDriverRow } from './tables.ts';
import type { TableInfo } from './tables.ts';

/** How one table of a collection is written. */
export interface TableSpec {
  table: SQLiteTable;
  /**
   * The drizzle key of the column rows are grouped by: the record id in the collection's main
   * table, the parent's id in a child table (tickets, sections, post-tag links). A group is
   * the unit of change: a changed group is deleted and inserted again as a whole.
   */
  groupBy: string;
  /** Whether a changed group counts its record (the group key) as changed; false for shared rows (tags). */
  countsTowardRecord: boolean;
  /** Column sets (drizzle keys) that must be unique across the new rows, checked before writing. */
  unique?: string[][];
}

export interface TableState {
  spec: TableSpec;
  /** Every row the table must hold after the write, as drizzle insert rows. */
  rows: Record<string, unknown>[];
}

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface WritePlan {
  statements: Statement[];
  /** Record ids (main table keys) that were added or differ in the row or any counted child group. */
  changedIds: number[];
  /** Record ids present before and absent now. */
  deletedIds: number[];
}

/** Raw rows (column order of the drizzle table) currently in D1, per table name. */
export type Snapshot = Map<string, unknown[][]>;

/** A complete listing that still cannot be written as it is (duplicate ids or slugs). */
export class ConflictError extends Error {
  override name = 'ConflictError';
}

/**
 * Rows travel as JSON-array parameters cut into chunks of at most this many UTF-8 bytes, so a
 * statement stays under D1's 100 KB statement size even if bound values count toward it.
 */
const CHUNK_BYTES = 90_000;

/** SELECT list of the current rows, in the order planWrite expects in a Snapshot. */
export function snapshotQuery(table: SQLiteTable): string {
  const info = tableInfo(table);
  return `SELECT ${info.columns.map((c) => quoteId(c.name)).join(', ')} FROM ${quoteId(info.name)}`;
}

export function planWrite(tables: TableState[], snapshot: Snapshot, opts: { chunkBytes?: number } = {}): WritePlan {
  const chunkBytes = opts.chunkBytes ?? CHUNK_BYTES;
  const deletes: Statement[] = [];
  const inserts: Statement[] = [];
  const main = tables[0];
  if (!main) throw new Error('a collection writes at least one table');
  const changed = new Set<number>();
  let mainNewKeys = new Set<number>();
  let deletedIds: number[] = [];

  tables.forEach((state, index) => {
    const info = tableInfo(state.spec.table);
    const groupIndex = info.columns.findIndex((c) => c.key === state.spec.groupBy);
    if (groupIndex < 0) throw new Error(`${info.name} has no column ${state.spec.groupBy}`);
    checkUnique(info, state);

    const newGroups = groupRows(state.rows.map((row) => toDriverRow(info, row)), groupIndex);
    const oldGroups = groupRows(snapshot.get(info.name) ?? [], groupIndex);
    const changedKeys: number[] = [];
    for (const [key, group] of newGroups) {
      if (oldGroups.get(key)?.signature !== group.signature) changedKeys.push(key);
    }
    const removedKeys = [...oldGroups.keys()].filter((key) => !newGroups.has(key));

    if (index === 0) {
      mainNewKeys = new Set(newGroups.keys());
      deletedIds = removedKeys;
    }
    if (state.spec.countsTowardRecord) {
      for (const key of [...changedKeys, ...removedKeys]) changed.add(key);
    }

    const table = quoteId(info.name);
    const groupColumn = quoteId(info.columns[groupIndex]!.name);
    // Everything the new state does not have, whatever was read before (another run may have
    // written since): the table ends equal to the listing.
    deletes.push({
      sql: `DELETE FROM ${table} WHERE ${groupColumn} NOT IN (SELECT value FROM json_each(?))`,
      params: [JSON.stringify([...newGroups.keys()])],
    });
    if (changedKeys.length === 0) return;
    // Changed groups go out whole and come back whole: child rows that vanished go with them,
    // and a slug handed from one record to another cannot collide half-way.
    deletes.push({
      sql: `DELETE FROM ${table} WHERE ${groupColumn} IN (SELECT value FROM json_each(?))`,
      params: [JSON.stringify(changedKeys)],
    });
    const rows = changedKeys.flatMap((key) => newGroups.get(key)!.rows);
    for (const chunk of chunkRows(rows, chunkBytes)) inserts.push(insertStatement(info, chunk));
  });

  // A child group that changed or vanished counts its record only while the record itself stays.
  const changedIds = [...changed].filter((id) => mainNewKeys.has(id)).sort((a, b) => a - b);
  return { statements: [...deletes, ...inserts], changedIds, deletedIds: deletedIds.sort((a, b) => a - b) };
}

interface Group {
  rows: unknown[][];
  signature: string;
}

function groupRows(rows: unknown[][], groupIndex: number): Map<number, Group> {
  const byKey = new Map<number, unknown[][]>();
  for (const row of rows) {
    const key = row[groupIndex];
    if (typeof key !== 'number') throw new Error(`group key ${String(key)} is not a number`);
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  const groups = new Map<number, Group>();
  for (const [key, list] of byKey) {
    const signature = list.map((row) => JSON.stringify(row)).sort().join('\n');
    groups.set(key, { rows: list, signature });
  }
  return groups;
}

function checkUnique(info: TableInfo, state: TableState): void {
  for (const keys of [...(state.spec.unique ?? []), ...primaryKeyAsKeys(info)]) {
    const seen = new Map<string, unknown>();
    for (const row of state.rows) {
      const value = JSON.stringify(keys.map((k) => row[k]));
      const owner = row[state.spec.groupBy];
      const first = seen.get(value);
      if (first !== undefined) {
        throw new ConflictError(
          `${info.name}: ${keys.join('+')} ${keys.map((k) => JSON.stringify(row[k])).join('+')} appears twice (in ${String(first)} and ${String(owner)})`,
        );
      }
      seen.set(value, owner);
    }
  }
}

function primaryKeyAsKeys(info: TableInfo): string[][] {
  const keys = info.primaryKey.map((name) => info.columns.find((c) => c.name === name)!.key);
  return keys.length > 0 ? [keys] : [];
}

const encoder = new TextEncoder();

function* chunkRows(rows: unknown[][], chunkBytes: number): Generator<string> {
  let parts: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    const bytes = encoder.encode(json).length + 1;
    if (parts.length > 0 && size + bytes > chunkBytes) {
      yield `[${parts.join(',')}]`;
      parts = [];
      size = 2;
    }
    parts.push(json);
    size += bytes;
  }
  if (parts.length > 0) yield `[${parts.join(',')}]`;
}

/**
 * One statement inserts a whole chunk: the rows travel as a single JSON parameter (D1 allows
 * 100 bound parameters per statement) and json_each unpacks them. The upsert clause keeps the
 * statement idempotent.
 */
function insertStatement(info: TableInfo, rowsJson: string): Statement {
  const names = info.columns.map((c) => quoteId(c.name));
  const values = info.columns.map((_, i) => `json_extract(value, '$[${i}]')`);
  const pk = info.primaryKey.map(quoteId);
  const others = info.columns.filter((c) => !info.primaryKey.includes(c.name)).map((c) => quoteId(c.name));
  const conflict = others.length === 0
    ? `ON CONFLICT (${pk.join(', ')}) DO NOTHING`
    : `ON CONFLICT (${pk.join(', ')}) DO UPDATE SET ${others.map((c) => `${c} = excluded.${c}`).join(', ')}`;
  return {
    // "WHERE true" keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
    sql: `INSERT INTO ${quoteId(info.name)} (${names.join(', ')}) SELECT ${values.join(', ')} FROM json_each(?) WHERE true ${conflict}`,
    params: [rowsJson],
  };
}
