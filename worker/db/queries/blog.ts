// Read queries of the blog, over the D1 copy of the CMS. Lists are paged in SQL on the indexes
// of worker/db/schema.ts, the published ones through the sizes and marks D1 keeps for them
// (stored-lists.ts, docs/decisions/055); what one page needs goes to D1 in as few round trips as it can.
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, RELATED_POSTS_DEFAULT } from '#core/domain/constants.ts';
import { pageOffset } from '#core/domain/posts.ts';
import type { ContentDb } from '#worker/db/client.ts';
import { blogAuthors, blogCategories, blogFeatured, blogPosts, postLists } from '#worker/db/schema.ts';
import { aliased, cappedMatchCount, rankedHits } from './shared.ts';
import type { SectionSitemap } from './sitemap.ts';
import { inLists, type RowId, readPosts, storedListOf, storedWindow } from './stored-lists.ts';

const summary = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  imageWidth: blogPosts.imageWidth,
  imageHeight: blogPosts.imageHeight,
  imageSrcset: blogPosts.imageSrcset,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  isDraft: blogPosts.isDraft,
  tagName: blogPosts.tagName,
  authorSlug: aliased(blogAuthors.slug, 'author_slug'),
  authorName: aliased(blogAuthors.name, 'author_name'),
  categorySlug: aliased(blogCategories.slug, 'category_slug'),
  categoryName: aliased(blogCategories.name, 'category_name'),
};

/** Drafts are stored beside published posts, flagged; they show only when the caller may see them. */
const visible = (includeDrafts: boolean): SQL | undefined => (includeDrafts ? undefined : eq(blogPosts.isDraft, false));

/**
 * Authors and categories keep their draft flag too: a draft one is not shown (a post by a draft
 * author shows no byline) unless the caller may see drafts.
 */
const visibleAuthor = (includeDrafts: boolean) => (includeDrafts ? undefined : eq(blogAuthors.isDraft, false));
const visibleCategory = (includeDrafts: boolean) => (includeDrafts ? undefined : eq(blogCategories.isDraft, false));

/** SPEC §7 category order: `order` ascending (an empty order sorts last), then name. */
const categoryOrder = [
  sql`${blogCategories.sortOrder} IS NULL`,
  asc(blogCategories.sortOrder),
  asc(blogCategories.name),
];

/** Newest first; with drafts shown, the (undated) drafts lead, as the newest work. */
const newestFirst = (includeDrafts: boolean) => [
  ...(includeDrafts ? [sql`${blogPosts.publishedAt} IS NULL DESC`] : []),
  desc(blogPosts.publishedAt),
  desc(blogPosts.id),
];

function summaries(db: ContentDb, where: SQL | undefined, includeDrafts: boolean) {
  return db
    .select(summary)
    .from(blogPosts)
    .leftJoin(blogAuthors, and(eq(blogAuthors.id, blogPosts.authorId), visibleAuthor(includeDrafts)))
    .leftJoin(blogCategories, and(eq(blogCategories.id, blogPosts.categoryId), visibleCategory(includeDrafts)))
    .where(where);
}

/** The category tab strip (SPEC §7: show_in_nav, order ascending then name ascending); never a draft. */
export function navCategoriesQuery(db: ContentDb) {
  return db
    .select({ slug: blogCategories.slug, name: blogCategories.name })
    .from(blogCategories)
    .where(and(eq(blogCategories.showInNav, true), eq(blogCategories.isDraft, false)))
    .orderBy(...categoryOrder);
}

export interface ListFilter {
  page: number;
  includeDrafts: boolean;
  categoryId?: RowId;
  authorId?: RowId;
  /** Leave out the featured post (the blog home shows it above the list). */
  notFeatured?: boolean;
}

const featuredId = sql`SELECT ${blogFeatured.postId} FROM ${blogFeatured} WHERE ${blogFeatured.id} = 1`;

function listWhere(f: ListFilter) {
  return and(
    visible(f.includeDrafts),
    f.categoryId === undefined ? undefined : eq(blogPosts.categoryId, f.categoryId),
    f.authorId === undefined ? undefined : eq(blogPosts.authorId, f.authorId),
    f.notFeatured ? sql`${blogPosts.id} IS NOT (${featuredId})` : undefined,
  );
}

/** One page of posts, newest first, counted and skipped in SQL: what a drafts view reads. */
async function scannedList(db: ContentDb, f: ListFilter) {
  const where = listWhere(f);
  const [posts, [total], navCategories] = await db.batch([
    summaries(db, where, f.includeDrafts)
      .orderBy(...newestFirst(f.includeDrafts))
      .limit(BLOG_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(blogPosts).where(where),
    navCategoriesQuery(db),
  ]);
  return { posts, total: total?.n ?? 0, navCategories };
}

/** Posts `start` … `start + count - 1` of a stored list (docs/decisions/055), newest first, and its size. */
function publishedWindow(db: ContentDb, f: { categoryId?: RowId; authorId?: RowId }, start: number, count: number) {
  const { list, owned } = storedListOf('blog', blogPosts, f);
  return storedWindow(
    db,
    list,
    blogPosts,
    readPosts(blogPosts, (where) => summaries(db, where, false), owned),
    start,
    count,
  );
}

/** One page of posts, newest first, with the total for the pager, and the tab strip. */
export async function postList(db: ContentDb, f: ListFilter) {
  // A drafts view (editors only) and a list filtered twice have no stored list: they count and skip.
  if (f.includeDrafts || f.notFeatured || (f.categoryId !== undefined && f.authorId !== undefined))
    return scannedList(db, f);
  const [{ rows, size }, navCategories] = await Promise.all([
    publishedWindow(db, f, pageOffset(f.page), BLOG_PAGE_SIZE),
    navCategoriesQuery(db),
  ]);
  return { posts: rows, total: size, navCategories };
}

/** The blog home: the featured post (if it is visible), and the list without it. */
export async function blogHome(db: ContentDb, f: { page: number; includeDrafts: boolean }) {
  const featuredQuery = summaries(
    db,
    and(visible(f.includeDrafts), eq(blogPosts.id, sql`(${featuredId})`)),
    f.includeDrafts,
  ).get();
  if (f.includeDrafts) {
    const [list, featured] = await Promise.all([scannedList(db, { ...f, notFeatured: true }), featuredQuery]);
    return { ...list, featured: featured ?? null };
  }
  // The list without the featured post is the stored list with it: one post more is read, and then
  // the featured post, or the post it pushed in, is left out.
  const start = pageOffset(f.page);
  const [{ rows, size }, featured, navCategories] = await Promise.all([
    publishedWindow(db, {}, start, BLOG_PAGE_SIZE + 1),
    featuredQuery,
    navCategoriesQuery(db),
  ]);
  const listed = featured && featured.publishedAt !== null ? featured : null;
  return {
    posts: withoutFeatured(rows, listed, BLOG_PAGE_SIZE),
    total: size - (listed ? 1 : 0),
    featured: featured ?? null,
    navCategories,
  };
}

/**
 * A page of the list without the featured post, from the window of the list with it that starts
 * at the page's offset and is one post longer: the featured post left out where it is in it, or
 * the window's first post when the featured one is newer (it stood before the page, so the page
 * starts one post later); then the page's length.
 */
function withoutFeatured<P extends { id: number; publishedAt: string | null }>(
  window: P[],
  featured: P | null,
  size: number,
): P[] {
  const first = window[0];
  if (!featured || !first) return window.slice(0, size);
  if (window.some((p) => p.id === featured.id)) return window.filter((p) => p.id !== featured.id).slice(0, size);
  const newer =
    (featured.publishedAt ?? '') > (first.publishedAt ?? '') ||
    (featured.publishedAt === first.publishedAt && featured.id > first.id);
  return (newer ? window.slice(1) : window).slice(0, size);
}

/** The newest published posts (the home page's). */
export function latestPosts(db: ContentDb, limit: number) {
  return summaries(db, visible(false), false)
    .orderBy(...newestFirst(false))
    .limit(limit);
}

export async function postPage(db: ContentDb, slug: string, includeDrafts: boolean) {
  const post = db
    .select({
      ...summary,
      contentHtml: blogPosts.contentHtml,
      categoryId: blogPosts.categoryId,
      authorBio: aliased(blogAuthors.bio, 'author_bio'),
      authorAvatarUrl: aliased(blogAuthors.avatarUrl, 'author_avatar_url'),
    })
    .from(blogPosts)
    .leftJoin(blogAuthors, and(eq(blogAuthors.id, blogPosts.authorId), visibleAuthor(includeDrafts)))
    .leftJoin(blogCategories, and(eq(blogCategories.id, blogPosts.categoryId), visibleCategory(includeDrafts)))
    .where(and(eq(blogPosts.slug, slug), visible(includeDrafts)));
  // Related posts (SPEC §7, §9): the newest 3 of the same category, never the post itself,
  // found in the same round trip through a sub-select on the slug.
  const categoryOf = sql`(SELECT ${blogPosts.categoryId} FROM ${blogPosts} WHERE ${blogPosts.slug} = ${slug})`;
  const related = summaries(
    db,
    and(eq(blogPosts.categoryId, categoryOf), ne(blogPosts.slug, slug), visible(includeDrafts)),
    includeDrafts,
  )
    .orderBy(...newestFirst(includeDrafts))
    .limit(RELATED_POSTS_DEFAULT);
  const [[found], relatedPosts, navCategories] = await db.batch([post, related, navCategoriesQuery(db)]);
  return { post: found ?? null, related: relatedPosts, navCategories };
}

export function authorBySlug(db: ContentDb, slug: string, includeDrafts: boolean) {
  return db
    .select()
    .from(blogAuthors)
    .where(and(eq(blogAuthors.slug, slug), visibleAuthor(includeDrafts)))
    .get();
}

/** The author's id, as a sub-select on the slug (stored-lists.ts RowId). */
export const authorIdOf = (db: ContentDb, slug: string, includeDrafts: boolean) =>
  db
    .select({ id: blogAuthors.id })
    .from(blogAuthors)
    .where(and(eq(blogAuthors.slug, slug), visibleAuthor(includeDrafts)));

export function categoryBySlug(db: ContentDb, slug: string, includeDrafts: boolean) {
  return db
    .select()
    .from(blogCategories)
    .where(and(eq(blogCategories.slug, slug), visibleCategory(includeDrafts)))
    .get();
}

/** The category's id, as a sub-select on the slug (stored-lists.ts RowId). */
export const categoryIdOf = (db: ContentDb, slug: string, includeDrafts: boolean) =>
  db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.slug, slug), visibleCategory(includeDrafts)));

/**
 * How many posts an author or category has: the stored size of its list (docs/decisions/055), or,
 * with drafts shown too (editors only), counted.
 */
function postCount(
  family: 'author' | 'category',
  owner: typeof blogAuthors.id | typeof blogCategories.id,
  includeDrafts: boolean,
) {
  const column = family === 'author' ? blogPosts.authorId : blogPosts.categoryId;
  if (includeDrafts) return sql<number>`(SELECT count(*) FROM ${blogPosts} WHERE ${column} = ${owner})`;
  return sql<number>`coalesce((SELECT ${postLists.size} FROM ${postLists}
    WHERE ${postLists.section} = 'blog' AND ${postLists.family} = ${family} AND ${postLists.owner} = ${owner}), 0)`;
}

/** Every author with the number of posts the caller may see, for /yours/author. */
export async function authorDirectory(db: ContentDb, includeDrafts: boolean) {
  const [authors, navCategories] = await db.batch([
    db
      .select({
        slug: blogAuthors.slug,
        name: blogAuthors.name,
        bio: blogAuthors.bio,
        avatarUrl: blogAuthors.avatarUrl,
        posts: postCount('author', blogAuthors.id, includeDrafts),
      })
      .from(blogAuthors)
      .where(visibleAuthor(includeDrafts))
      .orderBy(asc(blogAuthors.name)),
    navCategoriesQuery(db),
  ]);
  return { authors, navCategories };
}

/** Every category with its post count, for /yours/category. */
export async function categoryDirectory(db: ContentDb, includeDrafts: boolean) {
  const [categories, navCategories] = await db.batch([
    db
      .select({
        slug: blogCategories.slug,
        name: blogCategories.name,
        description: blogCategories.description,
        posts: postCount('category', blogCategories.id, includeDrafts),
      })
      .from(blogCategories)
      .where(visibleCategory(includeDrafts))
      .orderBy(...categoryOrder),
    navCategoriesQuery(db),
  ]);
  return { categories, navCategories };
}

/**
 * Full-text search over title, description and body (FTS5, best matches first): a page of the
 * best SEARCH_RESULTS_MAX matches, and how many there are, counted up to one more than that.
 */
export async function searchPosts(db: ContentDb, match: string, f: { page: number; includeDrafts: boolean }) {
  // Every blog body is public once published (drafts are filtered by visible()).
  const hits = rankedHits('blog_posts_fts', match, 'all');
  const [posts, [total], navCategories] = await db.batch([
    db
      .select(summary)
      .from(blogPosts)
      .innerJoin(hits, sql`hits.id = ${blogPosts.id}`)
      .leftJoin(blogAuthors, and(eq(blogAuthors.id, blogPosts.authorId), visibleAuthor(f.includeDrafts)))
      .leftJoin(blogCategories, and(eq(blogCategories.id, blogPosts.categoryId), visibleCategory(f.includeDrafts)))
      .where(visible(f.includeDrafts))
      .orderBy(sql`hits.rank`)
      .limit(BLOG_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    cappedMatchCount(db, 'blog_posts_fts', match, 'all', blogPosts, visible(f.includeDrafts)),
    navCategoriesQuery(db),
  ]);
  return { posts, total: total?.n ?? 0, navCategories };
}

/**
 * What the sitemap lists of the blog: every published post (dated by its last edit, else its
 * article date), and the authors and categories that are not drafts.
 */
export const blogSitemap: SectionSitemap = {
  posts: {
    table: blogPosts,
    id: blogPosts.id,
    slug: blogPosts.slug,
    changedAt: sql`coalesce(${blogPosts.updatedAt}, ${blogPosts.publishedAt})`,
    where: inLists(blogPosts),
    stored: { list: { section: 'blog', family: 'all', owner: 0 }, columns: blogPosts },
  },
  authors: { table: blogAuthors, id: blogAuthors.id, slug: blogAuthors.slug, where: visibleAuthor(false) },
  categories: {
    table: blogCategories,
    id: blogCategories.id,
    slug: blogCategories.slug,
    where: visibleCategory(false),
  },
};

/** The blog's queries, as the post section (worker/pages/posts) asks for them. */
export const blogQueries = {
  home: blogHome,
  list: postList,
  post: postPage,
  author: authorBySlug,
  authorId: authorIdOf,
  category: categoryBySlug,
  categoryId: categoryIdOf,
  authors: authorDirectory,
  categories: categoryDirectory,
  search: searchPosts,
  navCategories: navCategoriesQuery,
};
