// Runs one page unit for a request: access, then (for a form post) the action, then the loader,
// then the render with the headers the page declared. A loader's thrown 404, 403 or redirect
// becomes the error page or the redirect, with the same cache policy.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routes } from '#client/routes/table.ts';
import type { AppEnv } from '#worker/env.ts';
import { cacheControl } from '#worker/ssr/cache-control.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import { renderPage } from '#worker/ssr/render-page.tsx';
import { checkAccess } from './access.ts';
import type { Page } from './define-page.ts';
import { loadContext } from './load-context.ts';

export async function servePage<D>(c: Context<AppEnv>, page: Page<D>): Promise<Response> {
  const ctx = loadContext(c);
  const access = page.access ?? 'public';
  // Anything behind a sign-in is somebody's own page.
  const cache = access === 'public' ? (page.cache ?? 'content') : 'private';
  try {
    await checkAccess(ctx, access);
    let status = 200;
    let rerender: Partial<D> = {};
    if (c.req.method === 'POST' && page.action) {
      const outcome = await page.action(c, ctx);
      if (outcome instanceof Response) return withCacheControl(outcome, 'private, no-store');
      ({ status, rerender } = outcome);
    }
    const data = { ...(await page.load(ctx)), ...rerender } as D;
    const head = page.head(data, ctx);
    return await renderPage(c, {
      status,
      layout: routes[page.route].layout,
      head: { ...head, noindex: head.noindex || access !== 'public' },
      cache,
      body: (chrome) => page.body({ data, chrome }),
      subnav: page.subnav ? (chrome) => page.subnav?.({ data, chrome }) : undefined,
    });
  } catch (error) {
    if (!(error instanceof HTTPException)) throw error;
    if (error.res) return withCacheControl(error.getResponse(), cacheControl(cache, ctx.signedIn));
    return renderErrorPage(c, error.status, error.message || undefined);
  }
}

function withCacheControl(response: Response, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set('Cache-Control', value);
  return copy;
}
