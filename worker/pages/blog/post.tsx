import { BlogPostPage } from '#client/pages/blog/BlogPostPage.tsx';
import { contentDb } from '#worker/db/client.ts';
import { postPage } from '#worker/db/queries/blog.ts';
import type { PageHandler } from '#worker/pages/page.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import { blogDraftAccess } from './access.ts';
import { renderBlogPage } from './blog-page.tsx';

/** /yours/{slug}; a draft is a 404 to anyone who may not see drafts. */
export const blogPostPage: PageHandler = async (c) => {
  const slug = c.req.param('slug') ?? '';
  const access = await blogDraftAccess(c);
  const { post, related, navCategories } = await postPage(contentDb(c.env.DB), slug, access.includeDrafts);
  if (!post) return renderErrorPage(c, 404, 'This post could not be found');
  return renderBlogPage(c, {
    route: 'yours-slug',
    draftsOn: access.draftsOn,
    navCategories,
    currentCategory: post.categorySlug,
    head: { title: post.title, description: post.description || post.title, image: post.imageUrl, type: 'article', noindex: post.isDraft },
    body: <BlogPostPage post={post} related={related} />,
  });
};
