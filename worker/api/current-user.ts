import { ANONYMOUS, sessionFromUser } from '#core/domain/session.ts';
import type { AppEnv } from '#worker/env.ts';
import { clearAuthCookie, readAuthToken } from '#worker/http/auth-cookie.ts';
import { Hono } from '#worker/http/hono.ts';
import { currentUser } from '#worker/store/operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { upstreamFailure } from './upstream-failure.ts';

/** The current session; signed out is a response, not an error. An auth error resets the session. */
export const currentUserApi = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const token = readAuthToken(c);
  if (!token) return c.json({ session: ANONYMOUS });
  try {
    return c.json({ session: sessionFromUser(await currentUser(c.get('config'), token)) });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      clearAuthCookie(c);
      return c.json({ session: ANONYMOUS });
    }
    return upstreamFailure(c, error);
  }
});
