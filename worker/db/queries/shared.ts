// Pieces the section queries (blog, pixels2Pages) share.
import { type AnyColumn, count, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { SEARCH_RESULTS_MAX } from '#core/domain/constants.ts';
import type { ContentDb } from '#worker/db/client.ts';

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
 * The ids of a section's posts that match, with FTS5's rank when `ranked` (bm25 with title 5,
 * description 2, body 1, so every section's search ranks alike).
 *
 * A search matches only what its reader may read (issue 24): with `bodies` naming the posts whose
 * body this reader may read, every other post matches by its title and description alone, so a
 * body kept from them is never found, by a word or by a prefix. A section whose bodies are all
 * public says 'all'; one that adds a restricted body must say whose.
 */
function matching(
  ftsTable: 'blog_posts_fts' | 'p2p_posts_fts',
  match: string,
  bodies: SearchableBodies,
  ranked: boolean,
) {
  const fts = sql.identifier(ftsTable);
  const columns = ranked ? sql`${fts}.rowid AS id, rank` : sql`${fts}.rowid AS id`;
  const rankedBy = ranked ? sql` AND rank MATCH 'bm25(5.0, 2.0, 1.0)'` : sql``;
  if (bodies === 'all') return sql`SELECT ${columns} FROM ${fts} WHERE ${fts} MATCH ${match}${rankedBy}`;
  const posts = sql`SELECT ${columns} FROM ${fts} JOIN ${bodies.posts} ON ${bodies.id} = ${fts}.rowid`;
  const teaserOnly = `{title description} : (${match})`;
  return sql`${posts} WHERE ${fts} MATCH ${match}${rankedBy} AND (${bodies.readable})
    UNION ALL ${posts} WHERE ${fts} MATCH ${teaserOnly}${rankedBy} AND NOT (${bodies.readable})`;
}

/**
 * The posts that match (matching()), joined as `hits` and ordered by `hits.rank` alone: FTS5 then
 * hands the rows over best first, so a page reads only the rows up to it (D1 counts the rows FTS5
 * hands over, not the index it ranks them from). A reader kept from some bodies merges two ranked
 * queries.
 */
export function rankedHits(ftsTable: 'blog_posts_fts' | 'p2p_posts_fts', match: string, bodies: SearchableBodies) {
  return sql`(${matching(ftsTable, match, bodies, true)} ORDER BY rank) AS hits`;
}

/**
 * How many posts of `posts` match (as matching() has it) that `visible` keeps, counted up to one
 * more than a search shows: a common word's 20 000 matches are not counted to the end, nor ranked
 * to be counted.
 */
export function cappedMatchCount(
  db: ContentDb,
  ftsTable: 'blog_posts_fts' | 'p2p_posts_fts',
  match: string,
  bodies: SearchableBodies,
  posts: SQLiteTable & { id: AnyColumn },
  visible: SQL | undefined,
) {
  const visibleOnly = visible ? sql` WHERE ${visible}` : sql``;
  const matches = sql`SELECT 1 FROM (${matching(ftsTable, match, bodies, false)}) AS found
    JOIN ${posts} ON ${posts.id} = found.id${visibleOnly} LIMIT ${SEARCH_RESULTS_MAX + 1}`;
  return db.select({ n: count() }).from(sql`(${matches}) AS capped`);
}
