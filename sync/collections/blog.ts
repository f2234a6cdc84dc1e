// The blog (/yours): posts, authors, categories and the featured post.

import { isDraft } from '#sync/cms/read.ts';
import * as records from '#sync/cms/records.ts';
import { htmlToText } from '#sync/map/html.ts';
import { imageColumns } from '#sync/map/media.ts';
import { richText } from '#sync/map/rich-text.ts';
import { blogAuthors, blogCategories, blogFeatured, blogPosts } from '#worker/db/schema.ts';
import { articleDate } from './article-date.ts';
import { authorsCollection } from './authors.ts';
import { defineCollection, media, rowsOf } from './define.ts';

export const blogPostsCollection = defineCollection({
  name: 'blog-posts',
  source: { kind: 'list', path: '/blog-posts' },
  model: 'blog-post',
  // A tag's slug and name are copied into its posts.
  copies: [
    { model: 'blog-tag', cmsFilter: 'tag.id', local: { table: blogPosts, column: 'tagId', record: 'id' } },
    media(blogPosts),
  ],
  schema: records.BlogPost,
  tables: [{ table: blogPosts, groupBy: 'id', countsTowardRecord: true, unique: 'slug' }],
  map(r, ctx) {
    const contentHtml = richText(r.content, ctx);
    // A draft tag is not shown; it may also arrive as {} and then is none already.
    const tag = r.tag && !r.tag.isDraft ? r.tag : null;
    return [
      rowsOf(blogPosts, [
        {
          id: r.id,
          slug: r.slug,
          title: r.title,
          description: r.description,
          contentHtml,
          bodyText: htmlToText(contentHtml),
          ...imageColumns(r.post_image, ctx.cmsUrl),
          tagId: tag?.id ?? null,
          tagSlug: tag?.slug ?? null,
          tagName: tag ? tag.name.trim() || tag.slug : null,
          authorId: r.author?.id ?? null,
          categoryId: r.category?.id ?? null,
          publishedAt: articleDate(r),
          updatedAt: r.updated_at,
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});

export const blogAuthorsCollection = authorsCollection({
  name: 'blog-authors',
  path: '/blog-authors',
  model: 'blog-author',
  table: blogAuthors,
});

export const blogCategoriesCollection = defineCollection({
  name: 'blog-categories',
  source: { kind: 'list', path: '/blog-categories' },
  model: 'blog-category',
  schema: records.BlogCategory,
  tables: [{ table: blogCategories, groupBy: 'id', countsTowardRecord: true, unique: 'slug' }],
  map(r) {
    return [
      rowsOf(blogCategories, [
        {
          id: r.id,
          slug: r.slug,
          name: r.name.trim() || r.slug,
          description: r.description,
          showInNav: r.show_in_nav,
          sortOrder: r.order,
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});

/** Single type: stored as the one row id 1 pointing at the post; no row when none is featured. */
export const blogPostFeaturedCollection = defineCollection({
  name: 'blog-post-featured',
  source: { kind: 'single', path: '/blog-post-featured' },
  model: 'blog-post-featured',
  schema: records.BlogPostFeatured,
  tables: [{ table: blogFeatured, groupBy: 'id', countsTowardRecord: true }],
  map(r) {
    return [rowsOf(blogFeatured, r.blog_post ? [{ id: 1, postId: r.blog_post.id }] : [])];
  },
});
