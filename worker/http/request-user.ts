import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { currentUser } from '#worker/store/operations.ts';
import type { UserRecord } from '#worker/store/schemas.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { readAuthToken, sessionCookieHeaders, setsAuthCookie } from './auth-cookie.ts';
import { settledWithin } from './settled-within.ts';

/** SPEC §8 "Auth error": the store or core API no longer accepts the session token. */
export const isAuthError = (error: unknown): error is UpstreamError => error instanceof UpstreamError && error.status === 401;

// Requests whose session token an upstream call refused; keyed by the request, which is per visit.
const refused = new WeakSet<Request>();

/** Remembers that this request's token was refused, so its response clears the cookie. */
export function noteAuthError(c: Context, error: unknown): void {
  if (isAuthError(error)) refused.add(c.req.raw);
}

/**
 * The signed-in user of this request, asked of the core API once however many parts of the page
 * need it (chrome, drafts check, log-in redirect). Null when signed out or when the core API
 * cannot say: callers treat both as signed out. An auth error also resets the session (the
 * response clears the cookie); a failed restore (outage, timeout) keeps it (SPEC §8).
 */
export function requestUser(c: Context<AppEnv>): Promise<UserRecord | null> {
  let user = c.get('user');
  if (!user) {
    const token = readAuthToken(c);
    user = token
      ? currentUser(c.get('config'), token).catch((error: unknown) => {
          noteAuthError(c, error);
          return null;
        })
      : Promise.resolve(null);
    c.set('user', user);
  }
  return user;
}

/** A 401 from /api that is about the credentials posted, not the cookie: a refused log-in. */
const isLogInRefusal = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/session';

/**
 * Clears the auth cookie on the response of a request whose token the store refused: found by
 * the session call, noted by a handler (noteAuthError), or answered as a 401 by an /api
 * endpoint, which passes the store's status on. A response that sets the cookie itself wins.
 * A page asks for the session as the request arrives, beside its loaders, and its headers wait
 * for the verdict at most SESSION_VERDICT_WAIT_MS more (docs/decisions/023): a later one is
 * acted on by the next /api call.
 */
export const resetSessionOnAuthError: MiddlewareHandler<AppEnv> = async (c, next) => {
  const page = !c.req.path.startsWith('/api/');
  if (page && readAuthToken(c)) void requestUser(c);
  await next();
  if (!readAuthToken(c)) return;
  const user = c.get('user') as Promise<UserRecord | null> | undefined;
  if (user && !refused.has(c.req.raw)) await settledWithin(user, c.get('config').SESSION_VERDICT_WAIT_MS);
  const apiRefusal = c.req.path.startsWith('/api/') && c.res.status === 401 && !isLogInRefusal(c);
  if ((refused.has(c.req.raw) || apiRefusal) && !setsAuthCookie(c.res)) {
    for (const header of sessionCookieHeaders(null)) c.res.headers.append('Set-Cookie', header);
    c.res.headers.set('Cache-Control', 'private, no-store');
  }
};
