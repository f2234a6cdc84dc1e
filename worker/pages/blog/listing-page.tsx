import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { pageCount } from '#client/domain/blog.ts';
import { BlogListPage } from '#client/pages/blog/BlogListPage.tsx';
import type { RouteName } from '#client/routes/table.ts';
import { type ContentDb, contentDb } from '#worker/db/client.ts';
import { type ListFilter, type NavCategory, postList } from '#worker/db/queries/blog.ts';
import type { AppEnv } from '#worker/env.ts';
import type { PageHandler } from '#worker/pages/page.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import type { PageHeadInput } from '#worker/ssr/render-page.tsx';
import { blogDraftAccess } from './access.ts';
import { pageBeyondEnd, renderBlogPage, requestedPage } from './blog-page.tsx';

interface Owner {
  id: number;
  name: string;
}

/**
 * /yours/author/{slug?} and /yours/category/{slug?}: without a slug, the directory of every
 * author or category; with one, the paged posts it owns (404 for an unknown slug).
 */
export interface ListingPage<O extends Owner> {
  route: RouteName;
  directory(db: ContentDb, includeDrafts: boolean): Promise<{ head: PageHeadInput; body: ReactNode; navCategories: NavCategory[] }>;
  lookup(db: ContentDb, slug: string, includeDrafts: boolean): Promise<O | undefined>;
  notFound: string;
  filter(owner: O): Pick<ListFilter, 'authorId' | 'categoryId'>;
  /** Which tab of the category strip is current. */
  currentCategory?: (slug: string) => string;
  head(owner: O): PageHeadInput;
  heading(owner: O): string;
  intro(owner: O): ReactNode;
  empty(owner: O): string;
  href(slug: string, page: number): string;
}

export function listingPage<O extends Owner>(spec: ListingPage<O>): PageHandler {
  return async (c: Context<AppEnv>) => {
    const slug = c.req.param('slug');
    const access = await blogDraftAccess(c);
    const db = contentDb(c.env.DB);
    if (!slug) {
      const { head, body, navCategories } = await spec.directory(db, access.includeDrafts);
      return renderBlogPage(c, { route: spec.route, draftsOn: access.draftsOn, navCategories, head, body });
    }
    const page = requestedPage(c);
    if (typeof page !== 'number') return page;
    const owner = await spec.lookup(db, slug, access.includeDrafts);
    if (!owner) return renderErrorPage(c, 404, spec.notFound);
    const { posts, total, navCategories } = await postList(db, { page, includeDrafts: access.includeDrafts, ...spec.filter(owner) });
    const beyond = total > 0 ? pageBeyondEnd(c, page, total) : null;
    if (beyond) return beyond;
    return renderBlogPage(c, {
      route: spec.route,
      draftsOn: access.draftsOn,
      navCategories,
      currentCategory: spec.currentCategory?.(slug) ?? null,
      head: spec.head(owner),
      body: (
        <BlogListPage
          heading={spec.heading(owner)}
          intro={spec.intro(owner)}
          posts={posts}
          page={page}
          pages={pageCount(total)}
          href={(p) => spec.href(slug, p)}
          empty={spec.empty(owner)}
        />
      ),
    });
  };
}
