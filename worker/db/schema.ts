// The D1 copy of the CMS content. The sync worker writes these tables; the site worker only
// reads them. Every list query of the site has an index here; FTS5 tables for blog and
// pixels2Pages search live in a hand-written migration (drizzle-kit cannot express them).
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, type SQLiteColumn, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { eventSectionKinds, p2pPostTypes } from '#core/views.ts';

const draft = () => integer('is_draft', { mode: 'boolean' }).notNull().default(false);

/**
 * An image from the CMS media library: the original's absolute url and size, its alt text, and a
 * `srcset` built from the size variants the CMS made (thumbnail, small, medium, large).
 */
const image = () => ({
  /** The CMS's upload id: a changed upload is found by it (decision 003). */
  imageId: integer('image_id'),
  imageUrl: text('image_url'),
  imageAlt: text('image_alt'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  imageSrcset: text('image_srcset'),
});

/**
 * What the blog and pixels2Pages share (docs/decisions/094): an author, and a post's columns and
 * list indexes. Each section adds what only it has.
 */
const authorColumns = () => ({
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  avatarId: integer('avatar_id'),
  /** The smallest size variant that still looks sharp as an avatar. */
  avatarUrl: text('avatar_url'),
  isDraft: draft(),
});

const postColumns = () => ({
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Sanitized at sync time; safe to render as HTML. */
  contentHtml: text('content_html').notNull().default(''),
  /** Plain text of the content, for the FTS index. */
  bodyText: text('body_text').notNull().default(''),
  ...image(),
  authorId: integer('author_id'),
  categoryId: integer('category_id'),
  /** The article date (the CMS's `publishedAt`, else its publication time); null for an undated draft. */
  publishedAt: text('published_at'),
  updatedAt: text('updated_at'),
  isDraft: draft(),
});

type PostColumns = { [K in 'slug' | 'isDraft' | 'publishedAt' | 'categoryId' | 'authorId']: SQLiteColumn };

/** A post table's slug and the indexes its lists read: every post, by category, by author. */
const postIndexes = (table: string, t: PostColumns) => [
  uniqueIndex(`${table}_slug`).on(t.slug),
  index(`${table}_list`).on(t.isDraft, t.publishedAt),
  index(`${table}_by_category`).on(t.categoryId, t.isDraft, t.publishedAt),
  index(`${table}_by_author`).on(t.authorId, t.isDraft, t.publishedAt),
];

export const blogAuthors = sqliteTable('blog_authors', authorColumns(), (t) => [
  uniqueIndex('blog_authors_slug').on(t.slug),
]);

export const blogCategories = sqliteTable(
  'blog_categories',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    showInNav: integer('show_in_nav', { mode: 'boolean' }).notNull().default(false),
    /** Null when the editor left it empty: such categories sort last. */
    sortOrder: integer('sort_order'),
    isDraft: draft(),
  },
  (t) => [
    uniqueIndex('blog_categories_slug').on(t.slug),
    index('blog_categories_nav').on(t.showInNav, t.sortOrder, t.name),
  ],
);

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    ...postColumns(),
    /** A blog post has one tag, kept on the post; pixels2Pages' posts have many (p2p_post_tags). */
    tagId: integer('tag_id'),
    tagSlug: text('tag_slug'),
    tagName: text('tag_name'),
  },
  (t) => [...postIndexes('blog_posts', t), index('blog_posts_by_tag').on(t.tagSlug, t.isDraft, t.publishedAt)],
);

/** Single row (id 1): the CMS's blog-post-featured single type. */
export const blogFeatured = sqliteTable('blog_featured', {
  id: integer('id').primaryKey(),
  postId: integer('post_id').notNull(),
});

export const p2pAuthors = sqliteTable('p2p_authors', authorColumns(), (t) => [
  uniqueIndex('p2p_authors_slug').on(t.slug),
]);

export const p2pCategories = sqliteTable(
  'p2p_categories',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    showInSearch: integer('show_in_search', { mode: 'boolean' }).notNull().default(false),
    isDraft: draft(),
  },
  (t) => [uniqueIndex('p2p_categories_slug').on(t.slug), index('p2p_categories_search').on(t.showInSearch, t.name)],
);

export const p2pPosts = sqliteTable(
  'p2p_posts',
  {
    ...postColumns(),
    /** Null when the editor left it empty or the CMS sends a type this site does not know. */
    type: text('type', { enum: p2pPostTypes }),
    memberOnly: integer('member_only', { mode: 'boolean' }).notNull().default(false),
    videoUrl: text('video_url'),
    /** A challenge's dates (its type says whether they are shown). */
    challengeStartsAt: text('challenge_starts_at'),
    challengeEndsAt: text('challenge_ends_at'),
    /** A blueprint's downloadable parts: part of the body, so only for readers who may read it. */
    blueprintParts: text('blueprint_parts', { mode: 'json' })
      .notNull()
      .default([])
      .$type<{ name: string; url: string; ext: string | null; sizeKb: number | null }[]>(),
  },
  (t) => postIndexes('p2p_posts', t),
);

export const p2pTags = sqliteTable(
  'p2p_tags',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('p2p_tags_slug').on(t.slug)],
);

export const p2pPostTags = sqliteTable(
  'p2p_post_tags',
  {
    postId: integer('post_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('p2p_post_tags_by_tag').on(t.tagId, t.postId)],
);

/** Single row (id 1): the two pinned posts of the pixels2Pages homepage. */
export const p2pHomepagePinned = sqliteTable('p2p_homepage_pinned', {
  id: integer('id').primaryKey(),
  post1Id: integer('post1_id'),
  post2Id: integer('post2_id'),
});

export const p2pHomepageSlides = sqliteTable(
  'p2p_homepage_slides',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    linkUrl: text('link_url'),
    ...image(),
    sortOrder: integer('sort_order'),
    isDraft: draft(),
  },
  (t) => [index('p2p_homepage_slides_list').on(t.isDraft, t.sortOrder)],
);

export const p2pSharingTips = sqliteTable(
  'p2p_sharing_tips',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    sortOrder: integer('sort_order'),
    isDraft: draft(),
  },
  (t) => [index('p2p_sharing_tips_list').on(t.isDraft, t.sortOrder)],
);

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
    /** The IANA time zone its times are told in; null for the company's own (core/domain/events.ts). */
    timeZone: text('time_zone'),
    location: text('location').notNull().default(''),
    badgeText: text('badge_text'),
    ...image(),
    /** pattern_01 … pattern_16 stored as 1 … 16 (SPEC §9). */
    themePattern: integer('theme_pattern'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    updatedAt: text('updated_at'),
    isDraft: draft(),
  },
  (t) => [uniqueIndex('events_slug').on(t.slug), index('events_list').on(t.isDraft, t.startsAt)],
);

export const eventTickets = sqliteTable(
  'event_tickets',
  {
    id: integer('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    name: text('name').notNull().default(''),
    /** Null when the editor has not filled it in yet: such a ticket cannot be sold. */
    storeSku: text('store_sku'),
    isEarlyBird: integer('is_early_bird', { mode: 'boolean' }).notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('event_tickets_by_event').on(t.eventId, t.sortOrder)],
);

export const eventSections = sqliteTable(
  'event_sections',
  {
    eventId: integer('event_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: eventSectionKinds }).notNull(),
    /** The section's validated fields as JSON; its shape depends on kind. */
    data: text('data', { mode: 'json' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] })],
);

export const teamMembers = sqliteTable(
  'team_members',
  {
    id: integer('id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title').notNull().default(''),
    category: text('category'),
    bio: text('bio').notNull().default(''),
    ...image(),
    isDraft: draft(),
  },
  (t) => [
    index('team_members_by_name').on(t.lastName, t.firstName),
    index('team_members_by_category').on(t.category, t.lastName, t.firstName),
  ],
);

export const pressReleases = sqliteTable(
  'press_releases',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    ...image(),
    publishedAt: text('published_at'),
    isDraft: draft(),
  },
  (t) => [uniqueIndex('press_releases_slug').on(t.slug), index('press_releases_list').on(t.isDraft, t.publishedAt)],
);

export const newsArticles = sqliteTable(
  'news_articles',
  {
    id: integer('id').primaryKey(),
    /** News articles have no page of their own here, so a slug is not required. */
    slug: text('slug'),
    title: text('title').notNull(),
    source: text('source').notNull().default(''),
    /** The article on the publisher's site; null when the editor left it empty or unusable. */
    url: text('url'),
    summary: text('summary').notNull().default(''),
    ...image(),
    publishedAt: text('published_at'),
    isDraft: draft(),
  },
  (t) => [uniqueIndex('news_articles_slug').on(t.slug), index('news_articles_list').on(t.isDraft, t.publishedAt)],
);

export const faqs = sqliteTable(
  'faqs',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    /** [{ question, answerHtml }] in CMS order; answers sanitized at sync time. */
    entries: text('entries', { mode: 'json' }).notNull().$type<{ question: string; answerHtml: string }[]>(),
    isDraft: draft(),
  },
  (t) => [uniqueIndex('faqs_slug').on(t.slug)],
);

export const syncLog = sqliteTable(
  'sync_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    collection: text('collection').notNull(),
    trigger: text('trigger', { enum: ['cron', 'webhook', 'manual'] }).notNull(),
    /** full: every record listed; changes: only what changed since the cursor; records: a webhook's records. */
    mode: text('mode', { enum: ['full', 'changes', 'records'] }),
    startedAt: text('started_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    /** When the run's last write was done. */
    finishedAt: text('finished_at'),
    /**
     * ok: the collection is in step with the CMS. incomplete: what was read is written, but the
     * CMS's count still differs from D1's, or a deletion could not be proven. partial: this run
     * did one bounded step of a sync that the next run continues (sync_jobs). error: see `error`.
     */
    status: text('status', { enum: ['ok', 'incomplete', 'partial', 'error'] }).notNull(),
    fetched: integer('fetched').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    /** Records the CMS has that could not be used; their previous copies were kept. */
    skipped: integer('skipped').notNull().default(0),
    /** The skipped records: [{ id, slug, reason }], the first 50. */
    skips: text('skips', { mode: 'json' }).$type<{ id: number | null; slug: string | null; reason: string }[]>(),
    /** CMS requests made and bytes read. */
    requests: integer('requests').notNull().default(0),
    bytesRead: integer('bytes_read').notNull().default(0),
    /** D1 calls made (a batch is one): with `requests`, the subrequests the run spent. */
    d1Queries: integer('d1_queries').notNull().default(0),
    /** Table rows inserted or replaced, and rows removed because their records are gone. */
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsDeleted: integer('rows_deleted').notNull().default(0),
    /** Peak JS heap during the run, where the runtime tells (Node does; workerd does not). */
    peakHeapBytes: integer('peak_heap_bytes'),
    error: text('error'),
  },
  (t) => [index('sync_log_by_collection').on(t.collection, t.id)],
);

/**
 * Where each collection's sync stands. The cursor is the (updated_at, id) of the newest record
 * written in update order: an incremental run asks the CMS only for what changed after it.
 */
export const syncState = sqliteTable('sync_state', {
  collection: text('collection').primaryKey(),
  cursorUpdatedAt: text('cursor_updated_at'),
  cursorId: integer('cursor_id'),
  /** When the last complete full listing started; a full reconciliation runs when it is old. */
  fullAt: text('full_at'),
  /**
   * How many records the site knows the CMS to have (rows, and records skipped without one),
   * as of the last run that changed anything: an unchanged CMS is then told apart by two small
   * requests, without reading the table.
   */
  knownCount: integer('known_count'),
});

/**
 * The pictures editors place on the site's own pages (the CMS's page-imagery single type,
 * docs/decisions/060): one row per slot (`home-hero`, `digitization-hero` …) of the one record,
 * each with its focal point, percent across and down (null: the centre).
 */
export const pageImages = sqliteTable(
  'page_images',
  {
    /** The single type's one record (always 1): the group the sync replaces as a whole. */
    imageryId: integer('imagery_id').notNull(),
    slot: text('slot').notNull(),
    ...image(),
    focalX: integer('focal_x'),
    focalY: integer('focal_y'),
  },
  (t) => [primaryKey({ columns: [t.imageryId, t.slot] })],
);

/**
 * A sync of one collection that spans invocations (docs/decisions/041): a full listing or a
 * count bisection, where it stands (`state`, JSON), and the invocation that advances it until
 * `held_until`, so that two overlapping runs never advance the same one.
 */
export const syncJobs = sqliteTable('sync_jobs', {
  collection: text('collection').primaryKey(),
  kind: text('kind', { enum: ['full', 'bisect'] }).notNull(),
  startedAt: text('started_at').notNull(),
  state: text('state').notNull(),
  holder: text('holder'),
  heldUntil: text('held_until'),
});

/**
 * When the copy of each record in D1 was read from the CMS (docs/decisions/040). A trigger in
 * migration 0007 refuses to move `read_at` back, and every write of a record updates its row in
 * the same batch: a run that read a record earlier than the stored copy cannot write it. `gone`
 * marks a record proven deleted (its copy in D1 is its absence), pruned after a day.
 */
export const syncVersions = sqliteTable(
  'sync_versions',
  {
    /** The collection name, or `collection:table` for rows records share (pixels2Pages tags). */
    scope: text('scope').notNull(),
    recordId: integer('record_id').notNull(),
    readAt: text('read_at').notNull(),
    gone: integer('gone', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.scope, t.recordId] })],
);

/**
 * Records currently skipped, per collection: a skip is reported once per record and change
 * (the fingerprint covers the record and the reason), not on every run.
 */
export const syncSkips = sqliteTable(
  'sync_skips',
  {
    collection: text('collection').notNull(),
    recordId: integer('record_id').notNull(),
    slug: text('slug'),
    reason: text('reason').notNull(),
    fingerprint: text('fingerprint').notNull(),
    firstSeenAt: text('first_seen_at').notNull(),
    lastSeenAt: text('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.recordId] })],
);

/**
 * One row: a number the sync raises in the same D1 batch as any content it writes or deletes.
 * Cached pages are keyed by it, so a change to the content retires every cached page at once
 * (docs/decisions/018-edge-cache-content-version.md).
 */
export const contentVersion = sqliteTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  changedAt: text('changed_at').notNull(),
});

/** The lists a post section pages through, each of its published posts newest first. */
export const postListSections = ['blog', 'p2p'] as const;
export const postListFamilies = ['all', 'category', 'author'] as const;

/** Which list: the section, and all of its posts or one category's or author's. */
const postList = () => ({
  section: text('section', { enum: postListSections }).notNull(),
  family: text('family', { enum: postListFamilies }).notNull(),
  /** The category's or author's id; 0 for `all`. */
  owner: integer('owner').notNull(),
});

/**
 * How many published posts each list holds (every one, a category's, an author's), kept by
 * triggers on the posts tables in the statement that changes a post (migration 0009), so a list
 * page counts nothing (docs/decisions/055). `dirty…` is the oldest post changed since the marks
 * below were last renumbered: marks at or after it may be wrong until the batch ends.
 */
export const postLists = sqliteTable(
  'post_lists',
  {
    ...postList(),
    size: integer('size').notNull(),
    dirtyPublishedAt: text('dirty_published_at'),
    dirtyId: integer('dirty_id'),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.family, t.owner] }),
    index('post_lists_dirty').on(t.section).where(sql`dirty_published_at IS NOT NULL`),
  ],
);

/**
 * Every POST_LIST_MARK_EVERY-th post of each list counted from its oldest (rank 0, 20, 40 …), by
 * its sort key: a deep page seeks to the mark before it instead of reading every post before it.
 * Counted from the oldest, so a new post (the usual change) moves no mark. Renumbered from the
 * oldest change on by a trigger on content_version, which every sync batch that changes content
 * raises last.
 */
export const postListMarks = sqliteTable(
  'post_list_marks',
  {
    ...postList(),
    rank: integer('rank').notNull(),
    publishedAt: text('published_at').notNull(),
    postId: integer('post_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.family, t.owner, t.rank] }),
    // The renumbering finds the marks a change moved by their key.
    index('post_list_marks_by_key').on(t.section, t.family, t.owner, t.publishedAt, t.postId),
  ],
);
