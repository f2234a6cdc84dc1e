// /login, the external log-in's callback (docs/decisions/022): a one-time token for the cookie.
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoreRequests, control, logInCookie, resetFixtures, storeRequests } from '#tests/worker/helpers.ts';
import { authCookieOf, mainText, oneTimeToken, production, visit } from './accounts.ts';

afterEach(resetFixtures);

const SPENT = 'This sign-in link has expired or was already used. Log in again to continue.';

describe('/login with a one-time token', () => {
  it('exchanges it for the session, sets the HttpOnly cookie and goes to the target', async () => {
    const session = await logInCookie();
    const res = await production(`/login?token=${await oneTimeToken(session)}&redirectTo=%2Fyours%3Fpage%3D2`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/yours?page=2');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('auth_token='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(`auth_token=${authCookieOf(res)}`).toBe(session);
    const me = await visit('/api/current-user', { cookie: session });
    expect(await me.json()).toMatchObject({ session: { isAuthenticated: true, name: 'Casey Morgan' } });
  });

  it('refuses the same token twice with a 400 page whose Log In link returns to the target', async () => {
    const token = await oneTimeToken(await logInCookie());
    expect((await visit(`/login?token=${token}&redirectTo=%2Fyours`)).status).toBe(303);
    const again = await visit(`/login?token=${token}&redirectTo=%2Fyours`);
    expect(again.status).toBe(400);
    expect(authCookieOf(again)).toBeNull();
    const html = await again.text();
    expect(mainText(html)).toContain(SPENT);
    expect(html).toMatch(/<a href="\/log-in\?redirectTo=%2Fyours"[^>]*data-testid="log-in-link"/);
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example'])('goes home rather than to %s', async (target) => {
    const token = await oneTimeToken(await logInCookie());
    const res = await visit(`/login?token=${token}&redirectTo=${encodeURIComponent(target)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('refuses a made-up or malformed token; the malformed one without asking the store', async () => {
    const madeUp = await visit('/login?token=0123456789abcdef&redirectTo=%2Fyours');
    expect(madeUp.status).toBe(400);
    await clearStoreRequests();
    const malformed = await visit('/login?token=%3Cscript%3E&redirectTo=%2Fyours');
    expect(malformed.status).toBe(400);
    expect(mainText(await malformed.text())).toContain(SPENT);
    expect((await storeRequests()).filter((r) => r.path.includes('exchange'))).toHaveLength(0);
  });

  it('answers 502 with a retry message when the store is down, and sets no cookie', async () => {
    const token = await oneTimeToken(await logInCookie());
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/sessions/exchange' });
    const res = await visit(`/login?token=${token}&redirectTo=%2Fyours`);
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
