import { AUTH_COOKIE } from '#worker/http/auth-cookie.ts';
import { draftAccess } from '#worker/pages/posts/drafts.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';

/**
 * Editors preview draft events with the drafts switch the site already has (SPEC §6: admins,
 * the blog's cookie), confirmed by the core API; everyone else never sees a draft.
 */
export async function eventPreview(ctx: LoadContext): Promise<boolean> {
  return (await draftAccess(ctx, 'blog')).includeDrafts;
}

/** The session token from the auth cookie when it is token-shaped (as worker/http/auth-cookie.ts reads it). */
export function sessionToken(ctx: LoadContext): string | undefined {
  const raw = ctx.cookie(AUTH_COOKIE);
  return raw && /^[A-Za-z0-9._~+/=-]{8,512}$/.test(raw) ? raw : undefined;
}
