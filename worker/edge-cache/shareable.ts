import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DRAFT_COOKIES } from '#client/domain/drafts.ts';
import type { AppEnv } from '#worker/env.ts';
import { AUTH_COOKIE } from '#worker/http/auth-cookie.ts';
import type { CachePolicy } from '#worker/pages/unit/define-page.ts';

/**
 * Every cookie that can make a page differ from one visitor to the next: the session and each
 * drafts switch. A page that reads a new one (a preview cookie) must list it here, or the first
 * visitor's page would be served to everyone.
 */
export const PERSONAL_COOKIES: readonly string[] = [AUTH_COOKIE, ...Object.values(DRAFT_COOKIES)];

/**
 * Whether this response may be the one every visitor gets: a content page, read (GET), by a
 * visitor carrying none of the personal cookies (valid or not: a stale session cookie still
 * makes the page ask the store).
 */
export function isShareable(c: Context<AppEnv>, policy: CachePolicy): boolean {
  if (policy !== 'content' || c.req.method !== 'GET') return false;
  const cookies = getCookie(c);
  return !PERSONAL_COOKIES.some((name) => name in cookies);
}

/**
 * Whether the page's loader reads what it would read for anyone: a content page, read (GET),
 * with no drafts switch on (a session alone changes only the chrome, which is not loaded here).
 */
export function hasSharedData(c: Context<AppEnv>, policy: CachePolicy): boolean {
  if (policy !== 'content' || c.req.method !== 'GET') return false;
  const cookies = getCookie(c);
  return !Object.values(DRAFT_COOKIES).some((name) => name in cookies);
}
