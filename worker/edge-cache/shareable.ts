import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { PREVIEW_COOKIE } from '#client/domain/banners.ts';
import { DRAFT_COOKIES } from '#client/domain/drafts.ts';
import type { AppEnv } from '#worker/env.ts';
import { AUTH_COOKIE } from '#worker/http/auth-cookie.ts';
import type { CachePolicy } from '#worker/pages/unit/define-page.ts';

/**
 * What of a content page read (GET) is the same for everyone. `data`: its loader reads what it
 * would read for anyone (no drafts switch on; a session alone changes only the chrome, which is
 * not loaded there). `page`: the whole response may be the one every visitor gets (none of the
 * personal cookies, valid or not: a stale session cookie still makes the page ask the store).
 * The cookies that can make a page differ are the session and each drafts switch; a page that
 * reads a new one (a preview cookie) must be counted here, or the first visitor's page would be
 * served to everyone.
 */
export function sharing(c: Context<AppEnv>, policy: CachePolicy): { data: boolean; page: boolean } {
  if (policy !== 'content' || c.req.method !== 'GET') return { data: false, page: false };
  const cookies = getCookie(c);
  const data = !Object.values(DRAFT_COOKIES).some((name) => name in cookies);
  // The promotion preview changes what the store shows (and its banner): never a shared page.
  return { data, page: data && !(AUTH_COOKIE in cookies) && !(PREVIEW_COOKIE in cookies) };
}
