// Pieces the section queries (blog, pixels2Pages) share.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * A joined column under a name of its own. D1 answers a batch with rows keyed by column name, so
 * posts.slug and authors.slug in one select would overwrite each other.
 */
export function aliased<T extends string>(column: AnyColumn<{ data: T }>, alias: string) {
  return sql<T | null>`${column}`.as(alias);
}

/** Whose body a search may match: every post's, or only those of the posts `readable` picks. */
export type SearchableBodies = 'all' | { posts: SQLiteTable; id: AnyColumn; readable: SQL };

/**
 * The rows of a section's FTS5 table that match, with their rank: bm25 with title 5, description
 * 2, body 1, so every section's search ranks alike. Joined as `hits`, ordered by `hits.rank`.
 *
 * A search matches only what its reader may read (issue 24): with `bodies` naming the posts whose
 * body this reader may read, every other post matches by its title and description alone, so a
 * body kept from them is never found, by a word or by a prefix. A section whose bodies are all
 * public says 'all'; one that adds a restricted body must say whose.
 */
export function rankedHits(ftsTable: 'blog_posts_fts' | 'p2p_posts_fts', match: string, bodies: SearchableBodies) {
  const fts = sql.identifier(ftsTable);
  const ranked = sql`SELECT ${fts}.rowid AS id, bm25(${fts}, 5.0, 2.0, 1.0) AS rank FROM ${fts}`;
  if (bodies === 'all') return sql`(${ranked} WHERE ${fts} MATCH ${match}) AS hits`;
  const posts = sql`${ranked} JOIN ${bodies.posts} ON ${bodies.id} = ${fts}.rowid`;
  const teaserOnly = `{title description} : (${match})`;
  return sql`(${posts} WHERE ${fts} MATCH ${match} AND (${bodies.readable}) UNION ALL ${posts} WHERE ${fts} MATCH ${teaserOnly} AND NOT (${bodies.readable})) AS hits`;
}
