// The blog (/yours): posts, authors, categories and the featured post.
import { blogAuthors, blogCategories, blogFeatured, blogPosts } from '../../worker/db/schema.ts';
import * as records from '../cms/records.ts';
import { htmlToText, sanitizeHtml } from '../map/html.ts';
import { mediaFields } from '../map/urls.ts';
import { isoUtc, isoUtcOrNull, textOr } from '../map/values.ts';
import { defineCollection, rowsOf } from './define.ts';

export const blogPostsCollection = defineCollection({
  name: 'blog-posts',
  source: { kind: 'list', path: '/blog-posts' },
  models: ['blog-post', 'blog-posts'],
  schema: records.BlogPost,
  tables: [{ table: blogPosts, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r, ctx) {
    const image = mediaFields(r.post_image, ctx.cmsUrl);
    const contentHtml = sanitizeHtml(r.content, { cmsUrl: ctx.cmsUrl });
    return [rowsOf(blogPosts, [{
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: textOr(r.description),
      contentHtml,
      bodyText: htmlToText(contentHtml),
      imageUrl: image.url,
      imageAlt: image.alt,
      tagSlug: r.tag?.slug ?? null,
      tagName: r.tag?.name ?? null,
      authorId: r.author?.id ?? null,
      categoryId: r.category?.id ?? null,
      publishedAt: isoUtcOrNull(r.published_at),
      updatedAt: isoUtc(r.updated_at),
      isDraft: r.published_at === null,
    }])];
  },
});

export const blogAuthorsCollection = defineCollection({
  name: 'blog-authors',
  source: { kind: 'list', path: '/blog-authors' },
  models: ['blog-author', 'blog-authors'],
  schema: records.BlogAuthor,
  tables: [{ table: blogAuthors, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r, ctx) {
    return [rowsOf(blogAuthors, [{
      id: r.id,
      slug: r.slug,
      name: r.name,
      bio: r.bio,
      avatarUrl: mediaFields(r.avatar, ctx.cmsUrl).url,
    }])];
  },
});

export const blogCategoriesCollection = defineCollection({
  name: 'blog-categories',
  source: { kind: 'list', path: '/blog-categories' },
  models: ['blog-category', 'blog-categories'],
  schema: records.BlogCategory,
  tables: [{ table: blogCategories, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r) {
    return [rowsOf(blogCategories, [{
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: textOr(r.description),
      showInNav: r.show_in_nav,
      sortOrder: r.order,
    }])];
  },
});

/** Single type: stored as the one row id 1 pointing at the post; no row when none is featured. */
export const blogPostFeaturedCollection = defineCollection({
  name: 'blog-post-featured',
  source: { kind: 'single', path: '/blog-post-featured' },
  models: ['blog-post-featured', 'blog-posts-featured'],
  schema: records.BlogPostFeatured,
  tables: [{ table: blogFeatured, groupBy: 'id', countsTowardRecord: true }],
  map(r) {
    return [rowsOf(blogFeatured, r.blog_post ? [{ id: 1, postId: r.blog_post.id }] : [])];
  },
});
