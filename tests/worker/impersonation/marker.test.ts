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

/** The path a cookie is stored under: its Path attribute, or else the request path's directory (RFC 6265 §5.1.4). */
function pathOf(header: string, requestPath: string): string {
  const attribute = /;\s*Path=([^;]*)/i.exec(header)?.[1]?.trim();
  if (attribute?.startsWith('/')) return attribute;
  const directory = requestPath.split('?')[0]!.slice(0, requestPath.split('?')[0]!.lastIndexOf('/'));
  return directory || '/';
}

/** Whether a cookie stored under `cookiePath` goes with a request for `requestPath` (RFC 6265 §5.1.4). */
const pathMatches = (cookiePath: string, requestPath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/**
 * The Cookie header a browser sends for `nextPath`: the cookies it held (all under Path=/), with the
 * response to `requestPath` applied. A cookie is one per name and path, so a removal under another
 * path leaves the held one in place, as a browser does.
 */
function cookiesAfter(held: string, requestPath: string, res: Response, nextPath: string): string {
  const key = (name: string, path: string) => `${name}\n${path}`;
  const jar = new Map<string, { pair: string; path: string }>(
    held.split('; ').map((pair) => [key(pair.slice(0, pair.indexOf('=')), '/'), { pair, path: '/' }]),
  );
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    const path = pathOf(header, requestPath);
    if (/;\s*Max-Age=0/i.test(header)) jar.delete(key(name, path));
    else jar.set(key(name, path), { pair, path });
  }
  return [...jar.values()]
    .filter((cookie) => pathMatches(cookie.path, nextPath))
    .map((cookie) => cookie.pair)
    .join('; ');
}

/** The marker's removal: an empty value, Max-Age=0, under Path=/, the path the marker was set under. */
const REMOVAL = /^impersonating=(?=(;[^;]*)*;\s*Max-Age=0(;|$))(?=(;[^;]*)*;\s*Path=\/(;|$));/;

describe('a leftover impersonation marker', () => {
  it('is dropped by the log-in form, so the next page shows no banner', async () => {
    const res = await visit('/log-in?redirectTo=%2Four-story%2Fteam', {
      method: 'POST',
      cookie: LEFTOVER,
      form: CUSTOMER,
    });
    expect(res.status).toBe(303);
    expect(authCookieOf(res)).toBeTruthy();
    expect(markerOf(res)).toMatch(REMOVAL);
    const cookie = cookiesAfter(LEFTOVER, '/log-in', res, '/our-story/team');
    const next = await (await visit('/our-story/team', { cookie, env: ROOMY })).text();
    expect(next).toContain('data-testid="account-name">Casey Morgan<');
    expect(next).not.toContain(BANNER);
  });

  it('is dropped by sign-up', async () => {
    const form = { name: 'Robin Park', email: 'robin.marker@example.com', password: 'shoebox-1987' };
    const res = await visit('/sign-up', { method: 'POST', cookie: LEFTOVER, form });
    expect(res.status).toBe(303);
    expect(authCookieOf(res)).toBeTruthy();
    expect(markerOf(res)).toMatch(REMOVAL);
  });

  it('is dropped by the /login callback', async () => {
    const { callback, stateCookie } = await startedLogIn('/yours');
    const res = await visit(callbackWith(callback, await oneTimeToken(await logInCookie())), {
      cookie: `${stateCookie}; ${LEFTOVER}`,
    });
    expect(res.status).toBe(303);
    expect(authCookieOf(res)).toBeTruthy();
    expect(markerOf(res)).toMatch(REMOVAL);
  });

  it.each(['/our-story/team', '/api/current-user', '/api/store-info'])(
    'is dropped with a refused token on %s (the auth-error reset)',
    async (path) => {
      const res = await visit(path, { cookie: `auth_token=revoked0123456789abcdef; ${LEFTOVER}`, env: ROOMY });
      expect(authCookieOf(res)).toBe('');
      expect(markerOf(res)).toMatch(REMOVAL);
    },
  );
});
