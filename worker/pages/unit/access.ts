// Who may see a page (SPEC §4, §6). Checked before the page loads anything.
import { signInHref } from '#core/domain/auth-links.ts';
import type { Session } from '#core/domain/session.ts';
import type { LoadContext } from './load-context.ts';
import { forbidden, redirect } from './outcomes.ts';

export type Access = 'public' | 'signed-in' | 'admin' | 'p2p' | 'p2p-editor';

const ABILITY: Record<Exclude<Access, 'public' | 'signed-in'>, (s: Session) => boolean> = {
  admin: (s) => s.isAdmin,
  p2p: (s) => s.can.accessP2p,
  'p2p-editor': (s) => s.can.accessP2peditor,
};

/**
 * Signed-out visitors of a protected page go to /sign_in, which remembers the page and sends them
 * back to it after log-in (SPEC §4, §5); signed-in ones without the ability get the 403 page.
 */
export async function checkAccess(ctx: LoadContext, access: Access): Promise<void> {
  if (access === 'public') return;
  const session = await ctx.session();
  if (!session.isAuthenticated) redirect(signInHref(ctx.auth.returnTo));
  if (access !== 'signed-in' && !ABILITY[access](session)) forbidden();
}
