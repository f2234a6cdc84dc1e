import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { PREVIEW_COOKIE } from '#core/domain/banners.ts';
import { DRAFT_COOKIES, type DraftsSection, draftToggleOn, MAY_SEE_DRAFTS } from '#core/domain/drafts.ts';
import type { Session } from '#core/domain/session.ts';
import type { AppEnv } from '#worker/env.ts';
import { readAuthToken } from '#worker/http/auth-cookie.ts';
import type { CachePolicy } from './cache-policy.ts';

/** What of a page may be shared; see sharing(). */
export interface Sharing {
  data: boolean;
  page: boolean;
  shell: boolean;
}

/**
 * What of a content page read (GET, or HEAD: answered from the same copy) is the same for
 * everyone. `data`: its loader reads what it would read for anyone: the drafts switch of the
 * section the page shows (`drafts`) is not on (a session alone changes only the chrome, which is
 * not loaded there; another section's switch changes nothing here). `page`: the whole response
 * may be the one every visitor gets (no session token: a token-shaped auth cookie, accepted by
 * the store or not, makes the page ask it). `shell`: the visitor has a session token, and gets
 * that same page with their own widgets put into its slots (docs/decisions/056). The promotion preview changes
 * what the store shows and adds its banner: never a shared page nor a shell. A page that reads a
 * new cookie that makes it differ (as the preview does) must be counted here, or the first
 * visitor's page would be served to everyone.
 *
 * The drafts switches and the preview count only for a visitor the session says may use them (an
 * admin, or for the preview an admin acting for a customer; pixels2Pages' editors for its drafts): anybody else's
 * cookie cannot make them skip the cache (issue 34, item 3). Only a request carrying one waits for the session here,
 * and the page asks for it anyway.
 */
export async function sharing(
  c: Context<AppEnv>,
  policy: CachePolicy,
  drafts: DraftsSection | undefined,
  session: () => Promise<Session>,
): Promise<Sharing> {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (policy !== 'content' || !read) return { data: false, page: false, shell: false };
  const cookies = getCookie(c);
  if (readAuthToken(c) === undefined) return { data: true, page: true, shell: false };
  const draftsOn = drafts !== undefined && draftToggleOn(cookies[DRAFT_COOKIES[drafts]]);
  const preview = PREVIEW_COOKIE in cookies;
  const who = draftsOn || preview ? await session() : null;
  const data = !(draftsOn && who && MAY_SEE_DRAFTS[drafts!](who));
  // The admin app sets the preview; an admin acting for a customer keeps it.
  const previewing = preview && (who?.isAdmin === true || who?.isImpersonator === true);
  return { data, page: false, shell: data && !previewing };
}
