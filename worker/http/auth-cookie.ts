import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import * as v from 'valibot';
import { AUTH_COOKIE_MAX_AGE_S } from '#core/domain/constants.ts';
import { encodeImpersonating, IMPERSONATING_COOKIE, type Impersonating } from '#core/domain/impersonation.ts';
import type { AppEnv } from '#worker/env.ts';

/** SPEC §7: logout removes the auth_token cookie. */
export const AUTH_COOKIE = 'auth_token';

const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~+/=-]{8,512}$/));

// Hono's setCookie only sets Path=/ by itself: the flags below are the point (rule 7).
const FLAGS = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const satisfies CookieOptions;

/**
 * The session token from the auth cookie, or undefined when absent or not token-shaped. Read once
 * per request, so that every part of it (the page, its chrome, the edge cache's choice) means the
 * same by "signed in": a cookie that is not token-shaped is never sent to the store, so it signs
 * nobody in.
 */
export function readAuthToken(c: Context<AppEnv>): string | undefined {
  let token = c.get('authToken');
  if (token === undefined) {
    const raw = getCookie(c, AUTH_COOKIE);
    token = v.is(Token, raw) ? raw : null;
    c.set('authToken', token);
  }
  return token ?? undefined;
}

const cookie = (name: string, value: string | null) =>
  generateCookie(name, value ?? '', { ...FLAGS, maxAge: value === null ? 0 : AUTH_COOKIE_MAX_AGE_S });

/**
 * The Set-Cookie values that store a session token, or remove it (null). The impersonation marker
 * (docs/decisions/024) describes the session in the auth cookie, so it always changes with it: set
 * for an impersonation, removed otherwise. A marker left over from an earlier session showed a
 * false "acting on behalf of" banner after a plain log-in as someone else.
 */
export function sessionCookieHeaders(token: string | null, impersonating: Impersonating | null = null): string[] {
  return [
    cookie(AUTH_COOKIE, token),
    cookie(IMPERSONATING_COOKIE, token && impersonating ? encodeImpersonating(impersonating) : null),
  ];
}

/** Whether a response already sets or removes the auth cookie itself. */
export function setsAuthCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${AUTH_COOKIE}=`));
}

/** Stores a session token (with the marker of the impersonation it stands for, if any). */
export function setAuthCookie(c: Context, token: string, impersonating: Impersonating | null = null): void {
  for (const header of sessionCookieHeaders(token, impersonating)) c.header('Set-Cookie', header, { append: true });
}

export function clearAuthCookie(c: Context): void {
  for (const header of sessionCookieHeaders(null)) c.header('Set-Cookie', header, { append: true });
}
