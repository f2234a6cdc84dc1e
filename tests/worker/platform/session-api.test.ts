import { afterEach, describe, expect, it } from 'vitest';
import { NO_SCRIPT_COOKIE, NO_SCRIPT_MARK } from '#core/domain/no-script.ts';
import { LOG_OUT_FORM } from '#core/domain/session.ts';
import { external } from '#core/routes/external.ts';
import {
  AMBASSADOR,
  CUSTOMER,
  clearStoreRequests,
  control,
  logInCookie,
  resetFixtures,
  site,
  storeRequests,
} from '#tests/worker/helpers.ts';

afterEach(resetFixtures);

const post = (body: unknown, headers: Record<string, string> = {}) =>
  site('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /api/session (log in)', () => {
  it('sets the auth cookie HttpOnly, Secure, SameSite=Lax for one year and answers the session', async () => {
    const res = await post(CUSTOMER);
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^auth_token=[^;]+;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const body = await res.json<{ session: { isAuthenticated: boolean; name: string; slug: string } }>();
    expect(body.session).toMatchObject({ isAuthenticated: true, name: 'Casey Morgan' });
    expect(JSON.stringify(body)).not.toMatch(/auth_token/);
  });

  it('passes the store refusal through with its status and data', async () => {
    const res = await post({ ...CUSTOMER, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Invalid email or password.', status: 401 });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a bad body with 400 and the reasons, without calling the store', async () => {
    await clearStoreRequests();
    const res = await post({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: { field: string }[] }>();
    expect(body.error).toBe('The request body is invalid.');
    expect(body.issues.map((i: { field: string }) => i.field)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(await storeRequests()).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    expect(
      (
        await site('/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":',
        })
      ).status,
    ).toBe(400);
    expect(
      (await site('/api/session', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status,
    ).toBe(415);
  });
});

describe('cross-site checks on state-changing /api calls', () => {
  it.each([
    ['another Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['same-site but not same-origin', { origin: 'http://shop.localhost:8787', 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }],
  ])('refuses %s with 403', async (_label, headers) => {
    const res = await post(CUSTOMER, headers as Record<string, string>);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site request refused.' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a request with neither Origin nor Sec-Fetch-Site', async () => {
    const res = await site('/api/session', { method: 'DELETE', headers: { 'sec-fetch-site': '' } });
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/session (log out)', () => {
  it('removes the cookie and ends the store session', async () => {
    const cookie = await logInCookie();
    const res = await site('/api/session', { method: 'DELETE', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^auth_token=;.*Max-Age=0/);
    const after = await site('/api/store-info', { cookie });
    expect(after.status).toBe(401);
  });

  it('removes the cookie even when the store call fails (SPEC §8)', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/sessions' });
    const res = await site('/api/session', { method: 'DELETE', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^auth_token=;/);
  });
});

describe('POST /api/session/end (log out without script, decision 089)', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('removes the cookie, ends the store session and goes on to the home page', async () => {
    const cookie = await logInCookie();
    const res = await site(LOG_OUT_FORM, { method: 'POST', headers: form, body: '', cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(external.afterLogout());
    expect(res.headers.get('set-cookie')).toMatch(/^auth_token=;.*Max-Age=0/);
    expect((await site('/api/store-info', { cookie })).status).toBe(401);
  });

  it('refuses a form another site posts, and the session stays', async () => {
    const cookie = await logInCookie();
    const headers = { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const res = await site(LOG_OUT_FORM, { method: 'POST', headers, body: '', cookie });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await site('/api/store-info', { cookie })).status).toBe(200);
  });
});

describe('GET /api/no-script (decision 089)', () => {
  it('is an empty stylesheet, never stored, that marks the browser as one without script', async () => {
    const res = await site(NO_SCRIPT_MARK);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${NO_SCRIPT_COOKIE}=1;`));
    // Script removes it again when the browser runs script (client/entry.ts).
    expect(cookie).not.toMatch(/HttpOnly/);
  });
});

describe('GET /api/current-user', () => {
  it('is anonymous without a cookie', async () => {
    const res = await site('/api/current-user');
    expect(await res.json()).toMatchObject({ session: { isAuthenticated: false } });
  });

  it('sends the token in the custom auth header and answers the session', async () => {
    const cookie = await logInCookie(AMBASSADOR);
    await clearStoreRequests();
    const res = await site('/api/current-user', { cookie });
    expect(await res.json()).toMatchObject({
      session: { isAuthenticated: true, isAmbassador: true, name: 'Jordan Reyes' },
    });
    const requests = await storeRequests();
    const call = requests.find((r) => r.path === '/core/current_user');
    expect(call?.headers['x-forever-auth-token']).toBe(decodeURIComponent(cookie.split('=')[1]!));
  });

  it('resets the session when the store says the token is no good (auth error)', async () => {
    const res = await site('/api/current-user', { cookie: 'auth_token=expired-token-123' });
    expect(await res.json()).toMatchObject({ session: { isAuthenticated: false } });
    expect(res.headers.get('set-cookie')).toMatch(/^auth_token=;/);
  });
});
