import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost:8787';

/** A request to the site worker as a same-origin page would send it. */
export function site(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin') && !headers.has('sec-fetch-site')) {
    headers.set('origin', ORIGIN);
    headers.set('sec-fetch-site', 'same-origin');
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }));
}

/**
 * The site worker as the sync worker's `SITE` binding reaches it in production: where a sync's
 * purge goes (decision 076).
 */
export const SITE_BINDING = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(new Request(input, init)),
} as Fetcher;

/** A form posted from one of the site's pages, as a browser without script sends it. */
export const formPost = (path: string, cookie: string, fields: Record<string, string>) =>
  site(path, {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** An app a test built (`createApp(...)`), or any handler with a worker's fetch. */
interface Fetches<B> {
  fetch(request: Request, bindings: B, ctx: ExecutionContext): Response | Promise<Response>;
}

/**
 * One request to an app a test built, served as workerd serves it: the body read to its end,
 * then the work the request left behind (its waitUntil: the edge-cache write, error reports)
 * finished, so that a failure there fails the test instead of vanishing.
 */
export async function serve<B>(app: Fetches<B>, request: Request, bindings: B): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, bindings, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body.byteLength > 0 ? body : null, res);
}

/** Calls a fixture server's control API (faults, reset, request log); POST with a JSON body by default. */
export async function control(
  service: 'cms' | 'store',
  path: string,
  body: unknown = {},
  method: 'GET' | 'POST' | 'DELETE' = 'POST',
) {
  const base = service === 'cms' ? env.FIXTURE_CONTROL_CMS : env.FIXTURE_CONTROL_STORE;
  const res = await fetch(
    `${base}${path}`,
    method === 'POST'
      ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : { method },
  );
  if (!res.ok) throw new Error(`fixture control ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : undefined;
}

/** Holds the store's responses under `path` until releaseStore(): a 'slow' fault longer than any test. */
export const holdStore = (path: string) => control('store', '/fault', { mode: 'slow', delayMs: 600_000, path });
export async function releaseStore() {
  await control('store', '/fault', undefined, 'DELETE');
  await control('store', '/fault/release');
}

/**
 * Reads a streamed body until it holds `marker` (what the visitor has by then), failing if the
 * body ends first; `rest()` reads the remainder to the end.
 */
export async function readUntil(res: Response, marker: string) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let head = '';
  while (!head.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the body ended without ${marker}`);
    head += decoder.decode(value, { stream: true });
  }
  return {
    head,
    async rest() {
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += decoder.decode(chunk.value, { stream: true });
      return rest + decoder.decode();
    },
  };
}

export const clearStoreRequests = () => control('store', '/requests', undefined, 'DELETE');

export const storeRequests = async () =>
  (await control('store', '/requests', undefined, 'GET')) as {
    method: string;
    path: string;
    headers: Record<string, string>;
  }[];

export const resetFixtures = async () => {
  await control('cms', '/reset');
  await control('store', '/reset');
};

export const CUSTOMER = { email: 'casey@example.com', password: 'memories-2026' };
export const AMBASSADOR = { email: 'jordan.ambassador@example.com', password: 'memories-2026' };

/** Logs in through /api and returns the Cookie header value for later requests. */
export async function logInCookie(credentials = CUSTOMER): Promise<string> {
  const res = await site('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 201) throw new Error(`log-in failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0]!;
}

/**
 * A Cookie header with what `res` set added to `cookie` (a redirect's add-to-cart confirmation, say),
 * as the browser would send it to where the redirect leads.
 */
export const withCookiesSet = (cookie: string, res: Response) =>
  [cookie, ...res.headers.getSetCookie().map((set) => set.split(';')[0]!)].filter(Boolean).join('; ');

/** A page's text as a reader sees it: tags (and React's text separators) out, entities and spaces folded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
