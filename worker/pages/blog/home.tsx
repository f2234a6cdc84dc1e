import { pageCount } from '#client/domain/blog.ts';
import { BlogHomePage } from '#client/pages/blog/BlogHomePage.tsx';
import { contentDb } from '#worker/db/client.ts';
import { blogHome } from '#worker/db/queries/blog.ts';
import type { PageHandler } from '#worker/pages/page.ts';
import { blogDraftAccess } from './access.ts';
import { pageBeyondEnd, renderBlogPage, requestedPage } from './blog-page.tsx';

/** /yours */
export const blogHomePage: PageHandler = async (c) => {
  const page = requestedPage(c);
  if (typeof page !== 'number') return page;
  const access = await blogDraftAccess(c);
  const data = await blogHome(contentDb(c.env.DB), { page, includeDrafts: access.includeDrafts });
  const beyond = data.total > 0 ? pageBeyondEnd(c, page, data.total) : null;
  if (beyond) return beyond;
  return renderBlogPage(c, {
    route: 'yours',
    draftsOn: access.draftsOn,
    navCategories: data.navCategories,
    head: {
      title: page > 1 ? `Yours, the blog — page ${page}` : 'Yours, the blog',
      description: 'Stories, how-tos and ideas for digitizing, preserving and sharing your family memories.',
      image: page === 1 ? data.featured?.imageUrl : null,
    },
    body: <BlogHomePage featured={data.featured} posts={data.posts} page={page} pages={pageCount(data.total)} />,
  });
};
