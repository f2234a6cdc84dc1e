import { env, exports } from 'cloudflare:workers';

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

/** Calls a fixture server's control API (faults, reset, request log); POST with a JSON body by default. */
export async function control(service: 'cms' | 'store', path: string, body: unknown = {}, method: 'GET' | 'POST' | 'DELETE' = 'POST') {
  const base = service === 'cms' ? env.FIXTURE_CONTROL_CMS : env.FIXTURE_CONTROL_STORE;
  const res = await fetch(
    `${base}${path}`,
    method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method },
  );
  if (!res.ok) throw new Error(`fixture control ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : undefined;
}

export const clearStoreRequests = () => control('store', '/requests', undefined, 'DELETE');

export const storeRequests = async () =>
  (await control('store', '/requests', undefined, 'GET')) as { method: string; path: string; headers: Record<string, string> }[];

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

/** A page's text as a reader sees it: tags (and React's text separators) out, entities and spaces folded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
