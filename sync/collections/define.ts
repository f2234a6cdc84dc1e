// The shape of a collection definition, and the generic step from one raw CMS record to its
// rows: validate it against the tolerant contract and map it, or say why it cannot be used.
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as v from 'valibot';
import type { TableSpec } from '#sync/write/plan.ts';

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

/**
 * Uploads in Strapi are the upload plugin's `file` model; its media webhooks (`media.update`,
 * `media.delete`) concern every collection that stores images.
 */
export const MEDIA_MODEL = 'file';

/**
 * A media field copied into a collection's rows (its URLs, sizes, alt text), found by the upload
 * id kept beside them: Strapi 3 cannot filter a listing by a media field (it answers 500).
 */
export const media = (table: SQLiteTable, column = 'imageId'): Copied => ({
  model: MEDIA_MODEL,
  local: { table, column, record: 'id' },
});

/**
 * Where a collection is read. `populate`: what Strapi 5 is asked to fill in, as query parameters,
 * where `populate=*` (relations, media and components, one level deep) is not enough: media
 * or components inside a component.
 */
export type Source =
  | { kind: 'list'; path: string; populate?: string }
  /** A Strapi single type: one record, or a 404 when none is set. */
  | { kind: 'single'; path: string; populate?: string };

/** Strapi 5's populate parameters: `true` fills a field in, `'*'` also everything inside it. */
export function populateOf(fields: Record<string, true | '*'>): string {
  return Object.entries(fields)
    .map(([field, depth]) => (depth === '*' ? `populate[${field}][populate]=*` : `populate[${field}]=true`))
    .join('&');
}

/**
 * A model whose fields a collection copies into its rows (a tag's name into its posts, an image's
 * URL): when one of its entries changes, the records pointing at it are synced again. They are
 * found in the CMS by `cmsFilter` (`tag.id=…`) and in D1 by `local` (the rows whose column holds
 * the entry's id), which also finds those that no longer point at it.
 */
export interface Copied {
  model: string;
  cmsFilter?: string;
  local?: { table: SQLiteTable; column: string; record: string };
}

export interface CollectionDef<S extends v.GenericSchema> {
  name: string;
  source: Source;
  /** The collection's own Strapi model, as webhooks name it. */
  model: string;
  copies?: Copied[];
  schema: S;
  /** Main table first; it holds one row per record, keyed by the record id. */
  tables: TableSpec[];
  map(record: v.InferOutput<S>, ctx: MapContext): Rows[];
}

/** A record read: its rows per table, or why it is skipped. */
export type ReadRecord =
  | { ok: true; id: number; slug: string | null; rows: Map<SQLiteTable, Record<string, unknown>[]> }
  | { ok: false; id: number | null; slug: string | null; reason: string };

export interface Collection {
  name: string;
  source: Source;
  model: string;
  copies: Copied[];
  tables: TableSpec[];
  read(raw: unknown, ctx: MapContext): ReadRecord;
}

export function defineCollection<S extends v.GenericSchema>(def: CollectionDef<S>): Collection {
  return {
    name: def.name,
    source: def.source,
    model: def.model,
    copies: def.copies ?? [],
    tables: def.tables,
    read(raw, ctx) {
      const { id, slug } = identity(raw);
      const parsed = v.safeParse(def.schema, raw);
      if (!parsed.success) return { ok: false, id, slug, reason: describeIssues(parsed.issues) };
      const rows = new Map<SQLiteTable, Record<string, unknown>[]>(def.tables.map((t) => [t.table, []]));
      for (const out of def.map(parsed.output, ctx)) {
        const list = rows.get(out.table);
        if (!list) throw new Error(`${def.name} maps to a table it does not declare`);
        list.push(...out.rows);
      }
      return { ok: true, id: id!, slug, rows };
    },
  };
}

/** The id and slug of a raw record as far as they can be read, for the skip log. */
export function identity(raw: unknown): { id: number | null; slug: string | null } {
  if (typeof raw !== 'object' || raw === null) return { id: null, slug: null };
  const r = raw as Record<string, unknown>;
  const id =
    typeof r.id === 'number' && Number.isSafeInteger(r.id)
      ? r.id
      : typeof r.id === 'string' && /^\d+$/.test(r.id)
        ? Number(r.id)
        : null;
  const slug = typeof r.slug === 'string' ? r.slug.slice(0, 255) : null;
  return { id, slug };
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = v.getDotPath(issue);
    // Our own messages already name the field; valibot's generic ones do not.
    return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
  });
  if (issues.length > 3) shown.push(`and ${issues.length - 3} more`);
  return shown.join('; ');
}
