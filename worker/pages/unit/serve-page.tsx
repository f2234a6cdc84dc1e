// Runs one page unit for a request: access, then (for a form post) the action, then the loader,
// then the render with the headers the page declared. A loader's thrown 404, 403 or redirect
// becomes the error page or the redirect, with the same cache policy.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SlowStoreNotice } from '#client/components/SlowStoreNotice.tsx';
import { routes } from '#client/routes/table.ts';
import { contentVersion } from '#worker/edge-cache/content-version.ts';
import { isPlain, recallLoad, rememberLoad } from '#worker/edge-cache/loader-memo.ts';
import { clientAcceptEncoding, matchPage, pageCacheKey, storePage } from '#worker/edge-cache/page-cache.ts';
import { matchShell, shellFromPage } from '#worker/edge-cache/page-shell.ts';
import { sharing } from '#worker/edge-cache/shareable.ts';
import type { AppEnv } from '#worker/env.ts';
import { clearCartFlash, hasCartFlash } from '#worker/http/cart-flash.ts';
import { tallyD1 } from '#worker/http/server-timing.ts';
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

export async function servePage<D>(c: Context<AppEnv>, page: Page<D>): Promise<Response> {
  const access = page.access ?? 'public';
  const ctx = loadContext(c, page.drafts);
  // Anything behind a sign-in, or read for this visitor, is somebody's own page; so is one that
  // says what this visitor just added to their cart.
  const flash = hasCartFlash(c);
  const cache = access === 'public' && !page.personal?.(ctx) && !flash ? (page.cache ?? 'content') : 'private';
  const shared = sharing(c, cache, page.drafts);
  const version = shared.data ? await currentVersion(c) : null;
  const key = (shared.page || shared.shell) && version !== null ? pageCacheKey(c.req.url, version) : null;
  const timing = c.get('timing');
  if (key && shared.page) {
    const hit = await matchPage(key, clientAcceptEncoding(c.req.raw));
    timing.cache = hit ? 'hit' : 'miss';
    if (hit) return fromCache(c, hit);
  } else if (key && shared.shell) {
    // A signed-in visitor: the page everyone gets, with their own parts in its holes (docs/decisions/056).
    const shell = await matchShell(key);
    timing.cache = shell ? 'shell' : 'miss';
    if (shell) return personalPage(c, shell);
  } else timing.cache = 'bypass';

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
    const memoKey = version !== null ? `${version} ${c.req.url}` : null;
    const loaded = (memoKey ? recallLoad(memoKey) : undefined) as D | undefined;
    const fresh = loaded ?? (await page.load(ctx));
    if (memoKey && loaded === undefined) rememberLoad(memoKey, fresh);
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
        c.executionCtx.waitUntil(storePage(key, everyone.status, everyone.headers, html));
        return personalPage(c, shellFromPage(key, { html, status: everyone.status, headers: everyone.headers, storedAt: Date.now() }));
      }
      // It waits on the store after all: this visitor's page is rendered for them alone.
      await everyone.body?.cancel();
    }
    const response = await render(false);
    if (key && shared.page && response.status === 200 && isWholePage(response)) {
      const copy = response.clone();
      c.executionCtx.waitUntil(copy.text().then((html) => storePage(key, copy.status, copy.headers, html)));
    }
    return response;
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

/** The content version, or null (render, keep nothing) if D1 cannot say. */
async function currentVersion(c: Context<AppEnv>): Promise<number | null> {
  try {
    return await contentVersion(c.env.DB, c.get('config').CONTENT_VERSION_TTL_MS, Date.now(), tallyD1(c.get('timing')));
  } catch (error) {
    c.get('reporter').warning('The content version could not be read; the page is rendered uncached.', { error: String(error) });
    return null;
  }
}

/** A cached page as served: no nonce in its CSP (it has no inline script), and asked for again each time. */
function fromCache(c: Context<AppEnv>, hit: Response): Response {
  c.set('nonce', null);
  // Headers set on the response itself: a copy would lose its gzipped body's encodeBody.
  hit.headers.set('Cache-Control', SHARED_BROWSER_CACHE_CONTROL);
  return hit;
}
