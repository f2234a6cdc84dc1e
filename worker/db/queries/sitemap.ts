// The sitemap's reads (worker/pages/seo/sitemap.ts): how many rows of each kind have a page every
// visitor may see, and one slice of them, in a stable order so the sitemap pages in SQL.
import { asc, count, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ContentDb } from '#worker/db/client.ts';
import { type ListColumns, listSizeQuery, readPosts, type StoredList, storedRange } from './stored-lists.ts';

/** The rows of one table whose pages are public: never a draft, never members-only. */
export interface PublicRows {
  table: SQLiteTable;
  /** The order slices are cut in: stable while rows come and go. */
  id: SQLiteColumn;
  slug: SQLiteColumn;
  /** When the row last changed (the sitemap's lastmod); absent for rows that carry no date. */
  changedAt?: SQL;
  /** What keeps out the rows not every visitor may see. */
  where: SQL | undefined;
  /**
   * The stored list (docs/decisions/055) holding exactly these rows, when there is one: then they
   * are counted by its size and cut oldest first by its marks, not counted and skipped.
   */
  stored?: { list: StoredList; columns: ListColumns };
}

/** A post section's public posts, authors and categories. */
export interface SectionSitemap {
  posts: PublicRows;
  authors: PublicRows;
  categories: PublicRows;
}

export interface SitemapRow {
  slug: string;
  lastmod: string | null;
}

/** How many public rows each source has, in one round trip. */
export async function countPublicRows(db: ContentDb, sources: readonly PublicRows[]): Promise<number[]> {
  const [first, ...rest] = sources.map((s) =>
    s.stored ? listSizeQuery(db, s.stored.list) : db.select({ n: count() }).from(s.table).where(s.where),
  );
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.map((rows) => rows[0]?.n ?? 0);
}

/** The columns a sitemap row is read as (aliased: a batch answers rows keyed by column name). */
const sitemapColumns = (source: PublicRows) => ({
  slug: sql<string>`${source.slug}`.as('sitemap_slug'),
  lastmod: (source.changedAt ? sql<string | null>`${source.changedAt}` : sql<null>`NULL`).as('sitemap_lastmod'),
});

/** The query for `limit` public rows of a source from `offset`, in id order. */
export function publicRowsSlice(db: ContentDb, source: PublicRows, offset: number, limit: number) {
  return db
    .select(sitemapColumns(source))
    .from(source.table)
    .where(source.where)
    .orderBy(asc(source.id))
    .limit(limit)
    .offset(offset);
}

/** A stored source's rows ranked `offset` … from its oldest, sought from the mark before them. */
function storedSlice(
  db: ContentDb,
  source: PublicRows,
  stored: NonNullable<PublicRows['stored']>,
  offset: number,
  limit: number,
): Promise<SitemapRow[]> {
  // The list holds exactly the source's rows: its own rule (readPosts) is the source's `where`.
  const read = readPosts(
    stored.columns,
    (where) => db.select(sitemapColumns(source)).from(source.table).where(where),
    undefined,
  );
  return storedRange(db, stored.list, stored.columns, read, offset, limit);
}

/** Several slices: those of stored sources each from its mark, the others in one round trip. */
export async function readSlices(
  db: ContentDb,
  slices: readonly { source: PublicRows; offset: number; limit: number }[],
): Promise<SitemapRow[][]> {
  const scanned = slices.filter((s) => !s.source.stored);
  const [first, ...rest] = scanned.map((s) => publicRowsSlice(db, s.source, s.offset, s.limit));
  const [batch, ...stored] = await Promise.all([
    first ? db.batch([first, ...rest]) : Promise.resolve([]),
    ...slices.flatMap((s) => (s.source.stored ? [storedSlice(db, s.source, s.source.stored, s.offset, s.limit)] : [])),
  ]);
  let scannedAt = 0;
  let storedAt = 0;
  return slices.map((s) => (s.source.stored ? stored[storedAt++]! : (batch as SitemapRow[][])[scannedAt++]!));
}
