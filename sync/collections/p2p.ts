// pixels2Pages members' content: posts (with tags), authors, categories, homepage pinned posts,
// homepage slides and sharing tips.
import {
  p2pAuthors, p2pCategories, p2pHomepagePinned, p2pHomepageSlides, p2pPosts, p2pPostTags, p2pSharingTips, p2pTags,
} from '../../worker/db/schema.ts';
import * as records from '../cms/records.ts';
import { htmlToText, sanitizeHtml } from '../map/html.ts';
import { mediaFields, safeLinkUrl } from '../map/urls.ts';
import { isoUtc, isoUtcOrNull, textOr } from '../map/values.ts';
import { defineCollection, rowsOf } from './define.ts';

export const p2pPostsCollection = defineCollection({
  name: 'p-2-p-posts',
  source: { kind: 'list', path: '/p-2-p-posts' },
  models: ['p-2-p-post', 'p-2-p-posts', 'p2p-post', 'p2p-posts', 'p-2-p-tag', 'p-2-p-tags', 'p2p-tag', 'p2p-tags'],
  schema: records.P2pPost,
  tables: [
    { table: p2pPosts, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] },
    // Tags exist only inside posts: the set of tags the posts use, shared between them.
    { table: p2pTags, groupBy: 'id', countsTowardRecord: false, unique: [['slug']], shared: true },
    { table: p2pPostTags, groupBy: 'postId', countsTowardRecord: true },
  ],
  map(r, ctx) {
    const image = mediaFields(r.image, ctx.cmsUrl);
    const contentHtml = sanitizeHtml(r.content, { cmsUrl: ctx.cmsUrl });
    const tagIds = [...new Set(r.tags.map((t) => t.id))];
    return [
      rowsOf(p2pPosts, [{
        id: r.id,
        slug: r.slug,
        title: r.title,
        description: textOr(r.description),
        contentHtml,
        bodyText: htmlToText(contentHtml),
        type: r.type,
        memberOnly: r.member_only,
        imageUrl: image.url,
        imageAlt: image.alt,
        videoUrl: safeLinkUrl(r.video_url),
        authorId: r.author?.id ?? null,
        categoryId: r.category?.id ?? null,
        publishedAt: isoUtcOrNull(r.published_at),
        updatedAt: isoUtc(r.updated_at),
        isDraft: r.published_at === null,
      }]),
      rowsOf(p2pTags, r.tags.map((t) => ({ id: t.id, slug: t.slug, name: t.name }))),
      rowsOf(p2pPostTags, tagIds.map((tagId) => ({ postId: r.id, tagId }))),
    ];
  },
});

export const p2pAuthorsCollection = defineCollection({
  name: 'p-2-p-authors',
  source: { kind: 'list', path: '/p-2-p-authors' },
  models: ['p-2-p-author', 'p-2-p-authors', 'p2p-author', 'p2p-authors'],
  schema: records.P2pAuthor,
  tables: [{ table: p2pAuthors, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r, ctx) {
    return [rowsOf(p2pAuthors, [{
      id: r.id,
      slug: r.slug,
      name: r.name,
      bio: r.bio,
      avatarUrl: mediaFields(r.avatar, ctx.cmsUrl).url,
    }])];
  },
});

export const p2pCategoriesCollection = defineCollection({
  name: 'p-2-p-categories',
  source: { kind: 'list', path: '/p-2-p-categories' },
  models: ['p-2-p-category', 'p-2-p-categories', 'p2p-category', 'p2p-categories'],
  schema: records.P2pCategory,
  tables: [{ table: p2pCategories, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r) {
    return [rowsOf(p2pCategories, [{ id: r.id, slug: r.slug, name: r.name, showInSearch: r.show_in_search }])];
  },
});

/** Single type: the one row id 1; no row when the CMS has none. */
export const p2pHomepagePinnedCollection = defineCollection({
  name: 'p-2-p-homepage-pinned',
  source: { kind: 'single', path: '/p-2-p-homepage-pinned' },
  models: ['p-2-p-homepage-pinned', 'p2p-homepage-pinned'],
  schema: records.P2pHomepagePinned,
  tables: [{ table: p2pHomepagePinned, groupBy: 'id', countsTowardRecord: true }],
  map(r) {
    return [rowsOf(p2pHomepagePinned, [{ id: 1, post1Id: r.p_2_p_post1?.id ?? null, post2Id: r.p_2_p_post2?.id ?? null }])];
  },
});

export const p2pHomepageSlidesCollection = defineCollection({
  name: 'p-2-p-homepage-slides',
  source: { kind: 'list', path: '/p-2-p-homepage-slides' },
  models: ['p-2-p-homepage-slide', 'p-2-p-homepage-slides', 'p2p-homepage-slide', 'p2p-homepage-slides'],
  schema: records.P2pHomepageSlide,
  tables: [{ table: p2pHomepageSlides, groupBy: 'id', countsTowardRecord: true }],
  map(r, ctx) {
    const image = mediaFields(r.image, ctx.cmsUrl);
    return [rowsOf(p2pHomepageSlides, [{
      id: r.id,
      title: r.title,
      subtitle: textOr(r.subtitle),
      linkUrl: safeLinkUrl(r.link_url, { allowPath: true }),
      imageUrl: image.url,
      imageAlt: image.alt,
      sortOrder: r.order,
      isDraft: r.published_at === null,
    }])];
  },
});

export const p2pSharingTipsCollection = defineCollection({
  name: 'p-2-p-sharing-tips',
  source: { kind: 'list', path: '/p-2-p-sharing-tips' },
  models: ['p-2-p-sharing-tip', 'p-2-p-sharing-tips', 'p2p-sharing-tip', 'p2p-sharing-tips'],
  schema: records.P2pSharingTip,
  tables: [{ table: p2pSharingTips, groupBy: 'id', countsTowardRecord: true }],
  map(r, ctx) {
    return [rowsOf(p2pSharingTips, [{
      id: r.id,
      title: r.title,
      bodyHtml: sanitizeHtml(r.body, { cmsUrl: ctx.cmsUrl }),
      sortOrder: r.order,
    }])];
  },
});
