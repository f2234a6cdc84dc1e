// Pieces the section queries (blog, pixels2Pages) share.
import { type AnyColumn, count, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { SEARCH_RESULTS_MAX } from '#client/domain/constants.ts';
import type { ContentDb } from '#worker/db/client.ts';

/**
 * A joined column under a name of its own. D1 answers a batch with rows keyed by column name, so
 * posts.slug and authors.slug in one select would overwrite each other.
 */
export function aliased<T extends string>(column: AnyColumn<{ data: T }>, alias: string) {
  return sql<T | null>`${column}`.as(alias);
}

/**
 * The rows of a section's FTS5 table that match, with their rank: bm25 with title 5, description
 * 2, body 1, so every section's search ranks alike. Joined as `hits`, ordered by `hits.rank`
 * alone: FTS5 then hands the rows over best first, so a page reads only the rows up to it
 * (D1 counts the rows FTS5 hands over, not the index it ranks them from).
 */
export function rankedHits(ftsTable: 'blog_posts_fts' | 'p2p_posts_fts', match: string) {
  const table = sql.identifier(ftsTable);
  return sql`(SELECT rowid AS id, rank FROM ${table} WHERE ${table} MATCH ${match} AND rank MATCH 'bm25(5.0, 2.0, 1.0)' ORDER BY rank) AS hits`;
}

/**
 * How many posts of `posts` match that `visible` keeps, counted up to one more than a search
 * shows: a common word's 20 000 matches are not counted to the end, nor ranked to be counted.
 */
export function cappedMatchCount(
  db: ContentDb,
  ftsTable: 'blog_posts_fts' | 'p2p_posts_fts',
  match: string,
  posts: SQLiteTable & { id: AnyColumn },
  visible: SQL | undefined,
) {
  const table = sql.identifier(ftsTable);
  const matches = sql`SELECT 1 FROM ${table} JOIN ${posts} ON ${posts.id} = ${table}.rowid WHERE ${table} MATCH ${match}${visible ? sql` AND ${visible}` : sql``} LIMIT ${SEARCH_RESULTS_MAX + 1}`;
  return db.select({ n: count() }).from(sql`(${matches}) AS capped`);
}
