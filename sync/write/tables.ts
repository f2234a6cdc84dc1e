// What the writer needs to know about a content table, read from the drizzle schema once.
import { getTableColumns, is, SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableConfig } from 'drizzle-orm/sqlite-core';

export interface ColumnInfo {
  /** The drizzle (JS) key rows use. */
  key: string;
  /** The SQL column name. */
  name: string;
  column: SQLiteColumn;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** SQL names of the primary key columns. */
  primaryKey: string[];
}

const cache = new WeakMap<SQLiteTable, TableInfo>();

export function tableInfo(table: SQLiteTable): TableInfo {
  const hit = cache.get(table);
  if (hit) return hit;
  const config = getTableConfig(table);
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  const primaryKey =
    config.primaryKeys.length > 0
      ? config.primaryKeys[0]!.columns.map((c) => c.name)
      : columns.filter((c) => c.column.primary).map((c) => c.name);
  const info: TableInfo = { name: config.name, columns, primaryKey };
  cache.set(table, info);
  return info;
}

/**
 * A drizzle insert row as the SQL values D1 stores and returns, in column order: booleans as
 * 0/1, json columns as JSON text, missing values as the column default (or null).
 */
export function toDriverRow(info: TableInfo, row: Record<string, unknown>): unknown[] {
  return info.columns.map(({ key, column }) => {
    let value = row[key];
    if (value === undefined && column.hasDefault && column.default !== undefined && !is(column.default, SQL)) {
      value = column.default;
    }
    if (value === undefined || value === null) {
      if (column.notNull) throw new Error(`${info.name}.${column.name} is required`);
      return null;
    }
    return column.mapToDriverValue(value);
  });
}

export function quoteId(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
