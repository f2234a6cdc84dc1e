// Turns the new rows of a chunk of records and what D1 holds for those records into the
// statements that make D1 equal to them, and counts what changed. Pure: no I/O, so it is
// unit-tested; sync/write/chunk.ts reads and writes.
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { recordTags, tableTags } from './purge-tags.ts';
import type { TableInfo } from './tables.ts';
import { quoteId, tableInfo, toDriverRow } from './tables.ts';

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
  /** A column (drizzle key) whose non-null values are unique across the table (a slug). */
  unique?: string;
  /**
   * Rows several records share (tags), keyed by their own id: upserted as records bring them,
   * and removed once no row of `by` points at them through `column`.
   */
  shared?: { by: SQLiteTable; column: string };
}

export interface Statement {
  sql: string;
  params: unknown[];
  /**
   * What it means for the log: rows written, rows deleted because their record is gone (such a
   * statement returns one row per row deleted), or rows cleared or appended to, to be written.
   */
  kind?: 'write' | 'delete' | 'replace';
  /** For a write: how many table rows it writes (D1's own change count includes trigger writes). */
  rows?: number;
}

/** Raw rows (column order of the drizzle table) as D1 holds them now, per table name. */
export type Snapshot = Map<string, unknown[][]>;

export interface ChunkPlan {
  statements: Statement[];
  /** Record ids added, or different in their row or any counted child group. */
  changedIds: number[];
  /** The keys of the shared rows (tags) written, per table. */
  changedShared: Map<SQLiteTable, number[]>;
  /** The site's cache tags of what the statements change (purge-tags.ts). */
  purgeTags: string[];
}

/**
 * Rows travel as JSON-array parameters cut into chunks of at most this many UTF-8 bytes, so a
 * statement and its bound values stay under D1's 100 KB statement size.
 */
export const CHUNK_BYTES = 90_000;

/** SELECT list of a table's columns, in the order a Snapshot holds them. */
export function selectColumns(table: SQLiteTable): string {
  const info = tableInfo(table);
  return `SELECT ${info.columns.map((c) => quoteId(c.name)).join(', ')} FROM ${quoteId(info.name)}`;
}

/**
 * The statements that replace the groups `keys` (the chunk's record ids) with `next`, given
 * `current`, what D1 holds for them. Every delete comes before every insert, so a slug handed
 * from one record to another in the same chunk cannot collide half-way.
 */
export function planChunk(
  tables: readonly TableSpec[],
  keys: readonly number[],
  next: ReadonlyMap<SQLiteTable, Record<string, unknown>[]>,
  current: Snapshot,
  opts: { chunkBytes?: number } = {},
): ChunkPlan {
  const chunkBytes = opts.chunkBytes ?? CHUNK_BYTES;
  const deletes: Statement[] = [];
  const inserts: Statement[] = [];
  const changed = new Set<number>();
  const changedShared = new Map<SQLiteTable, number[]>();
  const purgeTags = new Set<string>();
  const tag = (tags: string[]) => {
    for (const t of tags) purgeTags.add(t);
  };

  for (const [index, spec] of tables.entries()) {
    const info = tableInfo(spec.table);
    const rows = (next.get(spec.table) ?? []).map((row) => toDriverRow(info, row));
    const before = current.get(info.name) ?? [];
    if (spec.shared) {
      const written = changedByPrimaryKey(info, rows, before);
      const pk = info.columns.findIndex((c) => c.name === info.primaryKey[0]);
      if (written.length > 0) {
        changedShared.set(
          spec.table,
          written.map((row) => row[pk] as number),
        );
        tag(tableTags(info.name, changedShared.get(spec.table)));
      }
      inserts.push(...insertStatements(info, written, chunkBytes, 'replace'));
      continue;
    }
    const groupIndex = columnIndex(info, spec.groupBy);
    const newGroups = groupRows(rows, groupIndex);
    const oldGroups = groupRows(before, groupIndex);
    const changedKeys = keys.filter((key) => newGroups.get(key)?.signature !== oldGroups.get(key)?.signature);
    if (changedKeys.length === 0) continue;
    if (spec.countsTowardRecord) for (const key of changedKeys) changed.add(key);
    const names = info.columns.map((c) => c.name);
    if (index === 0)
      for (const key of changedKeys)
        tag(recordTags(info.name, key, names, oldGroups.get(key)?.rows[0], newGroups.get(key)?.rows[0]));
    else tag(tableTags(info.name));
    deletes.push(
      ...deleteGroups(
        spec,
        changedKeys.filter((key) => oldGroups.has(key)),
        'replace',
      ),
    );
    const replacement = changedKeys.flatMap((key) => newGroups.get(key)?.rows ?? []);
    inserts.push(...insertStatements(info, replacement, chunkBytes, 'upsert'));
  }
  return {
    statements: [...deletes, ...inserts],
    changedIds: [...changed].sort((a, b) => a - b),
    changedShared,
    purgeTags: [...purgeTags],
  };
}

/** Id lists travel as JSON parameters too; this many ids stay far below the statement limit. */
export const IDS_PER_STATEMENT = 5_000;

/** Deletes the groups `keys` of a (not shared) table, in statements of at most IDS_PER_STATEMENT ids. */
export function deleteGroups(
  spec: TableSpec,
  keys: readonly number[],
  kind: 'delete' | 'replace' = 'delete',
): Statement[] {
  const info = tableInfo(spec.table);
  const column = quoteId(info.columns[columnIndex(info, spec.groupBy)]!.name);
  const statements: Statement[] = [];
  for (let i = 0; i < keys.length; i += IDS_PER_STATEMENT) {
    statements.push({
      sql:
        `DELETE FROM ${quoteId(info.name)} WHERE ${column} IN (SELECT value FROM ` +
        `json_each(?))${kind === 'delete' ? ' RETURNING 1' : ''}`,
      params: [JSON.stringify(keys.slice(i, i + IDS_PER_STATEMENT))],
      kind,
    });
  }
  return statements;
}

/** Removes the shared rows (tags) no row points at any more. */
export function orphanCleanup(spec: TableSpec): Statement | null {
  if (!spec.shared) return null;
  const info = tableInfo(spec.table);
  const by = tableInfo(spec.shared.by);
  const pk = quoteId(info.primaryKey[0]!);
  const column = quoteId(by.columns[columnIndex(by, spec.shared.column)]!.name);
  return {
    sql: `DELETE FROM ${quoteId(info.name)} WHERE ${pk} NOT IN (SELECT ${column} FROM ${quoteId(by.name)}) RETURNING 1`,
    params: [],
    kind: 'delete',
  };
}

function columnIndex(info: TableInfo, key: string): number {
  const index = info.columns.findIndex((c) => c.key === key);
  if (index < 0) throw new Error(`${info.name} has no column ${key}`);
  return index;
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
    groups.set(key, {
      rows: list,
      signature: list
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n'),
    });
  }
  return groups;
}

/** Shared rows that are new or differ from D1's, each primary key once (the first wins). */
function changedByPrimaryKey(info: TableInfo, rows: unknown[][], before: unknown[][]): unknown[][] {
  const pk = info.primaryKey.map((name) => info.columns.findIndex((c) => c.name === name));
  const keyOf = (row: unknown[]) => JSON.stringify(pk.map((i) => row[i]));
  const old = new Map(before.map((row) => [keyOf(row), JSON.stringify(row)]));
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = keyOf(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return old.get(key) !== JSON.stringify(row);
  });
}

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;

/**
 * Inserts for rows, as few statements as fit the byte budget. A row too large for any statement
 * on its own (a very long article) goes in with its long text values empty, and they are
 * appended piece by piece, in the same batch.
 */
function insertStatements(
  info: TableInfo,
  rows: unknown[][],
  chunkBytes: number,
  mode: 'upsert' | 'replace',
): Statement[] {
  const fitting: unknown[][] = [];
  const split: Statement[] = [];
  for (const row of rows) {
    if (bytes(JSON.stringify(row)) + 2 <= chunkBytes) fitting.push(row);
    else split.push(...splitRow(info, row, chunkBytes, mode));
  }
  return [
    ...[...chunkRows(fitting, chunkBytes)].map(({ json, rows: n }) => insertStatement(info, json, mode, n)),
    ...split,
  ];
}

function splitRow(info: TableInfo, row: unknown[], chunkBytes: number, mode: 'upsert' | 'replace'): Statement[] {
  // A character is at most 4 bytes in UTF-8 and 6 in a JSON string (\uXXXX).
  const pieceChars = Math.floor(chunkBytes / 6);
  const long = row
    .map((value, i) => (typeof value === 'string' && value.length > pieceChars ? i : -1))
    .filter((i) => i >= 0);
  const head = row.map((value, i) => (long.includes(i) ? '' : value));
  const statements = [insertStatement(info, `[${JSON.stringify(head)}]`, mode, 1)];
  const where = info.primaryKey.map((name) => `${quoteId(name)} = ?`).join(' AND ');
  const keys = info.primaryKey.map((name) => row[info.columns.findIndex((c) => c.name === name)]);
  for (const i of long) {
    const value = row[i] as string;
    const column = quoteId(info.columns[i]!.name);
    for (let at = 0; at < value.length; at += pieceChars) {
      statements.push({
        sql: `UPDATE ${quoteId(info.name)} SET ${column} = ${column} || ? WHERE ${where}`,
        params: [value.slice(at, at + pieceChars), ...keys],
        kind: 'replace',
      });
    }
  }
  return statements;
}

function* chunkRows(rows: unknown[][], chunkBytes: number): Generator<{ json: string; rows: number }> {
  let parts: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    const rowBytes = bytes(json) + 1;
    if (parts.length > 0 && size + rowBytes > chunkBytes) {
      yield { json: `[${parts.join(',')}]`, rows: parts.length };
      parts = [];
      size = 2;
    }
    parts.push(json);
    size += rowBytes;
  }
  if (parts.length > 0) yield { json: `[${parts.join(',')}]`, rows: parts.length };
}

/**
 * One statement inserts a whole chunk: the rows travel as a single JSON parameter (D1 allows
 * 100 bound parameters per statement) and json_each unpacks them. `upsert` keeps the statement
 * idempotent; `replace` also removes a row holding the same unique value (a renamed shared tag).
 */
function insertStatement(info: TableInfo, rowsJson: string, mode: 'upsert' | 'replace', rows: number): Statement {
  const names = info.columns.map((c) => quoteId(c.name));
  const values = info.columns.map((_, i) => `json_extract(value, '$[${i}]')`);
  const into = `INTO ${quoteId(info.name)} (${names.join(', ')}) SELECT ${values.join(', ')} FROM json_each(?)`;
  if (mode === 'replace') return { sql: `INSERT OR REPLACE ${into}`, params: [rowsJson], kind: 'write', rows };
  const pk = info.primaryKey.map(quoteId);
  const others = info.columns.filter((c) => !info.primaryKey.includes(c.name)).map((c) => quoteId(c.name));
  const conflict =
    others.length === 0
      ? `ON CONFLICT (${pk.join(', ')}) DO NOTHING`
      : `ON CONFLICT (${pk.join(', ')}) DO UPDATE SET ${others.map((c) => `${c} = excluded.${c}`).join(', ')}`;
  // "WHERE true" keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
  return { sql: `INSERT ${into} WHERE true ${conflict}`, params: [rowsJson], kind: 'write', rows };
}
