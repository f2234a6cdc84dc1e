import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DRAFT_COOKIES, draftToggleOn } from '#client/domain/drafts.ts';
import { sessionFromUser } from '#client/domain/session.ts';
import type { AppEnv } from '#worker/env.ts';
import { requestUser } from '#worker/http/request-user.ts';

/**
 * Whether this request sees blog drafts: the drafts switch's cookie is on AND the core API
 * confirms an admin (SPEC §2.7, §5, §6). Only requests carrying the switch pay for the check;
 * if the store cannot confirm, drafts stay hidden.
 */
export async function blogDraftAccess(c: Context<AppEnv>): Promise<{ draftsOn: boolean; includeDrafts: boolean }> {
  const draftsOn = draftToggleOn(getCookie(c, DRAFT_COOKIES.blog));
  if (!draftsOn) return { draftsOn, includeDrafts: false };
  const user = await requestUser(c);
  return { draftsOn, includeDrafts: user !== null && sessionFromUser(user).isAdmin };
}
