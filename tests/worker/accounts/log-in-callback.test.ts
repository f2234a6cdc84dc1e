// /login, the external log-in's callback (docs/decisions/022, 036): a one-time token for the
// cookie, only in the browser that started the log-in and never over a signed-in session.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStoreRequests,
  control,
  logInCookie,
  ORIGIN,
  resetFixtures,
  storeRequests,
} from '#tests/worker/helpers.ts';
import { ADMIN } from '#tests/worker/impersonation/impersonation.ts';
import {
  authCookieOf,
  callbackWith,
  logInStateOf,
  mainText,
  oneTimeToken,
  production,
  startedLogIn,
  visit,
} from './accounts.ts';

afterEach(resetFixtures);

const SPENT = 'This sign-in link has expired or was already used. Log in again to continue.';
const NOT_HERE = 'This sign-in link was not started in this browser, or it is too old. Log in again to continue.';

const exchanges = async () => (await storeRequests()).filter((r) => r.path === '/api/v1/sessions/exchange');
const nameOf = async (cookie: string) =>
  (await (await visit('/api/current-user', { cookie })).json<{ session: { name: string | null } }>()).session.name;

/** What the external page does once the visitor is signed in there: back to the callback with a token. */
async function returnFromLogIn(callback: URL, who = '') {
  return callbackWith(callback, await oneTimeToken(who || (await logInCookie())));
}

describe('/login with a one-time token, in the browser that started the log-in', () => {
  it('exchanges it for the session, sets the HttpOnly cookie, drops the state and goes to the target', async () => {
    const { callback, stateCookie } = await startedLogIn('/yours?page=2');
    const session = await logInCookie();
    const res = await production(callbackWith(callback, await oneTimeToken(session)), { cookie: stateCookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/yours?page=2');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('auth_token='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(`auth_token=${authCookieOf(res)}`).toBe(session);
    expect(logInStateOf(res)).toBe('');
    expect(await nameOf(session)).toBe('Casey Morgan');
  });

  it('refuses the same token twice with a 400 page whose Log In link returns to the target', async () => {
    const { callback, stateCookie } = await startedLogIn('/yours');
    const back = await returnFromLogIn(callback);
    expect((await visit(back, { cookie: stateCookie })).status).toBe(303);
    const again = await visit(back, { cookie: stateCookie });
    expect(again.status).toBe(400);
    expect(authCookieOf(again)).toBeNull();
    const html = await again.text();
    expect(mainText(html)).toContain(SPENT);
    expect(html).toMatch(/<a href="\/log-in\?redirectTo=%2Fyours"[^>]*data-testid="log-in-link"/);
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example'])(
    'goes home rather than to %s',
    async (target) => {
      const { callback, stateCookie } = await startedLogIn('/');
      callback.searchParams.set('redirectTo', target);
      const res = await visit(await returnFromLogIn(callback), { cookie: stateCookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('refuses a made-up or malformed token; the malformed one without asking the store', async () => {
    const { callback, stateCookie } = await startedLogIn('/yours');
    const madeUp = await visit(callbackWith(callback, '0123456789abcdef'), { cookie: stateCookie });
    expect(madeUp.status).toBe(400);
    await clearStoreRequests();
    const malformed = await visit(callbackWith(callback, '<script>'), { cookie: stateCookie });
    expect(malformed.status).toBe(400);
    expect(mainText(await malformed.text())).toContain(SPENT);
    expect(await exchanges()).toHaveLength(0);
  });

  it('answers 502 with a retry message when the store is down, and sets no cookie', async () => {
    const { callback, stateCookie } = await startedLogIn('/yours');
    const back = await returnFromLogIn(callback);
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/sessions/exchange' });
    const res = await visit(back, { cookie: stateCookie });
    expect(res.status).toBe(502);
    expect(authCookieOf(res)).toBeNull();
    expect(mainText(await res.text())).toContain('We could not finish signing you in just now.');
  });

  it('without a token is the log-in page', async () => {
    const res = await visit('/login?redirectTo=%2Fyours');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Log In | Forever Memories</title>');
  });
});

describe('login CSRF: a /login link made by someone else (issue 24, finding 1)', () => {
  /** The attacker's own log-in, started in their browser: a valid token and state, for their account. */
  async function attackersLink() {
    const { callback } = await startedLogIn('/yours');
    return returnFromLogIn(
      callback,
      await logInCookie({ email: 'jordan.ambassador@example.com', password: 'memories-2026' }),
    );
  }

  it('sets no session in a browser that started no log-in, and spends nothing at the store', async () => {
    const link = await attackersLink();
    await clearStoreRequests();
    const res = await production(link);
    expect(res.status).toBe(400);
    expect(authCookieOf(res)).toBeNull();
    expect(mainText(await res.text())).toContain(NOT_HERE);
    expect(await exchanges()).toHaveLength(0);
    // Without the state, as an older link would come: refused the same way.
    const bare = new URL(link, ORIGIN);
    bare.searchParams.delete('state');
    expect((await production(bare.pathname + bare.search)).status).toBe(400);
  });

  it('sets no session in a browser whose own log-in is under way (another state)', async () => {
    const mine = await startedLogIn('/yours');
    const res = await production(await attackersLink(), { cookie: mine.stateCookie });
    expect(res.status).toBe(400);
    expect(authCookieOf(res)).toBeNull();
    expect(logInStateOf(res)).toBeNull();
  });

  it("never replaces a signed-in session, an admin's included", async () => {
    const admin = await logInCookie(ADMIN);
    const res = await production(await attackersLink(), { cookie: admin });
    expect(res.status).toBe(400);
    expect(authCookieOf(res)).toBeNull();
    expect(await nameOf(admin)).toBe('Avery Chen');
  });

  it('leaves a signed-in session as it is even when the state matches, and the token unspent', async () => {
    const admin = await logInCookie(ADMIN);
    const { callback, stateCookie } = await startedLogIn('/yours');
    const link = await returnFromLogIn(callback);
    await clearStoreRequests();
    const res = await production(link, { cookie: `${admin}; ${stateCookie}` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/yours');
    expect(authCookieOf(res)).toBeNull();
    expect(await exchanges()).toHaveLength(0);
    expect(await nameOf(admin)).toBe('Avery Chen');
  });

  it('replaces a session cookie the store no longer accepts', async () => {
    const { callback, stateCookie } = await startedLogIn('/yours');
    const session = await logInCookie();
    const res = await production(callbackWith(callback, await oneTimeToken(session)), {
      cookie: `auth_token=revoked0123456789abcdef; ${stateCookie}`,
    });
    expect(res.status).toBe(303);
    expect(`auth_token=${authCookieOf(res)}`).toBe(session);
  });
});

describe('the whole production log-in, as a browser walks it without script (SPEC §2.4)', () => {
  /** Posts the external page's form, as the visitor does there. */
  async function submitExternal(external: URL, fields: Record<string, string>) {
    const res = await fetch(external.origin + external.pathname, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, redirectTo: external.searchParams.get('redirectTo')! }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin).toBe(ORIGIN);
    return back.pathname + back.search;
  }

  it('log in: /log-in, the external page (LOGIN_URL), then /login lands signed in on the page', async () => {
    const { external, stateCookie, response } = await startedLogIn('/our-story/team');
    expect(`${external.origin}${external.pathname}`).toBe(env.LOGIN_URL);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('login_state='))).toMatch(
      /^login_state=[A-Za-z0-9_-]{43}; Max-Age=1800; Path=\/login; HttpOnly; Secure; SameSite=Lax$/,
    );
    const back = await submitExternal(external, { email: 'casey@example.com', password: 'memories-2026' });
    const res = await production(back, { cookie: stateCookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/our-story/team');
    expect(await nameOf(`auth_token=${authCookieOf(res)}`)).toBe('Casey Morgan');
  });

  it('sign up: /sign-up, the external page (REGISTER_URL), then /login signs in as the new account', async () => {
    const { external, stateCookie } = await startedLogIn('/yours', '/sign-up');
    expect(`${external.origin}${external.pathname}`).toBe(env.REGISTER_URL);
    const back = await submitExternal(external, {
      name: 'Robin Park',
      email: 'robin.callback@example.com',
      password: 'shoebox-1987',
    });
    const res = await production(back, { cookie: stateCookie });
    expect(res.status).toBe(303);
    expect(await nameOf(`auth_token=${authCookieOf(res)}`)).toBe('Robin Park');
  });
});
