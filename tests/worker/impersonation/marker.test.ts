// Issue 24, finding 6: the `impersonating` marker describes the session in `auth_token`, so every
// response that sets or removes that cookie drops a leftover marker too; otherwise a plain log-in
// as someone else showed "acting on behalf of" from an impersonation long over.
import { afterEach, describe, expect, it } from 'vitest';
import { authCookieOf, callbackWith, oneTimeToken, startedLogIn, visit } from '#tests/worker/accounts/accounts.ts';
import { CUSTOMER, logInCookie, resetFixtures } from '#tests/worker/helpers.ts';

afterEach(resetFixtures);

const LEFTOVER = 'impersonating=%7B%22admin%22%3A%22Avery%20Chen%22%2C%22user%22%3A%22Casey%20Morgan%22%7D';
const BANNER = 'data-testid="impersonation-banner"';
const ROOMY = { SESSION_VERDICT_WAIT_MS: '2000' };

const markerOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('impersonating='));

/** The Cookie header a browser sends next: what it held, with the response's Set-Cookie applied. */
function cookiesAfter(held: string, res: Response): string {
  const jar = new Map(held.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/;\s*Max-Age=0/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

describe('a leftover impersonation marker', () => {
  it('is dropped by the log-in form, so the next page shows no banner', async () => {
    const res = await visit('/log-in?redirectTo=%2Four-story%2Fteam', { method: 'POST', cookie: LEFTOVER, form: CUSTOMER });
    expect(res.status).toBe(303);
    expect(authCookieOf(res)).toBeTruthy();
    expect(markerOf(res)).toMatch(/^impersonating=; Max-Age=0/);
    const next = await (await visit('/our-story/team', { cookie: cookiesAfter(LEFTOVER, res), env: ROOMY })).text();
    expect(next).toContain('data-testid="account-name">Casey Morgan<');
    expect(next).not.toContain(BANNER);
  });

  it('is dropped by sign-up', async () => {
    const form = { name: 'Robin Park', email: 'robin.marker@example.com', password: 'shoebox-1987' };
    const res = await visit('/sign-up', { method: 'POST', cookie: LEFTOVER, form });
    expect(res.status).toBe(303);
    expect(authCookieOf(res)).toBeTruthy();
    expect(markerOf(res)).toMatch(/^impersonating=; Max-Age=0/);
  });

  it('is dropped by the /login callback', async () => {
    const { callback, stateCookie } = await startedLogIn('/yours');
    const res = await visit(callbackWith(callback, await oneTimeToken(await logInCookie())), { cookie: `${stateCookie}; ${LEFTOVER}` });
    expect(res.status).toBe(303);
    expect(authCookieOf(res)).toBeTruthy();
    expect(markerOf(res)).toMatch(/^impersonating=; Max-Age=0/);
  });

  it.each(['/our-story/team', '/api/current-user', '/api/store-info'])(
    'is dropped with a refused token on %s (the auth-error reset)',
    async (path) => {
      const res = await visit(path, { cookie: `auth_token=revoked0123456789abcdef; ${LEFTOVER}`, env: ROOMY });
      expect(authCookieOf(res)).toBe('');
      expect(markerOf(res)).toMatch(/^impersonating=; Max-Age=0/);
    },
  );
});
