// pixels2Pages members' content: posts (with tags), authors, categories, homepage pinned posts,
// homepage slides and sharing tips.

import { type P2pPostType, p2pPostTypes } from '#core/views.ts';
import { isDraft } from '#sync/cms/read.ts';
import * as records from '#sync/cms/records.ts';
import { htmlToText } from '#sync/map/html.ts';
import { imageColumns } from '#sync/map/media.ts';
import { richText } from '#sync/map/rich-text.ts';
import { absoluteMediaUrl } from '#sync/map/urls.ts';
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
import { articleDate } from './article-date.ts';
import { authorsCollection } from './authors.ts';
import { defineCollection, media, populateOf, rowsOf } from './define.ts';

const isPostType = (type: string | null): type is P2pPostType => p2pPostTypes.includes(type as P2pPostType);

export const p2pPostsCollection = defineCollection({
  name: 'p-2-p-posts',
  // A blueprint part's file is media inside a component.
  source: {
    kind: 'list',
    path: '/p-2-p-posts',
    populate: populateOf({ image: true, author: true, category: true, tags: true, blueprint_parts: '*' }),
  },
  model: 'p-2-p-post',
  // Tags live only in their posts: a tag's change is synced through the posts that carry it.
  copies: [
    { model: 'p-2-p-tag', cmsFilter: 'tags.id', local: { table: p2pPostTags, column: 'tagId', record: 'postId' } },
    media(p2pPosts),
  ],
  schema: records.P2pPost,
  tables: [
    { table: p2pPosts, groupBy: 'id', countsTowardRecord: true, unique: 'slug' },
    // Tags exist only inside posts: the tags the posts use, shared between them.
    {
      table: p2pTags,
      groupBy: 'id',
      countsTowardRecord: false,
      unique: 'slug',
      shared: { by: p2pPostTags, column: 'tagId' },
    },
    { table: p2pPostTags, groupBy: 'postId', countsTowardRecord: true },
  ],
  map(r, ctx) {
    const contentHtml = richText(r.content, ctx);
    // A tag needs a slug for its page (/pixels2pages/tags/{tagSlug}); a draft tag is not shown.
    const tags = r.tags.filter((t) => t.slug !== null && !t.isDraft);
    return [
      rowsOf(p2pPosts, [
        {
          id: r.id,
          slug: r.slug,
          title: r.title,
          description: r.description,
          contentHtml,
          bodyText: htmlToText(contentHtml),
          type: isPostType(r.type) ? r.type : null,
          memberOnly: r.member_only,
          ...imageColumns(r.image, ctx.cmsUrl),
          videoUrl: r.video_url,
          challengeStartsAt: r.challenge_starts_on,
          challengeEndsAt: r.challenge_ends_on,
          blueprintParts: r.blueprint_parts.flatMap(({ name, file }) => {
            const url = absoluteMediaUrl(file.url, ctx.cmsUrl);
            return url ? [{ name: name || file.fileName || 'Download', url, ext: file.ext, sizeKb: file.sizeKb }] : [];
          }),
          authorId: r.author?.id ?? null,
          categoryId: r.category?.id ?? null,
          publishedAt: articleDate(r),
          updatedAt: r.updated_at,
          isDraft: isDraft(r.published_at),
        },
      ]),
      rowsOf(
        p2pTags,
        tags.map((t) => ({ id: t.id, slug: t.slug!, name: t.name.trim() || t.slug! })),
      ),
      rowsOf(
        p2pPostTags,
        tags.map((t) => ({ postId: r.id, tagId: t.id })),
      ),
    ];
  },
});

export const p2pAuthorsCollection = authorsCollection({
  name: 'p-2-p-authors',
  path: '/p-2-p-authors',
  model: 'p-2-p-author',
  table: p2pAuthors,
});

export const p2pCategoriesCollection = defineCollection({
  name: 'p-2-p-categories',
  source: { kind: 'list', path: '/p-2-p-categories' },
  model: 'p-2-p-category',
  schema: records.P2pCategory,
  tables: [{ table: p2pCategories, groupBy: 'id', countsTowardRecord: true, unique: 'slug' }],
  map(r) {
    return [
      rowsOf(p2pCategories, [
        {
          id: r.id,
          slug: r.slug,
          name: r.name.trim() || r.slug,
          showInSearch: r.show_in_search,
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});

/** Single type: the one row id 1; no row when the CMS has none. */
export const p2pHomepagePinnedCollection = defineCollection({
  name: 'p-2-p-homepage-pinned',
  source: { kind: 'single', path: '/p-2-p-homepage-pinned' },
  model: 'p-2-p-homepage-pinned',
  schema: records.P2pHomepagePinned,
  tables: [{ table: p2pHomepagePinned, groupBy: 'id', countsTowardRecord: true }],
  map(r) {
    return [
      rowsOf(p2pHomepagePinned, [{ id: 1, post1Id: r.p_2_p_post1?.id ?? null, post2Id: r.p_2_p_post2?.id ?? null }]),
    ];
  },
});

export const p2pHomepageSlidesCollection = defineCollection({
  name: 'p-2-p-homepage-slides',
  source: { kind: 'list', path: '/p-2-p-homepage-slides' },
  model: 'p-2-p-homepage-slide',
  copies: [media(p2pHomepageSlides)],
  schema: records.P2pHomepageSlide,
  tables: [{ table: p2pHomepageSlides, groupBy: 'id', countsTowardRecord: true }],
  map(r, ctx) {
    return [
      rowsOf(p2pHomepageSlides, [
        {
          id: r.id,
          title: r.title,
          subtitle: r.subtitle,
          linkUrl: r.link_url,
          ...imageColumns(r.image, ctx.cmsUrl),
          sortOrder: r.order,
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});

export const p2pSharingTipsCollection = defineCollection({
  name: 'p-2-p-sharing-tips',
  source: { kind: 'list', path: '/p-2-p-sharing-tips' },
  model: 'p-2-p-sharing-tip',
  schema: records.P2pSharingTip,
  tables: [{ table: p2pSharingTips, groupBy: 'id', countsTowardRecord: true }],
  map(r, ctx) {
    return [
      rowsOf(p2pSharingTips, [
        {
          id: r.id,
          title: r.title,
          bodyHtml: richText(r.body, ctx),
          sortOrder: r.order,
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});
