// The page unit (worker/pages/unit): loaders tested without rendering, the central headers, the
// access rules, and a table that names every route.
import { env } from 'cloudflare:workers';
import { HTTPException } from 'hono/http-exception';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Session } from '#core/domain/session.ts';
import { type RouteName, routes } from '#core/routes/table.ts';
import { pageUrls } from '#tests/e2e/page-urls.ts';
import { CUSTOMER, logInCookie, ORIGIN, resetFixtures, serve, site } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { getConfig } from '#worker/config/config.ts';
import { pageTexts } from '#worker/config/page-texts.ts';
import { contentDb } from '#worker/db/client.ts';
import { blogPages } from '#worker/pages/blog/section.ts';
import { pageTable } from '#worker/pages/handlers.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { storeWait } from '#worker/pages/unit/store-wait.ts';
import { syncAllContent } from '../blog/sync-content.ts';

const ADMIN = { email: 'avery.admin@example.com', password: 'memories-2026' };

beforeAll(syncAllContent);
afterEach(resetFixtures);

/** A loader's context without Hono: a URL, params, and who is asking. */
function loadContext(path: string, params: Record<string, string> = {}, session: Session = ANONYMOUS): LoadContext {
  const url = new URL(path, ORIGIN);
  const config = getConfig(env);
  return {
    url,
    param: (name) => params[name],
    query: (name) => url.searchParams.get(name) ?? undefined,
    cookie: () => undefined,
    db: contentDb(env.DB),
    config,
    signedIn: session.isAuthenticated,
    authToken: undefined,
    session: async () => session,
    storeInfo: async () => null,
    drafts: undefined,
    auth: { returnTo: url.pathname },
    report: (error) => {
      throw new Error(`unexpected report: ${String(error)}`);
    },
    store: storeWait(url, config.STORE_WAIT_MS),
    texts: () => pageTexts(env.ASSETS),
    cartFlash: null,
  };
}

async function thrown(promise: Promise<unknown>): Promise<HTTPException> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HTTPException);
  return error as HTTPException;
}

describe('loaders, without rendering', () => {
  it('return the page data from D1', async () => {
    const data = await blogPages.post.load(
      loadContext('/yours/how-long-do-vhs-tapes-last', { slug: 'how-long-do-vhs-tapes-last' }),
    );
    expect(data.post.title).toBe('How Long Do VHS Tapes Really Last?');
    expect(data.nav.current).toEqual({ category: 'digitizing' });
  });

  it('throw a 404 for an unknown post, a page that is not a number, and a page past the end', async () => {
    const missing = await thrown(blogPages.post.load(loadContext('/yours/nope', { slug: 'nope' })));
    expect([missing.status, missing.message]).toEqual([404, 'This post could not be found']);
    expect((await thrown(blogPages.home.load(loadContext('/yours?page=abc')))).status).toBe(404);
    const past = await thrown(blogPages.home.load(loadContext('/yours?page=99')));
    expect(past.message).toMatch(/^This list has \d+ pages\.$/);
  });

  it('throw a redirect: an empty search goes to the blog home', async () => {
    const error = await thrown(blogPages.search.load(loadContext('/yours/search?term=%20%20')));
    expect(error.status).toBe(302);
    expect(error.getResponse().headers.get('location')).toBe('/yours');
  });
});

describe('the page table', () => {
  it('names every route of the table, each with its own page or NOT_BUILT', () => {
    expect(Object.keys(pageTable).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, entry] of Object.entries(pageTable)) {
      if (entry.kind === 'page') expect(entry.route, name).toBe(name);
      else expect(entry.kind, name).toBe('not-built');
    }
  });

  it('has every built page among those the quality bar walks (found from the route table and links)', async () => {
    const found = await pageUrls(async (path) => {
      const res = await site(path);
      return { status: res.status, html: await res.text() };
    });
    // The walk is a signed-out visitor's; a protected page (sent to sign in) is walked signed in, from built-pages.ts.
    const built = Object.entries(pageTable)
      .filter(([, entry]) => entry.kind === 'page' && (entry.access ?? 'public') === 'public')
      .map(([name]) => name);
    expect(built.filter((name) => !found.has(name as RouteName))).toEqual([]);
    // And nothing answers 200 that the table does not call built.
    expect([...found.keys()].filter((name) => pageTable[name].kind !== 'page')).toEqual([]);
  });
});

describe('headers, set in one place from what the page declares', () => {
  it('a signed-out content page may be shared; signed in, it is private', async () => {
    expect((await site('/yours')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const cookie = await logInCookie(CUSTOMER);
    expect((await site('/yours', { cookie })).headers.get('cache-control')).toBe('private, no-store');
    expect((await site('/', { cookie })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('/log-in is private even signed out, and says noindex', async () => {
    const res = await site('/log-in');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('a redirect thrown by a loader carries the page policy too', async () => {
    const res = await site('/yours/search?term=');
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('the canonical URL of a list drops ?page=1 and keeps ?page=2', async () => {
    expect(await (await site('/yours?page=1')).text()).toContain(
      '<link rel="canonical" href="http://localhost:8787/yours"/>',
    );
    expect(await (await site('/yours?page=2&utm_source=x')).text()).toContain(
      '<link rel="canonical" href="http://localhost:8787/yours?page=2"/>',
    );
  });

  it('a path with a trailing slash redirects to the page', async () => {
    const res = await site('/yours/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/yours`);
  });

  it('a form or API call to a path with a trailing slash finds nothing', async () => {
    for (const [method, path] of [
      ['POST', '/log-in/'],
      ['POST', '/api/session/'],
      ['DELETE', '/api/session/'],
    ] as const) {
      const res = await site(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      // An /api path answers as the API does: JSON.
      if (path.startsWith('/api/')) expect(await res.json()).toEqual({ error: 'There is no such API endpoint.' });
    }
  });
});

describe('access, checked before anything loads', () => {
  let loads = 0;
  const adminOnly = definePage({
    route: 'info',
    access: 'admin',
    load: async () => {
      loads += 1;
      return {};
    },
    head: () => ({ title: 'Admins', description: 'Admins only' }),
    body: () => <p data-testid="secret">Admins only</p>,
  });
  const app = createApp({ info: adminOnly });
  const get = (cookie?: string) =>
    serve(app, new Request(`${ORIGIN}/info?tab=2`, { headers: cookie ? { cookie } : {} }), env);

  it('sends a signed-out visitor to log in, and back here afterwards (SPEC §4)', async () => {
    const res = await get();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign_in?redirectTo=%2Finfo%3Ftab%3D2');
    expect(loads).toBe(0);
  });

  it('answers 403 to a customer, and the page to an admin, never shared or indexed', async () => {
    const denied = await get(await logInCookie(CUSTOMER));
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain('You do not have access to the requested page');
    expect(loads).toBe(0);
    const allowed = await get(await logInCookie(ADMIN));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, no-store');
    const html = await allowed.text();
    expect(html).toContain('data-testid="secret"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('the log-in form without JavaScript (POST /log-in)', () => {
  const post = (
    fields: Record<string, string>,
    query = '?redirectTo=/yours/search?term=tapes',
    headers?: Record<string, string>,
  ) => site(`/log-in${query}`, { method: 'POST', body: new URLSearchParams(fields), ...(headers ? { headers } : {}) });

  it('logs in: the HttpOnly cookie, then the page asked for', async () => {
    const res = await post(CUSTOMER);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/yours/search?term=tapes');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('auth_token='))).toMatch(
      /^auth_token=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows the page again with the store’s refusal, keeping the email', async () => {
    const res = await post({ email: CUSTOMER.email, password: 'wrong' });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('Invalid email or password.');
    expect(html).toContain(`value="${CUSTOMER.email}"`);
    expect(html).not.toContain('value="wrong"');
  });

  it('says what is wrong with the form, and sends an unsafe target home', async () => {
    const bad = await post({ email: 'not-an-email', password: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter a valid email address.');
    expect((await post(CUSTOMER, '?redirectTo=//evil.example')).headers.get('location')).toBe('/');
  });

  it('refuses a post from another site', async () => {
    const res = await post(CUSTOMER, '', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
