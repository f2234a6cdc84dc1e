// The shape of a collection definition, and the generic step from raw CMS records to table states:
// validate every record, map it to rows, gather the rows per table.
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as v from 'valibot';
import type { ListShape } from '../cms/client.ts';
import { RecordError } from '../map/record-error.ts';
import type { TableSpec, TableState } from '../write/plan.ts';

export interface MapContext {
  /** Base for relative media URLs. */
  cmsUrl: string;
}

/** Rows one record contributes to one table. */
export interface Rows {
  table: SQLiteTable;
  rows: Record<string, unknown>[];
}

/** Typed rows for a table (the row type is the table's drizzle insert type). */
export function rowsOf<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): Rows {
  return { table, rows };
}

export type Source =
  | { kind: 'list'; path: string; shape?: ListShape }
  /** A Strapi single type: one record, or a 404 when none is set. */
  | { kind: 'single'; path: string };

export interface TableDef extends TableSpec {
  /** Rows several records share (tags): keep the first of each primary key. */
  shared?: boolean;
}

export interface CollectionDef<S extends v.GenericSchema> {
  name: string;
  source: Source;
  /** Strapi model names whose publish webhook resyncs this collection. */
  models: string[];
  schema: S;
  /** Main table first; it holds one row per record, keyed by the record id. */
  tables: TableDef[];
  map(record: v.InferOutput<S>, ctx: MapContext): Rows[];
}

export interface Collection {
  name: string;
  source: Source;
  models: string[];
  tables: TableDef[];
  /** Every table's complete new state from the complete listing; throws InvalidRecordError. */
  build(records: unknown[], ctx: MapContext): TableState[];
}

/** A record that fails its schema or a mapping rule: the collection is not written. */
export class InvalidRecordError extends Error {
  override name = 'InvalidRecordError';
}

export function defineCollection<S extends v.GenericSchema>(def: CollectionDef<S>): Collection {
  return {
    name: def.name,
    source: def.source,
    models: def.models,
    tables: def.tables,
    build(records, ctx) {
      const byTable = new Map<SQLiteTable, Record<string, unknown>[]>(def.tables.map((t) => [t.table, []]));
      records.forEach((raw, index) => {
        const where = `${def.name} record ${recordLabel(raw)} (#${index + 1} of ${records.length})`;
        const parsed = v.safeParse(def.schema, raw);
        if (!parsed.success) throw new InvalidRecordError(`${where} is invalid: ${describeIssues(parsed.issues)}`);
        let out: Rows[];
        try {
          out = def.map(parsed.output, ctx);
        } catch (err) {
          if (err instanceof RecordError) throw new InvalidRecordError(`${where} is invalid: ${err.message}`);
          throw err;
        }
        for (const { table, rows } of out) {
          const list = byTable.get(table);
          if (!list) throw new Error(`${def.name} maps to a table it does not declare`);
          list.push(...rows);
        }
      });
      return def.tables.map((spec) => {
        const rows = byTable.get(spec.table)!;
        return { spec, rows: spec.shared ? firstOfEach(rows, spec.groupBy) : rows };
      });
    },
  };
}

function firstOfEach(rows: Record<string, unknown>[], key: string): Record<string, unknown>[] {
  const seen = new Set<unknown>();
  return rows.filter((row) => {
    if (seen.has(row[key])) return false;
    seen.add(row[key]);
    return true;
  });
}

function recordLabel(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return `(${raw === null ? 'null' : typeof raw})`;
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'number' || typeof r.id === 'string' ? `id ${JSON.stringify(r.id)}` : 'without id';
  return typeof r.slug === 'string' ? `${id} "${r.slug}"` : id;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(record)'}: ${issue.message}`);
  if (issues.length > 3) shown.push(`and ${issues.length - 3} more`);
  return shown.join('; ');
}
