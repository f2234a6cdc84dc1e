// A window of a post section's list read through what the triggers of migration 0009 keep
// (docs/decisions/055): each list's size, and every LIST_MARK_EVERY-th post of it counted from
// its oldest. A window near the newest end is read from there with a small OFFSET; a deeper one
// seeks to the last mark before it and reads fewer than LIST_MARK_EVERY posts it does not show.
// So a page reads about the same rows at post 20 000 as at post 20, and nothing is counted.
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentDb } from '#worker/db/client.ts';
import { type postListFamilies, postListMarks, type postListSections, postLists } from '#worker/db/schema.ts';

/**
 * A row's id, or a sub-select that finds it (by its slug): a read that needs a category's or an
 * author's id then goes in the same round trip as the read of the category or author itself.
 */
export type RowId = number | SQLWrapper;

/** One stored list: a section's published posts, all of them or one category's or author's. */
export interface StoredList {
  section: (typeof postListSections)[number];
  family: (typeof postListFamilies)[number];
  /** The category's or author's id; 0 for `all`. */
  owner: RowId;
}

/** The marks' spacing: migration 0009's renumbering keeps ranks 0, 20, 40 … */
export const LIST_MARK_EVERY = 20;

/** Up to this many posts before a window, it is read from the newest end: no mark is needed. */
export const FROM_NEWEST_MAX = 100;

/** The sort key of a list's posts: newest first by article date, then id. */
export interface ListColumns {
  publishedAt: SQLiteColumn;
  id: SQLiteColumn;
  isDraft: SQLiteColumn;
}

/** What puts a post in its section's lists, as the triggers of migration 0009 have it. */
export const inLists = (columns: ListColumns) => sql`${columns.isDraft} = 0 AND ${columns.publishedAt} IS NOT NULL`;

/**
 * The stored list a filter of a section reads (all its posts, a category's or an author's), and
 * what picks that category's or author's posts out of the table.
 */
export function storedListOf(
  section: StoredList['section'],
  columns: { categoryId: SQLiteColumn; authorId: SQLiteColumn },
  f: { categoryId?: RowId; authorId?: RowId },
): { list: StoredList; owned: SQL | undefined } {
  if (f.categoryId !== undefined)
    return { list: { section, family: 'category', owner: f.categoryId }, owned: eq(columns.categoryId, f.categoryId) };
  if (f.authorId !== undefined)
    return { list: { section, family: 'author', owner: f.authorId }, owned: eq(columns.authorId, f.authorId) };
  return { list: { section, family: 'all', owner: 0 }, owned: undefined };
}

const ofList = (list: StoredList) =>
  and(eq(postLists.section, list.section), eq(postLists.family, list.family), eq(postLists.owner, list.owner));

/**
 * The list's size, and its last mark ranked at most `rank` (ranks count from the oldest post, 0)
 * that no post changed since the last renumbering has moved; null mark fields when there is none.
 * `rank` may be SQL over the list's row (its size).
 */
function listState(db: ContentDb, list: StoredList, rank: SQL | number) {
  const sameList = sql`${postListMarks.section} = ${list.section} AND ${postListMarks.family} = ${list.family}
    AND ${postListMarks.owner} = ${list.owner}`;
  const unmoved = sql`(${postLists.dirtyPublishedAt} IS NULL
    OR (${postListMarks.publishedAt}, ${postListMarks.postId})
      < (${postLists.dirtyPublishedAt}, ${postLists.dirtyId}))`;
  const mark = (column: SQLiteColumn) =>
    sql`(SELECT ${column} FROM ${postListMarks}
      WHERE ${sameList} AND ${postListMarks.rank} <= ${rank} AND ${unmoved}
      ORDER BY ${postListMarks.rank} DESC LIMIT 1)`;
  return db
    .select({
      size: postLists.size,
      markRank: sql<number | null>`${mark(postListMarks.rank)}`.as('mark_rank'),
      markPublishedAt: sql<string | null>`${mark(postListMarks.publishedAt)}`.as('mark_published_at'),
      markPostId: sql<number | null>`${mark(postListMarks.postId)}`.as('mark_post_id'),
    })
    .from(postLists)
    .where(ofList(list));
}

type ListState = Awaited<ReturnType<typeof listState>>[number];

/**
 * Reads a list's posts: those matching `after` too when given (a seek from a mark), newest first
 * or oldest first, `limit` of them after skipping `offset`. The caller adds the list's own
 * condition (inLists, and its category or author).
 */
export type ReadPosts<Row> = (opts: {
  after: SQL | undefined;
  oldestFirst: boolean;
  limit: number;
  offset: number;
}) => Promise<Row[]>;

/** A select of a section's posts (its summaries, joins and all) that can be ordered and cut. */
interface PostsSelect<Row> {
  orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): Promise<Row[]> } };
}

/**
 * Reading a list's posts from its section's select: the list's rule (inLists), its category's
 * or author's condition `owned`, and the seek; newest or oldest first.
 */
export function readPosts<Row>(
  columns: ListColumns,
  select: (where: SQL | undefined) => PostsSelect<Row>,
  owned: SQL | undefined,
): ReadPosts<Row> {
  return ({ after, oldestFirst, limit, offset }) =>
    select(and(inLists(columns), owned, after))
      .orderBy(
        ...(oldestFirst ? [asc(columns.publishedAt), asc(columns.id)] : [desc(columns.publishedAt), desc(columns.id)]),
      )
      .limit(limit)
      .offset(offset);
}

/** Reads the posts ranked `from` on (`count` of them, oldest first), seeking to the state's mark. */
function fromMark<Row>(
  columns: ListColumns,
  state: ListState,
  read: ReadPosts<Row>,
  from: number,
  count: number,
): Promise<Row[]> {
  // No mark (none stored yet, or every one moved): from the oldest post, rank 0.
  if (state.markPublishedAt === null || state.markPostId === null)
    return read({ after: undefined, oldestFirst: true, limit: count, offset: from });
  const after = sql`(${columns.publishedAt}, ${columns.id}) >= (${state.markPublishedAt}, ${state.markPostId})`;
  return read({ after, oldestFirst: true, limit: count, offset: from - (state.markRank ?? 0) });
}

/** How many posts a list holds (0 for one never written). */
export async function listSize(db: ContentDb, list: StoredList): Promise<number> {
  const [row] = await listSizeQuery(db, list);
  return row?.n ?? 0;
}

/** The list's size as a query, for a batch: one row, or none for a list never written. */
export const listSizeQuery = (db: ContentDb, list: StoredList) =>
  db.select({ n: postLists.size }).from(postLists).where(ofList(list));

/**
 * Posts `start` … `start + count - 1` of a list (newest first), and the list's size. Near the
 * newest end its size and posts are read at once; further on, its size and mark first, then the
 * posts from the mark, oldest first, reversed here.
 */
export async function storedWindow<Row>(
  db: ContentDb,
  list: StoredList,
  columns: ListColumns,
  read: ReadPosts<Row>,
  start: number,
  count: number,
): Promise<{ rows: Row[]; size: number }> {
  if (start <= FROM_NEWEST_MAX) {
    const [size, rows] = await Promise.all([
      listSize(db, list),
      read({ after: undefined, oldestFirst: false, limit: count, offset: start }),
    ]);
    return { rows, size };
  }
  // Ranks count from the oldest post (0): the window is ranks oldest … size - 1 - start.
  const [state] = await listState(db, list, sql`max(0, ${postLists.size} - ${start} - ${count})`);
  const size = state?.size ?? 0;
  if (!state || start >= size) return { rows: [], size };
  const oldest = Math.max(0, size - start - count);
  const rows = await fromMark(columns, state, read, oldest, size - start - oldest);
  return { rows: rows.reverse(), size };
}

/** The posts ranked `from` … `from + count - 1` of a list, counting from its oldest (the sitemap's order). */
export async function storedRange<Row>(
  db: ContentDb,
  list: StoredList,
  columns: ListColumns,
  read: ReadPosts<Row>,
  from: number,
  count: number,
): Promise<Row[]> {
  const [state] = await listState(db, list, from);
  return state ? fromMark(columns, state, read, from, count) : [];
}
