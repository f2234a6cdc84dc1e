import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { AUTH_COOKIE_MAX_AGE_S } from '#core/domain/constants.ts';
import { NO_SCRIPT_COOKIE } from '#core/domain/no-script.ts';
import { readAuthToken } from './auth-cookie.ts';

/**
 * Whether this request is a signed-in visitor's whose browser runs no script (docs/decisions/089):
 * their page is sent only with every part in its place, as nothing would move a late one there.
 */
export function signedInWithoutScript(c: Context): boolean {
  return readAuthToken(c) !== undefined && getCookie(c, NO_SCRIPT_COOKIE) === '1';
}

/**
 * Said by the stylesheet only a browser without script asks for; kept as long as a session, and
 * readable by script, which removes it when the browser runs script again.
 */
export function noScriptCookie(): string {
  const flags = { path: '/', secure: true, sameSite: 'Lax', maxAge: AUTH_COOKIE_MAX_AGE_S } as const;
  return generateCookie(NO_SCRIPT_COOKIE, '1', flags);
}
