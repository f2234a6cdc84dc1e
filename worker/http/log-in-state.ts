import { generateCookie } from 'hono/cookie';
import * as v from 'valibot';
import { pathTo } from '#core/routes/paths.ts';

// What binds the /login callback to the browser that started the log-in (docs/decisions/036): a
// random state, both in the callback URL the external page returns to and in a cookie only this
// browser holds. A link someone else made carries their state, never this browser's cookie.

export const LOG_IN_STATE_COOKIE = 'login_state';

/** Long enough to register at the external page; the one-time token itself lives 2 minutes. */
const LOG_IN_STATE_MAX_AGE_S = 30 * 60;

// 32 random bytes, base64url.
const State = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

// HttpOnly, and sent to the callback alone. SameSite=Lax still sends it on the top-level
// navigation back from the external page, which is on another site.
const FLAGS = { path: pathTo('login'), httpOnly: true, secure: true, sameSite: 'Lax' } as const;

export function newLogInState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const logInStateCookie = (state: string) =>
  generateCookie(LOG_IN_STATE_COOKIE, state, { ...FLAGS, maxAge: LOG_IN_STATE_MAX_AGE_S });

export const expiredLogInStateCookie = () => generateCookie(LOG_IN_STATE_COOKIE, '', { ...FLAGS, maxAge: 0 });

/** Whether the callback's state is the one this browser's cookie holds (compared in constant time). */
export function logInStateMatches(cookie: string | undefined, given: string | undefined): boolean {
  if (!v.is(State, cookie) || !v.is(State, given)) return false;
  let diff = 0;
  for (let i = 0; i < cookie.length; i++) diff |= cookie.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
