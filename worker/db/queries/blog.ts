// Read queries of the blog, over the D1 copy of the CMS. Lists are paged in SQL on the indexes
// of worker/db/schema.ts; what one page needs goes to D1 in one batch (one round trip).
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, RELATED_POSTS_DEFAULT } from '#client/domain/constants.ts';
import { pageOffset } from '#client/domain/posts.ts';
import type { ContentDb } from '#worker/db/client.ts';
import { blogAuthors, blogCategories, blogFeatured, blogPosts } from '#worker/db/schema.ts';
import { aliased, rankedHits } from './shared.ts';
import type { SectionSitemap } from './sitemap.ts';

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
const categoryOrder = [sql`${blogCategories.sortOrder} IS NULL`, asc(blogCategories.sortOrder), asc(blogCategories.name)];

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
  categoryId?: number;
  authorId?: number;
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

/** One page of posts, newest first, with the total for the pager, and the tab strip. */
export async function postList(db: ContentDb, f: ListFilter) {
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

/** The blog home: the featured post (if it is visible), and the list without it. */
export async function blogHome(db: ContentDb, f: { page: number; includeDrafts: boolean }) {
  const [list, featured] = await Promise.all([
    postList(db, { ...f, notFeatured: true }),
    summaries(db, and(visible(f.includeDrafts), eq(blogPosts.id, sql`(${featuredId})`)), f.includeDrafts).get(),
  ]);
  return { ...list, featured: featured ?? null };
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
  const related = summaries(db, and(eq(blogPosts.categoryId, categoryOf), ne(blogPosts.slug, slug), visible(includeDrafts)), includeDrafts)
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

export function categoryBySlug(db: ContentDb, slug: string, includeDrafts: boolean) {
  return db
    .select()
    .from(blogCategories)
    .where(and(eq(blogCategories.slug, slug), visibleCategory(includeDrafts)))
    .get();
}

/** Every author with the number of posts the caller may see, for /yours/author. */
export async function authorDirectory(db: ContentDb, includeDrafts: boolean) {
  const [authors, navCategories] = await db.batch([
    db
      .select({ slug: blogAuthors.slug, name: blogAuthors.name, bio: blogAuthors.bio, avatarUrl: blogAuthors.avatarUrl, posts: count(blogPosts.id) })
      .from(blogAuthors)
      .leftJoin(blogPosts, and(eq(blogPosts.authorId, blogAuthors.id), visible(includeDrafts)))
      .where(visibleAuthor(includeDrafts))
      .groupBy(blogAuthors.id)
      .orderBy(asc(blogAuthors.name)),
    navCategoriesQuery(db),
  ]);
  return { authors, navCategories };
}

/** Every category with its post count, for /yours/category. */
export async function categoryDirectory(db: ContentDb, includeDrafts: boolean) {
  const [categories, navCategories] = await db.batch([
    db
      .select({ slug: blogCategories.slug, name: blogCategories.name, description: blogCategories.description, posts: count(blogPosts.id) })
      .from(blogCategories)
      .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), visible(includeDrafts)))
      .where(visibleCategory(includeDrafts))
      .groupBy(blogCategories.id)
      .orderBy(...categoryOrder),
    navCategoriesQuery(db),
  ]);
  return { categories, navCategories };
}

/** Full-text search over title, description and body (FTS5, best matches first). */
export async function searchPosts(db: ContentDb, match: string, f: { page: number; includeDrafts: boolean }) {
  const draftFilter = f.includeDrafts ? sql`` : sql` AND ${blogPosts.isDraft} = 0`;
  // Every blog body is public once published (drafts are filtered below).
  const hits = rankedHits('blog_posts_fts', match, 'all');
  const [posts, [total], navCategories] = await db.batch([
    db
      .select(summary)
      .from(blogPosts)
      .innerJoin(hits, sql`hits.id = ${blogPosts.id}`)
      .leftJoin(blogAuthors, and(eq(blogAuthors.id, blogPosts.authorId), visibleAuthor(f.includeDrafts)))
      .leftJoin(blogCategories, and(eq(blogCategories.id, blogPosts.categoryId), visibleCategory(f.includeDrafts)))
      .where(sql`1 = 1${draftFilter}`)
      .orderBy(sql`hits.rank`, desc(blogPosts.publishedAt))
      .limit(BLOG_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(blogPosts).innerJoin(hits, sql`hits.id = ${blogPosts.id}`).where(sql`1 = 1${draftFilter}`),
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
    where: visible(false),
  },
  authors: { table: blogAuthors, id: blogAuthors.id, slug: blogAuthors.slug, where: visibleAuthor(false) },
  categories: { table: blogCategories, id: blogCategories.id, slug: blogCategories.slug, where: visibleCategory(false) },
};

/** The blog's queries, as the post section (worker/pages/posts) asks for them. */
export const blogQueries = {
  home: blogHome,
  list: postList,
  post: postPage,
  author: authorBySlug,
  category: categoryBySlug,
  authors: authorDirectory,
  categories: categoryDirectory,
  search: searchPosts,
  navCategories: navCategoriesQuery,
};
