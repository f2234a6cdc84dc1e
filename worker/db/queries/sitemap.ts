// The sitemap's reads (worker/seo/sitemap.ts): how many rows of each kind have a page every
// visitor may see, and one slice of them, in a stable order so the sitemap pages in SQL.
import { asc, count, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ContentDb } from '#worker/db/client.ts';

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
  const [first, ...rest] = sources.map((s) => db.select({ n: count() }).from(s.table).where(s.where));
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.map((rows) => rows[0]?.n ?? 0);
}

/** The query for `limit` public rows of a source from `offset`, in id order. */
export function publicRowsSlice(db: ContentDb, source: PublicRows, offset: number, limit: number) {
  return db
    .select({
      // Aliased: a batch answers rows keyed by column name.
      slug: sql<string>`${source.slug}`.as('sitemap_slug'),
      lastmod: (source.changedAt ? sql<string | null>`${source.changedAt}` : sql<null>`NULL`).as('sitemap_lastmod'),
    })
    .from(source.table)
    .where(source.where)
    .orderBy(asc(source.id))
    .limit(limit)
    .offset(offset);
}

/** Several slices in one round trip. */
export async function readSlices(db: ContentDb, slices: readonly { source: PublicRows; offset: number; limit: number }[]): Promise<SitemapRow[][]> {
  const [first, ...rest] = slices.map((s) => publicRowsSlice(db, s.source, s.offset, s.limit));
  if (!first) return [];
  return (await db.batch([first, ...rest])) as SitemapRow[][];
}
