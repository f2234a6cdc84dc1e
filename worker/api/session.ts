import type { Context } from 'hono';
import { Credentials } from '#core/domain/credentials.ts';
import { sessionFromUser } from '#core/domain/session.ts';
import { external } from '#core/routes/external.ts';
import type { AppEnv } from '#worker/env.ts';
import { clearAuthCookie, readAuthToken, setAuthCookie } from '#worker/http/auth-cookie.ts';
import { Hono } from '#worker/http/hono.ts';
import { byAddress, byEmail, overLimit, TOO_MANY_ATTEMPTS } from '#worker/http/rate-limit.ts';
import { forgetUser } from '#worker/http/request-user.ts';
import { currentUser, logIn, logOut } from '#worker/store/operations.ts';
import { type Ended, endFor } from './impersonations.ts';
import { upstreamFailure } from './upstream-failure.ts';
import { readJsonBody } from './validate.ts';

/**
 * Log in (POST) and log out (DELETE, or a form post to /end): the session token lives only in the
 * HttpOnly cookie. Log out while managing a user ends that instead and answers where to go (200,
 * or a 303 there for the form), as /api/impersonations does.
 * Production takes no password (403: its log-in is the external page, docs/decisions/022); elsewhere
 * log-in attempts are rate limited by address and by email (429, docs/decisions/071).
 */
export const PASSWORD_LOG_IN_OFF = 'Log in on the log-in page: this site does not take passwords here.';

export const sessionApi = new Hono<AppEnv>()
  .post('/', async (c) => {
    const config = c.get('config');
    // Only the local build takes a password here, and not as production (docs/decisions/101).
    if (!__LOCAL_STACK__ || config.APP_ENV === 'production') return c.json({ error: PASSWORD_LOG_IN_OFF }, 403);
    const body = await readJsonBody(c, Credentials);
    if (!body.ok) return body.response;
    if (await overLimit(c, byAddress(c, 'LOG_IN_LIMIT'), byEmail('LOG_IN_EMAIL_LIMIT', body.value.email)))
      return c.json({ error: TOO_MANY_ATTEMPTS }, 429);
    try {
      const user = await logIn(config, body.value);
      setAuthCookie(c, user.auth_token);
      // The log-in answer may carry a partial user; the session is built from current_user.
      const full = await currentUser(config, user.auth_token).catch(() => user);
      return c.json({ session: sessionFromUser(full) }, 201);
    } catch (error) {
      return upstreamFailure(c, error);
    }
  })
  .delete('/', async (c) => {
    const ended = await signOut(c);
    return ended ? c.json({ impersonationEnded: true, ...ended }) : c.body(null, 204);
  })
  // The account menu's Log out without script: a form post (the same-origin check stands for a
  // token, as for every form), sent on to where the menu's script would have gone.
  .post('/end', async (c) => {
    const ended = await signOut(c);
    return c.redirect(ended ? ended.redirectTo : external.afterLogout(), 303);
  });

/**
 * Ends the visitor's session; an impersonation is ended instead (SPEC §4), and what it restored
 * is returned. Never cached.
 */
async function signOut(c: Context<AppEnv>): Promise<Ended | null> {
  c.header('Cache-Control', 'private, no-store');
  const token = readAuthToken(c);
  const config = c.get('config');
  // SPEC §4: sign-out while impersonating ends the impersonation instead.
  const user = token ? await currentUser(config, token).catch(() => null) : null;
  if (token && user?.impersonator) {
    try {
      return await endFor(c, token);
    } catch (error) {
      // Nobody who asked to sign out is left acting for someone else: the plain sign-out follows.
      c.get('reporter').warning('Ending an impersonation at sign-out failed; the session is reset.', {
        error: String(error),
      });
    }
  }
  clearAuthCookie(c);
  // SPEC §7, §8: a failed logout call is ignored; the session is reset anyway.
  if (token) {
    forgetUser(token);
    await logOut(config, token).catch(() => undefined);
  }
  return null;
}
