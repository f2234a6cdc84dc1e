import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { BLOG_DRAFT_COOKIE, draftToggleOn } from '../../../client/domain/blog.ts';
import type { AppEnv } from '../../env.ts';
import { readAuthToken } from '../../http/auth-cookie.ts';
import { currentUser } from '../../store/operations.ts';

/**
 * Whether this request sees blog drafts: the drafts switch's cookie is on AND the core API
 * confirms an admin (SPEC §2.7, §5, §6). Only requests carrying the switch pay for the check;
 * if the store cannot confirm, drafts stay hidden.
 */
export async function blogDraftAccess(c: Context<AppEnv>): Promise<{ draftsOn: boolean; includeDrafts: boolean }> {
  const draftsOn = draftToggleOn(getCookie(c, BLOG_DRAFT_COOKIE));
  const token = readAuthToken(c);
  if (!draftsOn || !token) return { draftsOn, includeDrafts: false };
  const user = await currentUser(c.get('config'), token).catch(() => null);
  const isAdmin = Boolean(user && (user.is_admin || user.scope === 'admin'));
  return { draftsOn, includeDrafts: isAdmin };
}
