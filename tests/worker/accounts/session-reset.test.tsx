// SPEC §4, §8: an auth error resets the session and clears the cookie, on a page render as on an
// /api call; a session restore that fails otherwise (outage, 5xx) is ignored and keeps the cookie.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStoreRequests,
  control,
  logInCookie,
  ORIGIN,
  resetFixtures,
  serve,
  storeRequests,
} from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { getConfig } from '#worker/config/config.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { authCookieOf, captchaEnv, cookieJarAfter, STORE, visit } from './accounts.ts';

afterEach(resetFixtures);

/** A token-shaped cookie the store has never issued (or has since revoked). */
const REVOKED = 'auth_token=revoked0123456789abcdef';
// The fixture store answers within the 20 ms a page waits by default, except on a test machine
// busy with other suites: these give it room, and the last test shows what a late response does.
const ROOMY = { SESSION_VERDICT_WAIT_MS: '2000' };

const mine = definePage({
  route: 'ambassador-card',
  access: 'signed-in',
  load: async () => ({}),
  head: () => ({ title: 'Yours', description: 'Yours only' }),
  body: () => <p>Yours</p>,
});
const app = createApp({ 'ambassador-card': mine });

describe('an auth error clears the cookie', () => {
  it('on a content page render: the page is served signed out, with the cookie removed', async () => {
    const res = await visit('/our-story/team', { cookie: REVOKED, env: ROOMY });
    expect(res.status).toBe(200);
    expect(authCookieOf(res)).toBe('');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('auth_token='))).toMatch(/Max-Age=0/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain('data-testid="log-in-link"');
  });

  it('so the core API is not asked again on the next page', async () => {
    // The jar a browser holds: the revoked token beside a cookie the site never touches.
    const sent = `${REVOKED}; _ga=GA1.1.2026.1`;
    const first = await visit('/our-story/team', { cookie: sent, env: ROOMY });
    await first.text();
    const jar = cookieJarAfter(sent, first);
    expect(jar).toBe('_ga=GA1.1.2026.1');
    await clearStoreRequests();
    // The next page gets what is left of the jar: nobody is asked about a session.
    await (await visit('/our-story/team', { cookie: jar, env: ROOMY })).text();
    expect((await storeRequests()).filter((r) => r.path === '/core/current_user')).toHaveLength(0);
  });

  it('on a protected page: the redirect to /sign_in removes it', async () => {
    const res = await serve(
      app,
      new Request(`${ORIGIN}/ambassador-card`, { headers: { cookie: REVOKED }, redirect: 'manual' }),
      captchaEnv,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign_in?redirectTo=%2Fambassador-card');
    expect(authCookieOf(res)).toBe('');
  });

  it.each(['/api/current-user', '/api/store-info'])('on %s, once', async (path) => {
    const res = await visit(path, { cookie: REVOKED });
    expect(authCookieOf(res)).toBe('');
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('auth_token='))).toHaveLength(1);
  });

  it('when the core API answers after the headers went out, the next /api call clears it', async () => {
    // Both calls that may refuse the token on a page: the core API's, and the store's for the cart.
    await control('store', '/fault', { mode: 'slow', delayMs: 500, path: '/core/current_user', times: 1 });
    await control('store', '/fault', { mode: 'slow', delayMs: 500, path: '/api/v1/store_info', times: 1 });
    // A token this isolate has not seen refused yet (a refusal is remembered, refused-tokens.ts).
    const revoked = `auth_token=revoked-late-${crypto.randomUUID()}`;
    const page = await visit('/our-story/team', { cookie: revoked, env: { SESSION_VERDICT_WAIT_MS: '20' } });
    expect(page.status).toBe(200);
    expect(authCookieOf(page)).toBeNull();
    await page.text();
    const api = await visit('/api/store-info', { cookie: revoked });
    expect(api.status).toBe(401);
    expect(authCookieOf(api)).toBe('');
  });
});

describe('a failed session restore is ignored', () => {
  it.each([
    ['a 5xx', { mode: 'error', status: 503, path: '/core/current_user' }],
    ['an outage', { mode: 'down', path: '/core/current_user' }],
  ])('%s keeps the cookie on a page render (signed out for this request only)', async (_, fault) => {
    const cookie = await logInCookie();
    await control('store', '/fault', fault);
    const res = await visit('/our-story/team', { cookie });
    expect(res.status).toBe(200);
    expect(authCookieOf(res)).toBeNull();
    await res.text();
    await control('store', '/reset');
  });

  it('a 5xx keeps it on /api/current-user too', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 500, path: '/core/current_user' });
    const res = await visit('/api/current-user', { cookie });
    expect(res.status).toBe(500);
    expect(authCookieOf(res)).toBeNull();
  });

  it('a refused log-in posted by a signed-in visitor is about the password, not the cookie', async () => {
    const cookie = await logInCookie();
    const res = await visit('/api/session', {
      method: 'POST',
      cookie,
      json: { email: 'casey@example.com', password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(authCookieOf(res)).toBeNull();
  });

  it('a valid session is left alone', async () => {
    const cookie = await logInCookie();
    const res = await visit('/our-story/team', { cookie });
    expect(authCookieOf(res)).toBeNull();
    expect(await res.text()).not.toContain('data-testid="log-in-link"');
  });
});

/** The store ends the session behind a cookie, as a sign-out in the account app does. */
async function endAtTheStore(cookie: string) {
  const token = cookie.slice('auth_token='.length);
  const out = await fetch(`${STORE}/api/v1/sessions`, {
    method: 'DELETE',
    headers: { [getConfig(env).AUTH_HEADER_NAME]: token },
  });
  expect(out.status).toBe(204);
}

describe('the user behind a token, known for a while (docs/decisions/057)', () => {
  const coreCalls = async () => (await storeRequests()).filter((r) => r.path === '/core/current_user').length;
  const storeInfoCalls = async () => (await storeRequests()).filter((r) => r.path === '/api/v1/store_info').length;

  it('is asked of the core API once for a visitor’s pages, while the store is asked on each', async () => {
    const cookie = await logInCookie();
    await clearStoreRequests();
    for (const path of ['/our-story/team', '/our-story', '/yours']) {
      const res = await visit(path, { cookie });
      expect(await res.text(), path).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    }
    expect(await coreCalls()).toBe(1);
    expect(await storeInfoCalls()).toBe(3);
  });

  it('is not shown once the store ended the token: the next page is signed out and clears the cookie', async () => {
    const cookie = await logInCookie();
    expect(await (await visit('/our-story/team', { cookie })).text()).toMatch(
      /data-testid="account-name"[^>]*>Casey Morgan</,
    );
    // Signed out elsewhere (the account app, another device): the store no longer takes the token.
    await endAtTheStore(cookie);
    await clearStoreRequests();
    const first = await visit('/our-story/team', { cookie, env: ROOMY });
    const html = await first.text();
    expect(html).not.toContain('Casey Morgan');
    expect(html).toContain('data-testid="log-in-link"');
    expect(authCookieOf(first)).toBe('');
    // The store's refusal of this page's own cart call was the verdict: the core API was not needed.
    expect(await coreCalls()).toBe(0);
  });

  it('is remembered as refused: the same token sent again is cleared at once, asking nobody', async () => {
    const cookie = await logInCookie();
    await (await visit('/our-story/team', { cookie })).text();
    await endAtTheStore(cookie);
    await (await visit('/our-story/team', { cookie, env: ROOMY })).text();
    await clearStoreRequests();
    const next = await visit('/our-story/team', { cookie, env: ROOMY });
    // The refusal is remembered (worker/http/refused-tokens.ts): neither the store nor the core API is asked.
    expect(await storeInfoCalls()).toBe(0);
    expect(await coreCalls()).toBe(0);
    expect(authCookieOf(next)).toBe('');
    expect(await next.text()).toContain('data-testid="log-in-link"');
  });

  it('is asked of the core API again when the store cannot confirm the token (an outage, not a refusal)', async () => {
    const cookie = await logInCookie();
    await (await visit('/our-story/team', { cookie })).text();
    await control('store', '/fault', { mode: 'error', status: 503, path: '/api/v1/store_info', times: 1 });
    await clearStoreRequests();
    const res = await visit('/our-story/team', { cookie, env: ROOMY });
    expect(await res.text()).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    expect(await coreCalls()).toBe(1);
    expect(authCookieOf(res)).toBeNull();
  });

  it('is forgotten when the visitor signs out here: the token gets nothing from memory', async () => {
    const cookie = await logInCookie();
    await (await visit('/our-story/team', { cookie })).text();
    expect((await visit('/api/session', { method: 'DELETE', cookie })).status).toBe(204);
    await clearStoreRequests();
    // The token the browser let go of, sent again (by whoever kept a copy).
    const again = await visit('/our-story/team', { cookie, env: ROOMY });
    expect(await again.text()).toContain('data-testid="log-in-link"');
    expect(await coreCalls()).toBe(1);
  });

  it('is not remembered when the core API could not say', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 503, path: '/core/current_user', times: 1 });
    await clearStoreRequests();
    const first = await visit('/our-story/team', { cookie });
    expect(await first.text()).toContain('data-testid="log-in-link"');
    const second = await visit('/our-story/team', { cookie });
    expect(await second.text()).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    expect(await coreCalls()).toBe(2);
  });
});
