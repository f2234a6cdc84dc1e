import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { BlogSubnav } from '#client/components/blog/BlogSubnav.tsx';
import { pageCount, parsePage } from '#client/domain/blog.ts';
import type { RouteName } from '#client/routes/table.ts';
import { routes } from '#client/routes/table.ts';
import type { NavCategory } from '#worker/db/queries/blog.ts';
import type { AppEnv } from '#worker/env.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import { type PageHeadInput, renderPage } from '#worker/ssr/render-page.tsx';

export interface BlogRender {
  route: RouteName;
  head: PageHeadInput;
  body: ReactNode;
  navCategories: NavCategory[];
  draftsOn: boolean;
  currentCategory?: string | null;
  currentTerm?: string;
}

/** Every blog page: the blog layout with its category tabs, search box and drafts switch. */
export function renderBlogPage(c: Context<AppEnv>, page: BlogRender) {
  return renderPage(c, {
    layout: routes[page.route].layout,
    head: { ...page.head, canonicalQuery: ['page', 'term', ...(page.head.canonicalQuery ?? [])] },
    body: page.body,
    subnav: (chrome) => (
      <BlogSubnav
        categories={page.navCategories}
        currentCategory={page.currentCategory ?? null}
        currentTerm={page.currentTerm ?? ''}
        draftsOn={page.draftsOn}
        session={chrome.session}
        returnTo={chrome.returnTo}
      />
    ),
  });
}

/** The ?page= of a list, or a 404 answer for a page that is not a whole number from 1. */
export function requestedPage(c: Context<AppEnv>): number | Promise<Response> {
  const page = parsePage(c.req.query('page'));
  return page ?? renderErrorPage(c, 404, `There is no page "${c.req.query('page')}" of this list.`);
}

/** A page past the end of a non-empty list is a 404, not an empty page. */
export function pageBeyondEnd(c: Context<AppEnv>, page: number, total: number): Promise<Response> | null {
  return page > pageCount(total) ? renderErrorPage(c, 404, `This list has ${pageCount(total)} page${pageCount(total) === 1 ? '' : 's'}.`) : null;
}
