import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import * as v from 'valibot';
import { AUTH_COOKIE_MAX_AGE_S } from '#client/domain/constants.ts';

/** SPEC §7: logout removes the auth_token cookie. */
export const AUTH_COOKIE = 'auth_token';

const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~+/=-]{8,512}$/));

// Hono's setCookie only sets Path=/ by itself: the flags below are the point (rule 7).
const FLAGS = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const satisfies CookieOptions;

/** The session token from the auth cookie, or undefined when absent or not token-shaped. */
export function readAuthToken(c: Context): string | undefined {
  const raw = getCookie(c, AUTH_COOKIE);
  return v.is(Token, raw) ? raw : undefined;
}

/** The Set-Cookie value that stores a session token (for responses built outside Hono's context). */
export function authCookieHeader(token: string): string {
  return generateCookie(AUTH_COOKIE, token, { ...FLAGS, maxAge: AUTH_COOKIE_MAX_AGE_S });
}

/** The Set-Cookie value that removes the session token. */
export function expiredAuthCookieHeader(): string {
  return generateCookie(AUTH_COOKIE, '', { ...FLAGS, maxAge: 0 });
}

/** Whether a response already sets or removes the auth cookie itself. */
export function setsAuthCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${AUTH_COOKIE}=`));
}

export function setAuthCookie(c: Context, token: string): void {
  c.header('Set-Cookie', authCookieHeader(token), { append: true });
}

export function clearAuthCookie(c: Context): void {
  c.header('Set-Cookie', expiredAuthCookieHeader(), { append: true });
}
