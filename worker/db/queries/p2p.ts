// Read queries of pixels2Pages, over the D1 copy of the CMS. No query here but p2pPostBody()
// selects a post's body (its HTML, video and blueprint parts): lists, teasers and search results
// carry only what anyone may read, so a members-only body cannot reach a shared page, the loader
// memo or the edge cache by accident. Nor can a search find one for a reader who may not read it
// (p2pList's `match.membersBodies`, docs/decisions/037).
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { BLOG_PAGE_SIZE, DRAFT_COUNT } from '#core/domain/constants.ts';
import { pageOffset } from '#core/domain/posts.ts';
import type { ContentDb } from '#worker/db/client.ts';
import {
  p2pAuthors,
  p2pCategories,
  p2pHomepagePinned,
  p2pHomepageSlides,
  p2pPosts,
  p2pPostTags,
  p2pSharingTips,
  p2pTags,
} from '#worker/db/schema.ts';
import { aliased, cappedMatchCount, rankedHits, type SearchableBodies } from './shared.ts';
import type { PublicRows, SectionSitemap } from './sitemap.ts';
import { type RowId, readPosts, storedListOf, storedWindow } from './stored-lists.ts';

/** SPEC §9: pixels2Pages lists 20 posts a page, as the blog does. */
export const P2P_PAGE_SIZE = BLOG_PAGE_SIZE;

const summary = {
  id: p2pPosts.id,
  slug: p2pPosts.slug,
  title: p2pPosts.title,
  description: p2pPosts.description,
  type: p2pPosts.type,
  memberOnly: p2pPosts.memberOnly,
  imageUrl: p2pPosts.imageUrl,
  imageAlt: p2pPosts.imageAlt,
  imageWidth: p2pPosts.imageWidth,
  imageHeight: p2pPosts.imageHeight,
  imageSrcset: p2pPosts.imageSrcset,
  publishedAt: p2pPosts.publishedAt,
  updatedAt: p2pPosts.updatedAt,
  isDraft: p2pPosts.isDraft,
  challengeStartsAt: p2pPosts.challengeStartsAt,
  challengeEndsAt: p2pPosts.challengeEndsAt,
  authorSlug: aliased(p2pAuthors.slug, 'author_slug'),
  authorName: aliased(p2pAuthors.name, 'author_name'),
  categorySlug: aliased(p2pCategories.slug, 'category_slug'),
  categoryName: aliased(p2pCategories.name, 'category_name'),
};

const visible = (includeDrafts: boolean) => (includeDrafts ? undefined : eq(p2pPosts.isDraft, false));

/** Newest publishedAt first; with drafts shown, the undated drafts lead. */
const newestFirst = (includeDrafts: boolean) => [
  ...(includeDrafts ? [sql`${p2pPosts.publishedAt} IS NULL DESC`] : []),
  desc(p2pPosts.publishedAt),
  desc(p2pPosts.id),
];

/** Post summaries; with `hits` (rankedHits), only the matching posts, each with its rank. */
function summaries(db: ContentDb, where: SQL | undefined, includeDrafts: boolean, hits?: SQL) {
  const posts = db.select(summary).from(p2pPosts).$dynamic();
  return (hits ? posts.innerJoin(hits, sql`hits.id = ${p2pPosts.id}`) : posts)
    .leftJoin(
      p2pAuthors,
      and(eq(p2pAuthors.id, p2pPosts.authorId), includeDrafts ? undefined : eq(p2pAuthors.isDraft, false)),
    )
    .leftJoin(
      p2pCategories,
      and(eq(p2pCategories.id, p2pPosts.categoryId), includeDrafts ? undefined : eq(p2pCategories.isDraft, false)),
    )
    .where(where);
}

/** The search filters: categories with show_in_search, by name. */
export function searchCategoriesQuery(db: ContentDb) {
  return db
    .select({ slug: p2pCategories.slug, name: p2pCategories.name })
    .from(p2pCategories)
    .where(and(eq(p2pCategories.showInSearch, true), eq(p2pCategories.isDraft, false)))
    .orderBy(asc(p2pCategories.name));
}

export interface P2pFilter {
  page: number;
  includeDrafts: boolean;
  categoryId?: RowId;
  authorId?: RowId;
  tagId?: RowId;
  /**
   * An FTS5 MATCH expression (ftsQuery of the visitor's term); ranks the list by relevance. A
   * members-only post's body is searched only for a reader with accessP2p (`membersBodies`);
   * for anyone else such a post matches by its title and description alone.
   */
  match?: { expression: string; membersBodies: boolean };
  /** Drafts alone: the drafts tab's "View All" (only with includeDrafts). */
  draftsOnly?: boolean;
}

/** One page of posts with the total: a search's counted up to one more than it shows (shared.ts). */
export async function p2pList(db: ContentDb, f: P2pFilter) {
  // A stored list, unless ranked, filtered by tag, with drafts, or filtered twice: those count and skip.
  if (
    !f.match &&
    f.tagId === undefined &&
    !f.includeDrafts &&
    !(f.categoryId !== undefined && f.authorId !== undefined)
  )
    return storedP2pList(db, f);
  const bodies: SearchableBodies = f.match?.membersBodies
    ? 'all'
    : { posts: p2pPosts, id: p2pPosts.id, readable: sql`${p2pPosts.memberOnly} = 0` };
  const hits = f.match ? rankedHits('p2p_posts_fts', f.match.expression, bodies) : undefined;
  const where = and(
    f.draftsOnly && f.includeDrafts ? eq(p2pPosts.isDraft, true) : visible(f.includeDrafts),
    f.categoryId === undefined ? undefined : eq(p2pPosts.categoryId, f.categoryId),
    f.authorId === undefined ? undefined : eq(p2pPosts.authorId, f.authorId),
    f.tagId === undefined
      ? undefined
      : inArray(
          p2pPosts.id,
          db.select({ id: p2pPostTags.postId }).from(p2pPostTags).where(eq(p2pPostTags.tagId, f.tagId)),
        ),
  );
  const rows = summaries(db, where, f.includeDrafts, hits);
  const ordered = hits ? rows.orderBy(sql`hits.rank`) : rows.orderBy(...newestFirst(f.includeDrafts));
  const [posts, [total]] = await db.batch([
    ordered.limit(P2P_PAGE_SIZE).offset(pageOffset(f.page)),
    f.match
      ? cappedMatchCount(db, 'p2p_posts_fts', f.match.expression, bodies, p2pPosts, where)
      : db.select({ n: count() }).from(p2pPosts).where(where),
  ]);
  return { posts, total: total?.n ?? 0 };
}

/** The published posts, a category's or an author's, from their stored list (docs/decisions/055). */
async function storedP2pList(db: ContentDb, f: P2pFilter) {
  const { list, owned } = storedListOf('p2p', p2pPosts, f);
  const read = readPosts(p2pPosts, (where) => summaries(db, where, false), owned);
  const { rows, size } = await storedWindow(db, list, p2pPosts, read, pageOffset(f.page), P2P_PAGE_SIZE);
  return { posts: rows, total: size };
}

/**
 * The drafts tab (SPEC §2.7, §9): the DRAFT_COUNT drafts edited last, and how many there are.
 * Only for an editor whose drafts switch is on.
 */
export async function p2pDraftsTab(db: ContentDb) {
  const drafts = eq(p2pPosts.isDraft, true);
  const [posts, [total]] = await db.batch([
    db
      .select({ slug: p2pPosts.slug, title: p2pPosts.title, updatedAt: p2pPosts.updatedAt })
      .from(p2pPosts)
      .where(drafts)
      .orderBy(sql`${p2pPosts.updatedAt} IS NULL`, desc(p2pPosts.updatedAt), desc(p2pPosts.id))
      .limit(DRAFT_COUNT),
    db.select({ n: count() }).from(p2pPosts).where(drafts),
  ]);
  return { posts, total: total?.n ?? 0 };
}

/** The homepage's own parts (page 1): the pinned pair, the slides and the sharing tips. */
export async function p2pHomepage(db: ContentDb, includeDrafts: boolean) {
  const pinnedRow = eq(p2pHomepagePinned.id, 1);
  const pinnedIds = db
    .select({ a: p2pHomepagePinned.post1Id, b: p2pHomepagePinned.post2Id })
    .from(p2pHomepagePinned)
    .where(pinnedRow);
  // The pinned posts through sub-selects of the pinned row: in the same round trip as the ids.
  const pinnedId = (column: SQLiteColumn) =>
    eq(p2pPosts.id, db.select({ id: column }).from(p2pHomepagePinned).where(pinnedRow));
  const [[ids], found, slides, tips] = await db.batch([
    pinnedIds,
    summaries(
      db,
      and(or(pinnedId(p2pHomepagePinned.post1Id), pinnedId(p2pHomepagePinned.post2Id)), visible(includeDrafts)),
      includeDrafts,
    ),
    db
      .select()
      .from(p2pHomepageSlides)
      .where(includeDrafts ? undefined : eq(p2pHomepageSlides.isDraft, false))
      .orderBy(
        sql`${p2pHomepageSlides.sortOrder} IS NULL`,
        asc(p2pHomepageSlides.sortOrder),
        asc(p2pHomepageSlides.id),
      ),
    db
      .select()
      .from(p2pSharingTips)
      .where(includeDrafts ? undefined : eq(p2pSharingTips.isDraft, false))
      .orderBy(sql`${p2pSharingTips.sortOrder} IS NULL`, asc(p2pSharingTips.sortOrder), asc(p2pSharingTips.id)),
  ]);
  // In the editor's order (post 1, then post 2), whichever is still visible.
  const wanted = [ids?.a, ids?.b].filter((id): id is number => typeof id === 'number');
  const pinned = wanted.flatMap((id) => found.filter((p) => p.id === id));
  return { pinned, slides, tips };
}

/** A post as anyone may see it: never its body (see p2pPostBody). */
export async function p2pPostTeaser(db: ContentDb, slug: string, includeDrafts: boolean) {
  const post = await db
    .select(summary)
    .from(p2pPosts)
    .leftJoin(
      p2pAuthors,
      and(eq(p2pAuthors.id, p2pPosts.authorId), includeDrafts ? undefined : eq(p2pAuthors.isDraft, false)),
    )
    .leftJoin(
      p2pCategories,
      and(eq(p2pCategories.id, p2pPosts.categoryId), includeDrafts ? undefined : eq(p2pCategories.isDraft, false)),
    )
    .where(and(eq(p2pPosts.slug, slug), visible(includeDrafts)))
    .get();
  return post ?? null;
}

/** Which post: by id, or as a page names it (its slug, drafts shown or not), for a read in the same batch. */
export type P2pPostKey = { id: number } | { slug: string; includeDrafts: boolean };

const thePost = (key: P2pPostKey) =>
  'id' in key ? eq(p2pPosts.id, key.id) : and(eq(p2pPosts.slug, key.slug), visible(key.includeDrafts));

/**
 * A post's body; only for a reader who may read it. `anyone`: only a post that is not
 * members-only has one (read with the teaser, before anyone knows who reads); `member`: any
 * post's, once the page has checked the session. Its id is read too: the page's cache tag.
 */
export async function p2pPostBody(db: ContentDb, key: P2pPostKey, reader: 'anyone' | 'member') {
  const row = await db
    .select({
      id: p2pPosts.id,
      html: p2pPosts.contentHtml,
      videoUrl: p2pPosts.videoUrl,
      parts: p2pPosts.blueprintParts,
    })
    .from(p2pPosts)
    .where(and(thePost(key), reader === 'anyone' ? eq(p2pPosts.memberOnly, false) : undefined))
    .get();
  return row ? { html: row.html, videoUrl: row.videoUrl ?? null, parts: row.parts ?? [] } : null;
}

/** A post's tags, read from the post (so the page is tagged by it, not by every post). */
export async function p2pPostTagsOf(db: ContentDb, key: P2pPostKey) {
  const rows = await db
    .select({ id: p2pPosts.id, slug: p2pTags.slug, name: p2pTags.name })
    .from(p2pPosts)
    .innerJoin(p2pPostTags, eq(p2pPostTags.postId, p2pPosts.id))
    .innerJoin(p2pTags, eq(p2pTags.id, p2pPostTags.tagId))
    .where(thePost(key))
    .orderBy(asc(p2pTags.name));
  return rows.map(({ slug, name }) => ({ slug, name }));
}

export const p2pAuthorBySlug = (db: ContentDb, slug: string, includeDrafts: boolean) =>
  db
    .select()
    .from(p2pAuthors)
    .where(and(eq(p2pAuthors.slug, slug), includeDrafts ? undefined : eq(p2pAuthors.isDraft, false)))
    .get();

export const p2pCategoryBySlug = (db: ContentDb, slug: string, includeDrafts: boolean) =>
  db
    .select()
    .from(p2pCategories)
    .where(and(eq(p2pCategories.slug, slug), includeDrafts ? undefined : eq(p2pCategories.isDraft, false)))
    .get();

export const p2pTagBySlug = (db: ContentDb, slug: string) =>
  db.select().from(p2pTags).where(eq(p2pTags.slug, slug)).get();

/** An author's, a category's or a tag's id, as a sub-select on its slug (stored-lists.ts RowId). */
export const p2pAuthorIdOf = (db: ContentDb, slug: string, includeDrafts: boolean) =>
  db
    .select({ id: p2pAuthors.id })
    .from(p2pAuthors)
    .where(and(eq(p2pAuthors.slug, slug), includeDrafts ? undefined : eq(p2pAuthors.isDraft, false)));

export const p2pCategoryIdOf = (db: ContentDb, slug: string, includeDrafts: boolean) =>
  db
    .select({ id: p2pCategories.id })
    .from(p2pCategories)
    .where(and(eq(p2pCategories.slug, slug), includeDrafts ? undefined : eq(p2pCategories.isDraft, false)));

export const p2pTagIdOf = (db: ContentDb, slug: string) =>
  db.select({ id: p2pTags.id }).from(p2pTags).where(eq(p2pTags.slug, slug));

/**
 * What the sitemap lists of pixels2Pages once its pages are built: the published posts every
 * visitor may read (never a draft, never a members-only post, SPEC §5), and the authors and
 * categories that are not drafts.
 */
export const p2pSitemap: SectionSitemap = {
  posts: {
    table: p2pPosts,
    id: p2pPosts.id,
    slug: p2pPosts.slug,
    changedAt: sql`coalesce(${p2pPosts.updatedAt}, ${p2pPosts.publishedAt})`,
    where: and(eq(p2pPosts.isDraft, false), eq(p2pPosts.memberOnly, false)),
  },
  authors: { table: p2pAuthors, id: p2pAuthors.id, slug: p2pAuthors.slug, where: eq(p2pAuthors.isDraft, false) },
  categories: {
    table: p2pCategories,
    id: p2pCategories.id,
    slug: p2pCategories.slug,
    where: eq(p2pCategories.isDraft, false),
  },
};

/** The tags with at least one post every visitor may read: a tag page of only drafts is not listed. */
export const p2pTagSitemap: PublicRows = {
  table: p2pTags,
  id: p2pTags.id,
  slug: p2pTags.slug,
  where: sql`exists (select 1 from ${p2pPostTags} join ${p2pPosts} on ${p2pPosts.id} = ${p2pPostTags.postId}
    where ${p2pPostTags.tagId} = ${p2pTags.id} and ${p2pPosts.isDraft} = 0 and ${p2pPosts.memberOnly} = 0)`,
};
