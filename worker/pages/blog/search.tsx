import { ftsQuery, normalizeSearchTerm, pageCount } from '#client/domain/blog.ts';
import { BlogListPage } from '#client/pages/blog/BlogListPage.tsx';
import { pathTo } from '#client/routes/paths.ts';
import { contentDb } from '#worker/db/client.ts';
import { navCategoriesQuery, searchPosts } from '#worker/db/queries/blog.ts';
import type { PageHandler } from '#worker/pages/page.ts';
import { blogDraftAccess } from './access.ts';
import { pageBeyondEnd, renderBlogPage, requestedPage } from './blog-page.tsx';

/** /yours/search?term= (SPEC §5): trimmed; an empty term goes to the blog home. */
export const blogSearchPage: PageHandler = async (c) => {
  const term = normalizeSearchTerm(c.req.query('term'));
  if (!term) return c.redirect(pathTo('yours'), 302);
  const page = requestedPage(c);
  if (typeof page !== 'number') return page;
  const access = await blogDraftAccess(c);
  const db = contentDb(c.env.DB);
  const match = ftsQuery(term);
  const { posts, total, navCategories } = match
    ? await searchPosts(db, match, { page, includeDrafts: access.includeDrafts })
    : { posts: [], total: 0, navCategories: await navCategoriesQuery(db) };
  const beyond = total > 0 ? pageBeyondEnd(c, page, total) : null;
  if (beyond) return beyond;
  return renderBlogPage(c, {
    route: 'yours-search',
    draftsOn: access.draftsOn,
    navCategories,
    currentTerm: term,
    head: { title: `Search results for “${term}”`, description: `Blog posts about ${term}.`, noindex: true },
    body: (
      <BlogListPage
        heading={`Search results for “${term}”`}
        intro={<p data-testid="result-count">{total === 1 ? '1 post found' : `${total} posts found`}</p>}
        posts={posts}
        page={page}
        pages={pageCount(total)}
        href={(p) => pathTo('yours-search', {}, { term, page: p > 1 ? p : undefined })}
        empty="No posts match your search. Try other words, or browse the categories above."
      />
    ),
  });
};
