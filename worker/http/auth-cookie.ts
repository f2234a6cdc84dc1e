import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { AUTH_COOKIE_MAX_AGE_S } from '#client/domain/constants.ts';

/** SPEC §7: logout removes the auth_token cookie. */
export const AUTH_COOKIE = 'auth_token';

const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~+/=-]{8,512}$/));

/** The session token from the auth cookie, or undefined when absent or not token-shaped. */
export function readAuthToken(c: Context): string | undefined {
  const raw = getCookie(c, AUTH_COOKIE);
  return v.is(Token, raw) ? raw : undefined;
}

// Hono's setCookie only sets Path=/ by itself: the flags below are the point (rule 7).
export function setAuthCookie(c: Context, token: string): void {
  setCookie(c, AUTH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  });
}

export function clearAuthCookie(c: Context): void {
  deleteCookie(c, AUTH_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
}
