// Runs one page unit for a request: access, then (for a form post) the action, then the loader,
// then the render with the headers the page declared. A loader's thrown 404, 403 or redirect
// becomes the error page or the redirect, with the same cache policy.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SlowStoreNotice } from '#client/components/SlowStoreNotice.tsx';
import { MESSAGES } from '#client/domain/messages.ts';
import { routes } from '#client/routes/table.ts';
import { isD1Unavailable } from '#worker/db/resilient-d1.ts';
import { clientAcceptEncoding, forgetPage, matchPage, pageCacheKey, storePage } from '#worker/edge-cache/page-cache.ts';
import { matchShell, shellFromPage } from '#worker/edge-cache/page-shell.ts';
import { PageTags } from '#worker/edge-cache/page-tags.ts';
import { isPlain } from '#worker/edge-cache/plain-data.ts';
import { isRevalidation, revalidateOnce } from '#worker/edge-cache/revalidate.ts';
import { sharing } from '#worker/edge-cache/shareable.ts';
import type { AppEnv } from '#worker/env.ts';
import { clearCartFlash, hasCartFlash } from '#worker/http/cart-flash.ts';
import { onwardOf } from '#worker/pages/unit/outcomes.ts';
import { cacheControl, SHARED_BROWSER_CACHE_CONTROL } from '#worker/ssr/cache-control.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import { personalPage } from '#worker/ssr/personal-page.tsx';
import { isWholePage, renderPage } from '#worker/ssr/render-page.tsx';
import { checkAccess } from './access.ts';
import type { Page } from './define-page.ts';
import { loadContext } from './load-context.ts';
import { patientHref } from './store-wait.ts';

/** When a page whose store did not answer may be asked for again: the store's calls time out at 14 s (SPEC §7). */
const UNAVAILABLE_RETRY_AFTER_S = 30;

/** When a page D1 could not read may be asked for again (decision 078). */
const D1_RETRY_AFTER_S = 10;

/** A kept page served past its freshness says so (decision 076): `stale`, or `stale; d1-unavailable`. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

export async function servePage<D>(c: Context<AppEnv>, page: Page<D>): Promise<Response> {
  const access = page.access ?? 'public';
  const ctx = loadContext(c, page.drafts);
  // Anything behind a sign-in, or read for this visitor, is somebody's own page; so is one that
  // says what this visitor just added to their cart.
  const flash = hasCartFlash(c);
  const cache = access === 'public' && !page.personal?.(ctx) && !flash ? (page.cache ?? 'content') : 'private';
  const shared = sharing(c, cache, page.drafts);
  // No D1 here: a kept page is found, and told fresh or stale, by the cache alone (decision 076).
  const key = shared.page || shared.shell ? pageCacheKey(c.req.url) : null;
  const timing = c.get('timing');
  const again = isRevalidation(c.req.raw);
  if (key && shared.page && !again) {
    const hit = await matchPage(key, clientAcceptEncoding(c.req.raw));
    timing.cache = hit ? (hit.fresh ? 'hit' : 'stale') : 'miss';
    if (hit) {
      if (!hit.fresh) renderAgain(c, key);
      return fromCache(c, hit.response, hit.fresh);
    }
  } else if (key && shared.shell) {
    // A signed-in visitor: the page everyone gets, with their own parts in its holes (docs/decisions/056).
    const shell = await matchShell(key);
    timing.cache = shell ? (shell.fresh ? 'shell' : 'stale') : 'miss';
    if (shell) {
      if (!shell.fresh) renderAgain(c, key);
      const response = await personalPage(c, shell);
      if (!shell.fresh) response.headers.set(PAGE_CACHE_HEADER, 'stale');
      return response;
    }
  } else timing.cache = again ? 'miss' : 'bypass';
  // What the render reads, for the tags it is kept under; its start, for the purges it may miss.
  const tags = key ? new PageTags() : null;
  if (tags) c.set('pageTags', tags);
  const renderedAt = Date.now();
  const keep = (status: number, headers: Headers, html: string) => storePage(key!, { status, headers, html, tags: tags!.list(), renderedAt });

  try {
    await checkAccess(ctx, access);
    let status = 200;
    let rerender: Partial<D> = {};
    if (c.req.method === 'POST' && page.action) {
      const outcome = await page.action(c, ctx);
      if (outcome instanceof Response) return withCacheControl(outcome, 'private, no-store');
      ({ status, rerender } = outcome);
    }
    // Said once: this render shows it, the next one does not.
    if (flash) clearCartFlash(c, ctx.url.pathname);
    const fresh = await page.load(ctx);
    const data = { ...fresh, ...rerender } as D;
    const down = status === 200 && page.unavailable?.(data) === true;
    if (down) {
      status = 503;
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    }
    const head = page.head(data, ctx);
    const render = (anonymous: boolean) =>
      renderPage(c, {
        status,
        layout: routes[page.route].layout,
        head: { ...head, noindex: head.noindex || access !== 'public' },
        // A page without what it sells is nobody's to keep.
        cache: down ? 'private' : cache,
        body: (chrome) => (
          <>
            {ctx.store.late ? <SlowStoreNotice href={patientHref(ctx.url)} /> : null}
            {page.body({ data, chrome })}
          </>
        ),
        subnav: page.subnav ? (chrome) => page.subnav?.({ data, chrome }) : undefined,
        shared: shared.page || anonymous,
        anonymous,
      });
    if (key && shared.shell && isPlain(fresh)) {
      // No shell kept yet: the page as every visitor gets it, kept, then filled for this one.
      const everyone = await render(true);
      if (everyone.status === 200 && isWholePage(everyone)) {
        const html = await everyone.text();
        c.executionCtx.waitUntil(keep(everyone.status, everyone.headers, html));
        return personalPage(c, shellFromPage(key, { html, status: everyone.status, headers: everyone.headers, renderedAt, fresh: true }));
      }
      // It waits on the store after all: this visitor's page is rendered for them alone.
      await everyone.body?.cancel();
    }
    const response = await render(false);
    if (key && shared.page && response.status === 200 && isWholePage(response)) {
      // Rendered again for a stale copy: stored before the lease ends (revalidate.ts).
      if (again) {
        await keep(response.status, response.headers, await response.text());
        return new Response(null, { status: 204 });
      }
      const copy = response.clone();
      c.executionCtx.waitUntil(copy.text().then((html) => keep(copy.status, copy.headers, html)));
    }
    return response;
  } catch (error) {
    if (isD1Unavailable(error)) return d1Unavailable(c, error);
    if (!(error instanceof HTTPException)) throw error;
    // A stale page rendered again as not found (its record deleted) is kept no more.
    if (again && key && error.status === 404) await forgetPage(key);
    if (error.res) return withCacheControl(error.getResponse(), cacheControl(cache, ctx.signedIn));
    return renderErrorPage(c, error.status, error.message || undefined, onwardOf(error));
  }
}

function withCacheControl(response: Response, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set('Cache-Control', value);
  return copy;
}

/** Renders a stale kept page again after this response, unless another request already does. */
function renderAgain(c: Context<AppEnv>, key: Request) {
  const rerender = c.get('rerender');
  if (rerender) c.executionCtx.waitUntil(revalidateOnce(key, () => rerender(c.req.url)));
}

/** A page D1 cannot read now, never kept before: SPEC §8's error page, 503, asked for again soon (decision 078). */
async function d1Unavailable(c: Context<AppEnv>, error: unknown): Promise<Response> {
  c.get('reporter').warning('D1 did not answer a page that was not kept.', { error: String(error) });
  const response = await renderErrorPage(c, 503, MESSAGES.contentUnavailable);
  response.headers.set('Retry-After', String(D1_RETRY_AFTER_S));
  return response;
}

/** A cached page as served: no nonce in its CSP (it has no inline script), and asked for again each time. */
function fromCache(c: Context<AppEnv>, hit: Response, fresh: boolean): Response {
  c.set('nonce', null);
  // Headers set on the response itself: a copy would lose its gzipped body's encodeBody.
  hit.headers.set('Cache-Control', SHARED_BROWSER_CACHE_CONTROL);
  if (!fresh) hit.headers.set(PAGE_CACHE_HEADER, 'stale');
  return hit;
}
