import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { safeRedirectTarget } from '#client/domain/redirect-target.ts';
import { sessionCookieHeaders } from '#worker/http/auth-cookie.ts';
import { exchangeSignInToken } from '#worker/store/account-operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { type LogInData, logInUnit } from '../log-in.tsx';
import { definePage } from '../unit/define-page.ts';
import type { LoadContext } from '../unit/load-context.ts';

export const SIGN_IN_LINK_SPENT = 'This sign-in link has expired or was already used. Log in again to continue.';
export const SIGN_IN_UNFINISHED = 'We could not finish signing you in just now. Please log in again in a few minutes.';

const OneTimeToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{8,256}$/));

/**
 * /login, the external log-in page's callback (SPEC §2.4, docs/decisions/022). With a token it
 * exchanges it at the store for the session token, sets the HttpOnly cookie and goes on to the
 * validated redirectTo; a spent, expired or malformed token gets a 400 page whose Log In link
 * returns to that same target. Without a token it is the log-in page.
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
  let sessionToken: string;
  try {
    sessionToken = (await exchangeSignInToken(ctx.config, token)).auth_token;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    throw error.status < 500
      ? new HTTPException(400, { message: SIGN_IN_LINK_SPENT })
      : new HTTPException(502, { message: SIGN_IN_UNFINISHED, cause: error });
  }
  const headers = new Headers({ Location: safeRedirectTarget(ctx.query('redirectTo')) });
  for (const cookie of sessionCookieHeaders(sessionToken)) headers.append('Set-Cookie', cookie);
  throw new HTTPException(303, { res: new Response(null, { status: 303, headers }) });
}
