import { blogLinks } from '#core/domain/post-links.ts';
import { blogQueries, blogSitemap } from '#worker/db/queries/blog.ts';
import { postSectionPages } from '#worker/pages/posts/pages.ts';
import type { PostSection } from '#worker/pages/posts/section.ts';

/** The blog, Yours (SPEC §2.7): a post section whose drafts only admins see. */
export const blogSection: PostSection = {
  routes: {
    home: 'yours',
    post: 'yours-slug',
    author: 'yours-author-slug',
    category: 'yours-category-slug',
    search: 'yours-search',
  },
  links: blogLinks,
  queries: blogQueries,
  sitemap: blogSitemap,
  drafts: 'blog',
  texts: {
    name: 'Yours, the blog',
    heading: 'Stories, tips and ideas for your family memories',
    description: 'Stories, how-tos and ideas for digitizing, preserving and sharing your family memories.',
    search: 'Search the blog',
    categories: 'Blog categories',
    where: 'on the Yours blog',
  },
};

export const blogPages = postSectionPages(blogSection);
