import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { Banners } from '#client/components/banners/Banners.tsx';
import { Document } from '#client/document/Document.tsx';
import type { PageHead } from '#client/document/head.ts';
import type { ChromeData } from '#client/layouts/chrome.ts';
import { Layout } from '#client/layouts/Layout.tsx';
import type { LayoutName } from '#core/routes/table.ts';
import { buildAssets } from '#worker/config/build-assets.ts';
import type { CachePolicy } from '#worker/edge-cache/cache-policy.ts';
import type { AppEnv } from '#worker/env.ts';
import { signedInWithoutScript } from '#worker/http/no-script.ts';
import { pageUrlOf } from '#worker/http/page-url.ts';
import { loadBanners } from './banners.ts';
import { cacheControl } from './cache-control.ts';
import { loadChrome } from './chrome.ts';
import { renderHtmlStream } from './stream.ts';

export interface PageHeadInput {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Query params that belong in the canonical URL (e.g. page); all others are dropped. */
  canonicalQuery?: string[];
}

export interface PageRender {
  status?: number;
  layout: LayoutName;
  head: PageHeadInput;
  /** How the response may be cached (cache-control.ts). */
  cache: CachePolicy;
  body(chrome: ChromeData): ReactNode;
  /** Rendered under the header (a section's bar); gets the chrome's live data. */
  subnav?: (chrome: ChromeData) => ReactNode;
  /**
   * A page that may go to the shared cache: sent whole when its render completes with its shell
   * (no streamed parts, so no inline script and no nonce); isWholePage() then says it is the
   * same bytes for every visitor.
   */
  shared?: boolean;
  /** Rendered with the chrome every visitor shares, whoever asked: the shell of docs/decisions/056. */
  anonymous?: boolean;
}

export function canonicalUrl(requestUrl: string, keep: string[] = []): string {
  const url = new URL(requestUrl);
  // Not `new URL(pathname, origin)`: a path that starts with `//` would name another host.
  const canonical = new URL(url.origin);
  canonical.pathname = url.pathname;
  for (const key of keep) {
    const value = url.searchParams.get(key);
    // The first page of a list is the list itself.
    if (value && !(key === 'page' && value === '1')) canonical.searchParams.set(key, value);
  }
  return canonical.toString();
}

/**
 * The one SSR path of every page: document, layout and body streamed with the status decided
 * up front. Store-backed parts inside <Suspense> follow when their calls answer.
 */
export async function renderPage(c: Context<AppEnv>, page: PageRender): Promise<Response> {
  const config = c.get('config');
  const head: PageHead = {
    title: page.head.title,
    description: page.head.description,
    canonical: canonicalUrl(pageUrlOf(c), page.head.canonicalQuery),
    image: page.head.image ?? null,
    type: page.head.type ?? 'website',
    noindex: page.head.noindex ?? false,
  };
  // The build's stylesheet and entry (decision 096): its manifest, read once per isolate.
  const manifest = buildAssets(c.env.ASSETS);
  const chrome = loadChrome(c, { anonymous: page.anonymous });
  const banners = loadBanners(c, chrome);
  const assets = await manifest;
  // A signed-in visitor without script: their widgets (and any slow store part) would never move
  // into place, so the page is sent when every part is in it (docs/decisions/089).
  const scriptless = !page.anonymous && signedInWithoutScript(c);
  const onError = (error: unknown) => c.get('reporter').error(error, { url: c.req.url });
  const started = performance.now();
  const stream = await renderHtmlStream(
    <Document head={head} siteName={config.COMPANY_NAME} assets={assets}>
      <Layout
        name={page.layout}
        chrome={chrome}
        subnav={page.subnav?.(chrome)}
        banners={<Banners chrome={chrome} data={banners} />}
      >
        {page.body(chrome)}
      </Layout>
    </Document>,
    { nonce: c.get('nonce') ?? undefined, onError, inPlace: scriptless },
  );
  if (scriptless) await stream.allReady;
  // A page that is whole as soon as its shell is (nothing waits on the store) holds no inline
  // script and no nonce: it can be the same bytes for everyone. One with live parts streams.
  const settled =
    page.shared === true && (await Promise.race([stream.allReady.then(() => true), nextTask().then(() => false)]));
  const html = settled ? await new Response(stream).text() : null;
  // A boundary that suspended even for a microtask was sent as a fallback that an inline script
  // completes: that script needs this response's nonce, so such a page is not whole.
  const whole = html !== null && !html.includes('<template id="B:');
  const body: ReadableStream | string = html ?? stream;
  if (whole) c.set('nonce', null);
  const timing = c.get('timing');
  if (timing) timing.renderMs = performance.now() - started;
  const response = c.body(body, (page.status ?? 200) as 200, {
    'Content-Type': 'text/html; charset=utf-8',
    // A preview shows the store as of another day: that page is the visitor's own, like a signed-in one.
    'Cache-Control': cacheControl(page.cache, chrome.signedIn || banners.preview !== null),
    ...(head.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
    // wrangler dev imitates the edge's compression but holds a streamed body back until it ends,
    // which would hide the shell behind the slowest store call. The edge itself compresses and
    // streams, so only local development opts out.
    ...(config.APP_ENV === 'development' && !whole ? { 'Content-Encoding': 'identity' } : {}),
  });
  if (whole) wholePages.add(response);
  return response;
}

const wholePages = new WeakSet<Response>();

/** Whether renderPage sent this page whole, without streamed parts or a nonce (see `shared`). */
export const isWholePage = (response: Response) => wholePages.has(response);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
