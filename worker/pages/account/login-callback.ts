import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { safeRedirectTarget } from '#core/domain/redirect-target.ts';
import { sessionCookieHeaders } from '#worker/http/auth-cookie.ts';
import { expiredLogInStateCookie, LOG_IN_STATE_COOKIE, logInStateMatches } from '#worker/http/log-in-state.ts';
import { exchangeSignInToken } from '#worker/store/account-operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { type LogInData, logInUnit } from '../log-in.tsx';
import { definePage } from '../unit/define-page.ts';
import type { LoadContext } from '../unit/load-context.ts';
import { redirect } from '../unit/outcomes.ts';

export const SIGN_IN_LINK_SPENT = 'This sign-in link has expired or was already used. Log in again to continue.';
export const SIGN_IN_NOT_STARTED_HERE =
  'This sign-in link was not started in this browser, or it is too old. Log in again to continue.';
export const SIGN_IN_UNFINISHED = 'We could not finish signing you in just now. Please log in again in a few minutes.';

const OneTimeToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{8,256}$/));

/**
 * /login, the external log-in page's callback (SPEC §2.4, docs/decisions/022, 036). With a token
 * it signs in only the browser that started the log-in (its state cookie matches the link's
 * `state`), and never over a session that is already signed in; it exchanges the token at the
 * store, sets the HttpOnly cookie and goes on to the validated redirectTo. A spent, expired,
 * malformed or foreign link gets a 400 page whose Log In link returns to that same target.
 * Without a token it is the log-in page.
 */
export const logInCallbackPage = definePage<LogInData>({
  ...logInUnit,
  route: 'login',
  async load(ctx) {
    const token = ctx.query('token');
    if (token !== undefined) await signInWith(ctx, token);
    return logInUnit.load(ctx);
  },
});

/** Never returns: the redirect with the cookie, or the error page. */
async function signInWith(ctx: LoadContext, token: string): Promise<never> {
  if (!v.is(OneTimeToken, token)) throw new HTTPException(400, { message: SIGN_IN_LINK_SPENT });
  // Login CSRF: a link made by someone else (their own token, to work inside their account) is
  // refused before anything is asked of the store.
  if (!logInStateMatches(ctx.cookie(LOG_IN_STATE_COOKIE), ctx.query('state')))
    throw new HTTPException(400, { message: SIGN_IN_NOT_STARTED_HERE });
  const target = safeRedirectTarget(ctx.query('redirectTo'));
  // A session that is signed in is never replaced: the token is left unspent.
  if ((await ctx.session()).isAuthenticated) redirect(target, 303, [expiredLogInStateCookie()]);
  let sessionToken: string;
  try {
    sessionToken = (await exchangeSignInToken(ctx.config, token)).auth_token;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    throw error.status < 500
      ? new HTTPException(400, { message: SIGN_IN_LINK_SPENT })
      : new HTTPException(502, { message: SIGN_IN_UNFINISHED, cause: error });
  }
  redirect(target, 303, [...sessionCookieHeaders(sessionToken), expiredLogInStateCookie()]);
}
