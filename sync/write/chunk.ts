// Writes one chunk of a collection (a page of the CMS listing, or a single type's record):
// reads each record, sets aside those that cannot be used, finds slug clashes, compares with
// what D1 holds and writes only what changed, in one D1 batch. Memory stays at one chunk.
// A record whose copy in D1 was read later than this chunk (by an overlapping run) is left as
// it is (decision 040).
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Collection, MapContext } from '#sync/collections/define.ts';
import { bumpContentVersion } from './content-version.ts';
import type { Snapshot, Statement } from './plan.ts';
import { planChunk, selectColumns } from './plan.ts';
import { quoteId, tableInfo, toDriverRow } from './tables.ts';
import type { Claim } from './unique.ts';
import { uniqueClashes } from './unique.ts';
import { isOlderRead, readLater, recordScope, sharedScope, versionStatement, versionsQuery } from './versions.ts';

/** A record that could not be written; its previous copy in D1, if any, stays as it was. */
export interface Skip {
  id: number | null;
  slug: string | null;
  reason: string;
  /** The record as the CMS sent it, for the skip's fingerprint. */
  raw: unknown;
  /** When it was read, so that a clash tried again is written as that read. */
  readAt: string;
  /** A slug clash, which may go away once this run's deletions are done. */
  clash: boolean;
}

export interface ChunkResult {
  /** Ids of the records read (written or skipped), for the deletion pass. */
  seenIds: number[];
  /** Ids of the records written (changed or not). */
  writtenIds: number[];
  changedIds: number[];
  skips: Skip[];
  /** The site's cache tags of what was written (purge-tags.ts). */
  purgeTags: string[];
  /** Table rows written, and rows deleted because their record is gone (none here). */
  rowsWritten: number;
  rowsDeleted: number;
}

/** D1 holds at most 1,000,000 bytes in a row; a little is kept for the row's own overhead. */
export const MAX_ROW_BYTES = 990_000;

const encoder = new TextEncoder();

/**
 * `readAt` is when the CMS was asked for these records. `keys` overrides the group keys
 * written: a single type writes its fixed row key (1) whether or not the CMS has a record, so
 * that an unset single type clears its row. `extra` statements (the sync cursor) go into the
 * same batch, so they are written exactly when the records are.
 */
export async function writeChunk(
  db: D1Database,
  collection: Collection,
  raws: readonly unknown[],
  ctx: MapContext,
  opts: { readAt: string; keys?: number[]; extra?: D1PreparedStatement[] },
): Promise<ChunkResult> {
  const seenIds: number[] = [];
  const skips: Skip[] = [];
  const good = new Map<number, Map<SQLiteTable, Record<string, unknown>[]>>();
  const rawById = new Map<number, unknown>();
  const main = collection.tables[0]!;
  const mainInfo = tableInfo(main.table);
  for (const raw of raws) {
    const read = collection.read(raw, ctx);
    if (read.id !== null) seenIds.push(read.id);
    if (!read.ok) {
      skips.push({ id: read.id, slug: read.slug, reason: read.reason, raw, readAt: opts.readAt, clash: false });
      continue;
    }
    const size = Math.max(
      0,
      ...(read.rows.get(main.table) ?? []).map(
        (row) => encoder.encode(JSON.stringify(toDriverRow(mainInfo, row))).length,
      ),
    );
    if (size > MAX_ROW_BYTES) {
      skips.push({
        id: read.id,
        slug: read.slug,
        reason: `its row would be ${Math.ceil(size / 1000)} KB, over the 1 MB a D1 row can hold`,
        raw,
        readAt: opts.readAt,
        clash: false,
      });
      continue;
    }
    good.set(read.id, read.rows);
    rawById.set(read.id, raw);
  }

  // A copy read later by an overlapping run may land between the read of D1 and the write: the
  // trigger then refuses the batch, and the chunk is planned again against what D1 holds now.
  for (let attempt = 1; ; attempt++) {
    try {
      return await planAndWrite(db, collection, { good, rawById, seenIds, skips }, opts);
    } catch (err) {
      if (!isOlderRead(err) || attempt === WRITE_ATTEMPTS) throw err;
    }
  }
}

/** Tries at writing a chunk while overlapping runs keep writing newer copies of its records. */
const WRITE_ATTEMPTS = 4;

async function planAndWrite(
  db: D1Database,
  collection: Collection,
  chunk: {
    good: ReadonlyMap<number, Map<SQLiteTable, Record<string, unknown>[]>>;
    rawById: ReadonlyMap<number, unknown>;
    seenIds: number[];
    skips: readonly Skip[];
  },
  opts: { readAt: string; keys?: number[]; extra?: D1PreparedStatement[] },
): Promise<ChunkResult> {
  const main = collection.tables[0]!;
  const good = new Map(chunk.good);
  const skips = [...chunk.skips];
  // A single type's fixed key, unless its record was skipped: then its stored row stays.
  const rowKeys = (ids: Iterable<number>) => (opts.keys && skips.length === 0 ? opts.keys : [...ids]);
  const { current, holders, versions, sharedVersions } = await readState(db, collection, rowKeys(good.keys()), good);
  const superseded = readLater(versions, opts.readAt);
  // A single type read later by another run: its row stays as that run wrote it.
  if (opts.keys && superseded.size > 0)
    return {
      seenIds: chunk.seenIds,
      writtenIds: [],
      changedIds: [],
      skips,
      rowsWritten: 0,
      rowsDeleted: 0,
      purgeTags: [],
    };
  for (const id of superseded) good.delete(id);
  if (main.unique) {
    const claims: Claim[] = [...good].map(([id, rows]) => ({
      id,
      value: uniqueValue(rows.get(main.table), main.unique!),
    }));
    for (const [id, reason] of uniqueClashes(main.unique, claims, holders)) {
      skips.push({
        id,
        slug: claims.find((c) => c.id === id)?.value ?? null,
        reason,
        raw: chunk.rawById.get(id),
        readAt: opts.readAt,
        clash: true,
      });
      good.delete(id);
    }
  }

  const next = new Map<SQLiteTable, Record<string, unknown>[]>(collection.tables.map((t) => [t.table, []]));
  for (const rows of good.values()) for (const [table, list] of rows) next.get(table)!.push(...list);
  for (const [table, stored] of sharedVersions) {
    const later = readLater(stored, opts.readAt);
    const pk = sharedKey(table);
    next.set(
      table,
      next.get(table)!.filter((row) => !later.has(row[pk] as number)),
    );
  }
  const plan = planChunk(collection.tables, rowKeys(good.keys()), next, current);
  const versionsWritten = [
    ...(plan.changedIds.length > 0
      ? [versionStatement(db, recordScope(collection), plan.changedIds, opts.readAt)]
      : []),
    ...[...plan.changedShared].map(([table, keys]) =>
      versionStatement(db, sharedScope(collection, table), keys, opts.readAt),
    ),
  ];
  const counts = await run(db, plan.statements, [...versionsWritten, ...(opts.extra ?? [])]);
  return {
    seenIds: chunk.seenIds,
    writtenIds: [...good.keys()],
    changedIds: plan.changedIds,
    skips,
    purgeTags: plan.purgeTags,
    ...counts,
  };
}

/** The drizzle key of a shared table's (single-column) primary key. */
function sharedKey(table: SQLiteTable): string {
  const info = tableInfo(table);
  return info.columns.find((c) => c.name === info.primaryKey[0])!.key;
}

/** What D1 holds for the chunk's records, and which rows hold the slugs they claim; one batch. */
async function readState(
  db: D1Database,
  collection: Collection,
  keys: number[],
  good: Map<number, Map<SQLiteTable, Record<string, unknown>[]>>,
): Promise<{
  current: Snapshot;
  holders: Claim[];
  versions: VersionRow[];
  sharedVersions: Map<SQLiteTable, VersionRow[]>;
}> {
  const queries: { name: string; statement: D1PreparedStatement }[] = [];
  const sharedQueries: { table: SQLiteTable; statement: D1PreparedStatement }[] = [];
  for (const spec of collection.tables) {
    const info = tableInfo(spec.table);
    if (spec.shared) {
      const pk = info.primaryKey[0]!;
      const pkKey = sharedKey(spec.table);
      const ids = [...good.values()].flatMap((rows) => (rows.get(spec.table) ?? []).map((r) => r[pkKey] as number));
      queries.push({
        name: info.name,
        statement: db
          .prepare(`${selectColumns(spec.table)} WHERE ${quoteId(pk)} IN (SELECT value FROM json_each(?))`)
          .bind(JSON.stringify(ids)),
      });
      sharedQueries.push({ table: spec.table, statement: versionsQuery(db, sharedScope(collection, spec.table), ids) });
      continue;
    }
    const group = quoteId(info.columns.find((c) => c.key === spec.groupBy)!.name);
    queries.push({
      name: info.name,
      statement: db
        .prepare(`${selectColumns(spec.table)} WHERE ${group} IN (SELECT value FROM json_each(?))`)
        .bind(JSON.stringify(keys)),
    });
  }
  const main = collection.tables[0]!;
  let holdersQuery: D1PreparedStatement | null = null;
  if (main.unique) {
    const info = tableInfo(main.table);
    const column = quoteId(info.columns.find((c) => c.key === main.unique)!.name);
    const id = quoteId(info.columns.find((c) => c.key === main.groupBy)!.name);
    const values = [...good.values()]
      .map((rows) => uniqueValue(rows.get(main.table), main.unique!))
      .filter((x) => x !== null);
    holdersQuery = db
      .prepare(
        `SELECT ${id} AS id, ${column} AS value FROM ${quoteId(info.name)} WHERE ${column} IN (SELECT value ` +
          `FROM json_each(?))`,
      )
      .bind(JSON.stringify(values));
  }
  const results = await db.batch([
    ...queries.map((q) => q.statement),
    ...(holdersQuery ? [holdersQuery] : []),
    versionsQuery(db, recordScope(collection), keys),
    ...sharedQueries.map((q) => q.statement),
  ]);
  const current: Snapshot = new Map();
  queries.forEach((q, i) => {
    const columns = tableInfo(collection.tables[i]!.table).columns.map((c) => c.name);
    current.set(
      q.name,
      ((results[i]?.results ?? []) as Record<string, unknown>[]).map((row) => columns.map((c) => row[c])),
    );
  });
  const holders = holdersQuery ? ((results[queries.length]?.results ?? []) as Claim[]) : [];
  const afterHolders = queries.length + (holdersQuery ? 1 : 0);
  const versions = (results[afterHolders]?.results ?? []) as VersionRow[];
  const sharedVersions = new Map(
    sharedQueries.map((q, i) => [q.table, (results[afterHolders + 1 + i]?.results ?? []) as VersionRow[]]),
  );
  return { current, holders, versions, sharedVersions };
}

type VersionRow = { id: number; readAt: string };

function uniqueValue(rows: Record<string, unknown>[] | undefined, key: string): string | null {
  const value = rows?.[0]?.[key];
  return typeof value === 'string' ? value : null;
}

/**
 * Runs statements as one D1 batch (one transaction), with `extra` ones after them and the content
 * version raised when there are any (unless told not to); counts the
 * rows written and the rows deleted because their record is gone.
 */
export async function run(
  db: D1Database,
  statements: readonly Statement[],
  extra: readonly D1PreparedStatement[] = [],
  opts: { bumpVersion?: boolean } = {},
): Promise<{ rowsWritten: number; rowsDeleted: number }> {
  if (statements.length === 0 && extra.length === 0) return { rowsWritten: 0, rowsDeleted: 0 };
  // Content statements are only planned for a change, so any of them retires the cached pages.
  const bump = statements.length > 0 && opts.bumpVersion !== false ? [bumpContentVersion(db)] : [];
  const results = await db.batch([...statements.map((s) => db.prepare(s.sql).bind(...s.params)), ...extra, ...bump]);
  let rowsWritten = 0;
  let rowsDeleted = 0;
  statements.forEach((s, i) => {
    if (s.kind === 'write') rowsWritten += s.rows ?? 0;
    else if (s.kind === 'delete') rowsDeleted += results[i]?.results.length ?? 0;
  });
  return { rowsWritten, rowsDeleted };
}
