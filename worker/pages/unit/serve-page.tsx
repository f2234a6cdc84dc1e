// Runs one page unit for a request: access, then (for a form post) the action, then the loader,
// then the render with the headers the page declared. A loader's thrown 404, 403 or redirect
// becomes the error page or the redirect, with the same cache policy.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SlowStoreNotice } from '#client/components/SlowStoreNotice.tsx';
import { holdsBuild } from '#core/build-manifest.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { routes } from '#core/routes/table.ts';
import { buildAssets } from '#worker/config/build-assets.ts';
import { isD1Unavailable } from '#worker/db/resilient-d1.ts';
import type { CachePolicy } from '#worker/edge-cache/cache-policy.ts';
import {
  type BuildFilter,
  clientAcceptEncoding,
  forgetPage,
  matchPage,
  pageCacheKey,
  storePage,
} from '#worker/edge-cache/page-cache.ts';
import { matchShell, shellFromPage } from '#worker/edge-cache/page-shell.ts';
import { PageTags } from '#worker/edge-cache/page-tags.ts';
import { isPlain } from '#worker/edge-cache/plain-data.ts';
import { isRevalidation, revalidateOnce } from '#worker/edge-cache/revalidate.ts';
import { type Sharing, sharing } from '#worker/edge-cache/shareable.ts';
import type { AppEnv } from '#worker/env.ts';
import { clearCartFlash, hasCartFlash } from '#worker/http/cart-flash.ts';
import { keepD1Bookmark } from '#worker/http/d1-bookmark.ts';
import { signedInWithoutScript } from '#worker/http/no-script.ts';
import { pageUrlFor, pageUrlOf } from '#worker/http/page-url.ts';
import { cacheControl, SHARED_BROWSER_CACHE_CONTROL } from '#worker/ssr/cache-control.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import { personalPage } from '#worker/ssr/personal-page.tsx';
import { isWholePage, renderPage } from '#worker/ssr/render-page.tsx';
import { type Access, checkAccess } from './access.ts';
import type { Page } from './define-page.ts';
import { type LoadContext, loadContext } from './load-context.ts';
import { onwardOf } from './outcomes.ts';
import { patientHref, WAIT_PARAM } from './store-wait.ts';

/** When a page whose store did not answer may be asked for again: the store's calls time out at 14 s (SPEC §7). */
const UNAVAILABLE_RETRY_AFTER_S = 30;

/** When a page D1 could not read may be asked for again (decision 078). */
const D1_RETRY_AFTER_S = 10;

/** A cached page served past its freshness says so (decision 076): `stale`, or `stale; d1-unavailable`. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

export async function servePage<D>(c: Context<AppEnv>, page: Page<D>): Promise<Response> {
  const access = page.access ?? 'public';
  // A page that may be shared is rendered for, and cached under, only what its address says to it.
  if (access === 'public' && page.cache !== 'private') {
    c.set('pageUrl', pageUrlFor(c.req.url, page.query ?? [], [WAIT_PARAM]));
  }
  const ctx = loadContext(c, page.drafts);
  // Anything behind a sign-in, or read for this visitor, is somebody's own page; so is one that
  // says what this visitor just added to their cart.
  const flash = hasCartFlash(c);
  const cache = access === 'public' && !page.personal?.(ctx) && !flash ? (page.cache ?? 'content') : 'private';
  const shared = await sharing(c, cache, page.drafts, ctx.session);
  // No D1 here: a cached page is found, and told fresh or stale, by the cache alone (decision 076).
  const key = shared.page || shared.shell ? pageCacheKey(pageUrlOf(c)) : null;
  const again = isRevalidation(c.req.raw);
  const builds = key ? await heldBuilds(c) : ANY_BUILD;
  const cached = await servedFromCache(c, key, shared, again, builds);
  if (cached) return cached;
  const plan: RenderPlan = { access, cache, shared, key, again, flash };
  try {
    return await renderFresh(c, page, ctx, plan);
  } catch (error) {
    if (isD1Unavailable(error)) {
      // A copy of another build's render is still the page: better than the error page (decision 096).
      const other =
        key && !again ? await servedFromCache(c, key, shared, false, { ...builds, lastResort: true }) : null;
      return other ?? d1Unavailable(c, error);
    }
    if (!(error instanceof HTTPException)) throw error;
    // A stale page rendered again as not found (its record deleted) is dropped from the cache.
    if (again && key && error.status === 404) await forgetPage(key);
    if (error.res) return withCacheControl(error.getResponse(), cacheControl(cache, ctx.signedIn));
    return renderErrorPage(c, error.status, error.message || undefined, onwardOf(error));
  }
}

/** What servePage decided before rendering: who may see and share the page, and where it is cached. */
interface RenderPlan {
  access: Access;
  cache: CachePolicy;
  shared: Sharing;
  /** The page's cache key, when it may be cached (whole, or as the shell of a signed-in visitor's page). */
  key: Request | null;
  /** Whether this request renders a stale cached page again for the cache (revalidate.ts). */
  again: boolean;
  /** Whether the request carries the add-to-cart confirmation this render shows. */
  flash: boolean;
}

/**
 * The cached copies this version may serve: those rendered with a client build whose assets it
 * holds, its own or one its deploy carried (decision 096). If its manifest cannot be read, any:
 * it could not render the page either.
 */
async function heldBuilds(c: Context<AppEnv>): Promise<BuildFilter> {
  try {
    const manifest = await buildAssets(c.env.ASSETS);
    return { holds: (build) => holdsBuild(manifest, build) };
  } catch (error) {
    c.get('reporter').error(error, { while: 'reading the build manifest' });
    return ANY_BUILD;
  }
}

const ANY_BUILD: BuildFilter = { holds: () => true };

/**
 * The cached page as this visitor gets it, or null to render: the page everyone gets, or for a
 * signed-in visitor that page with their own widgets in its slots (docs/decisions/056). A stale one
 * is served while one request renders it again. Says which in the request's timing.
 */
async function servedFromCache(
  c: Context<AppEnv>,
  key: Request | null,
  shared: Sharing,
  again: boolean,
  builds: BuildFilter,
): Promise<Response | null> {
  const timing = c.get('timing');
  if (key && shared.page && !again) {
    const hit = await matchPage(key, clientAcceptEncoding(c.req.raw), builds);
    timing.cache = hit ? (hit.fresh ? 'hit' : 'stale') : 'miss';
    if (!hit) return null;
    if (!hit.fresh) renderAgain(c, key);
    return fromCache(c, hit.response, hit.fresh);
  }
  if (key && shared.shell) {
    const shell = await matchShell(key, builds);
    timing.cache = shell ? (shell.fresh ? 'shell' : 'stale') : 'miss';
    if (!shell) return null;
    if (!shell.fresh) renderAgain(c, key);
    const response = await personalPage(c, shell);
    if (!shell.fresh) response.headers.set(PAGE_CACHE_HEADER, 'stale');
    return response;
  }
  timing.cache = again ? 'miss' : 'bypass';
  return null;
}

/**
 * The page's data: access checked, a form's action run (its redirect returned as it is), the
 * loader's rows, and the status: 503 when the page has nothing to sell because the store is down.
 */
async function pageData<D>(c: Context<AppEnv>, page: Page<D>, ctx: LoadContext, plan: RenderPlan) {
  await checkAccess(ctx, plan.access);
  let status = 200;
  let rerender: Partial<D> = {};
  if (c.req.method === 'POST' && page.action) {
    const outcome = await page.action(c, ctx);
    if (outcome instanceof Response) return withCacheControl(outcome, 'private, no-store');
    ({ status, rerender } = outcome);
  }
  // The "added to cart" confirmation shows in this render only: its cookie is removed, so a reload has none.
  if (plan.flash) clearCartFlash(c, ctx.url.pathname);
  const fresh = await page.load(ctx);
  // An editor's own drafts page, read from the primary: their next pages read at least this far.
  if (!plan.shared.data) keepD1Bookmark(c, ctx.primaryBookmark?.() ?? null);
  const data = { ...fresh, ...rerender } as D;
  const down = status === 200 && page.unavailable?.(data) === true;
  if (down) c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
  return { data, fresh, status: down ? 503 : status, down };
}

/** Renders the page, and keeps it when it may be shared and nothing in it waited on the store. */
async function renderFresh<D>(
  c: Context<AppEnv>,
  page: Page<D>,
  ctx: LoadContext,
  plan: RenderPlan,
): Promise<Response> {
  const { key, shared } = plan;
  // What the render reads, for the tags it is cached under; its start, for the purges it may miss.
  const tags = key ? new PageTags() : null;
  if (tags) c.set('pageTags', tags);
  const renderedAt = Date.now();
  const { build } = await buildAssets(c.env.ASSETS);
  const keep = (response: { status: number; headers: Headers }, html: string) =>
    storePage(key!, {
      status: response.status,
      headers: response.headers,
      html,
      tags: tags!.list(),
      renderedAt,
      build,
    });
  const loaded = await pageData(c, page, ctx, plan);
  if (loaded instanceof Response) return loaded;
  const { data, status, down } = loaded;
  const head = page.head(data, ctx);
  // A page sent with its slow store parts already in place (render-page.tsx) need not offer to wait for them.
  const slowNotice = (anonymous: boolean) => ctx.store.streamed && (anonymous || !signedInWithoutScript(c));
  const render = (anonymous: boolean) =>
    renderPage(c, {
      status,
      layout: routes[page.route].layout,
      head: { ...head, noindex: head.noindex || plan.access !== 'public' },
      // A page whose store did not answer, so that it has nothing to sell, is not cached.
      cache: down ? 'private' : plan.cache,
      body: (chrome) => (
        <>
          {slowNotice(anonymous) ? <SlowStoreNotice href={patientHref(ctx.url)} /> : null}
          {page.body({ data, chrome })}
        </>
      ),
      subnav: page.subnav ? (chrome) => page.subnav?.({ data, chrome }) : undefined,
      shared: shared.page || anonymous,
      anonymous,
    });
  if (key && shared.shell && isPlain(loaded.fresh)) {
    // No shell cached yet: the page as every visitor gets it, cached, then filled for this one.
    const everyone = await render(true);
    if (everyone.status === 200 && isWholePage(everyone)) {
      const html = await everyone.text();
      c.executionCtx.waitUntil(keep(everyone, html));
      const cached = { html, status: everyone.status, headers: everyone.headers, renderedAt, fresh: true };
      return personalPage(c, shellFromPage(key, cached));
    }
    // It waits on the store after all: this visitor's page is rendered for them alone.
    await everyone.body?.cancel();
  }
  const response = await render(false);
  if (key && shared.page && response.status === 200 && isWholePage(response)) {
    // Rendered again for a stale copy: stored before the lease ends (revalidate.ts).
    if (plan.again) {
      await keep(response, await response.text());
      return new Response(null, { status: 204 });
    }
    const copy = response.clone();
    c.executionCtx.waitUntil(copy.text().then((html) => keep(copy, html)));
  }
  return response;
}

function withCacheControl(response: Response, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set('Cache-Control', value);
  return copy;
}

/** Renders a stale cached page again after this response, unless another request already does. */
function renderAgain(c: Context<AppEnv>, key: Request) {
  const rerender = c.get('rerender');
  if (rerender) c.executionCtx.waitUntil(revalidateOnce(key, () => rerender(pageUrlOf(c))));
}

/** A page D1 cannot read now, never cached before: SPEC §8's error page, 503, asked for again soon (decision 078). */
async function d1Unavailable(c: Context<AppEnv>, error: unknown): Promise<Response> {
  c.get('reporter').warning('D1 did not answer a page that was not cached.', { error: String(error) });
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
