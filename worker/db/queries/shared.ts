// Pieces the section queries (blog, pixels2Pages) share.
import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * A joined column under a name of its own. D1 answers a batch with rows keyed by column name, so
 * posts.slug and authors.slug in one select would overwrite each other.
 */
export function aliased<T extends string>(column: AnyColumn<{ data: T }>, alias: string) {
  return sql<T | null>`${column}`.as(alias);
}

/**
 * The rows of a section's FTS5 table that match, with their rank: bm25 with title 5, description
 * 2, body 1, so every section's search ranks alike. Joined as `hits`, ordered by `hits.rank`.
 */
export function rankedHits(ftsTable: 'blog_posts_fts' | 'p2p_posts_fts', match: string) {
  const table = sql.identifier(ftsTable);
  return sql`(SELECT rowid AS id, bm25(${table}, 5.0, 2.0, 1.0) AS rank FROM ${table} WHERE ${table} MATCH ${match}) AS hits`;
}
