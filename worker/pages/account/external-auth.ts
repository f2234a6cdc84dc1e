import { externalAuthUrl } from '#core/domain/auth-links.ts';
import { logInStateCookie, newLogInState } from '#worker/http/log-in-state.ts';
import type { LoadContext } from '../unit/load-context.ts';
import { redirect } from '../unit/outcomes.ts';

/**
 * Production's log-in and sign-up (SPEC §2.4): on to the external page, which comes back through
 * /login with a one-time token. A fresh state goes into that callback URL and into this browser's
 * cookie; the callback signs in only when the two match (docs/decisions/036).
 */
export function toExternalAuth(ctx: LoadContext, pageUrl: string, target: string): never {
  const state = newLogInState();
  redirect(externalAuthUrl(pageUrl, ctx.url.origin, target, state), 302, [logInStateCookie(state)]);
}
