import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { RecentMemo } from '#worker/memo/recent-memo.ts';
import { currentUser, storeInfo } from '#worker/store/operations.ts';
import type { StoreInfoRecord, UserRecord } from '#worker/store/schemas.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { readAuthToken, sessionCookieHeaders, setsAuthCookie } from './auth-cookie.ts';
import { rememberRefusedToken, wasRefused } from './refused-tokens.ts';
import { settledWithin } from './settled-within.ts';

/** SPEC §8 "Auth error": the store or core API no longer accepts the session token. */
export const isAuthError = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError && error.status === 401;

// Requests whose session token an upstream call refused; keyed by the request, which is per visit.
const refused = new WeakSet<Request>();

/** Remembers that this request's token was refused, so its response clears the cookie. */
export function noteAuthError(c: Context, error: unknown): void {
  if (isAuthError(error)) refused.add(c.req.raw);
}

/**
 * How long the core API's response for a token stands in this isolate (docs/decisions/057): within
 * it a page asks the core API nothing, and the store info call every signed-in page makes anyway
 * (the cart count) confirms the token before the user is shown; a refusal there forgets it at once.
 */
export const KNOWN_USER_MS = 30_000;
const KNOWN_USERS = 1_000;
const known = new RecentMemo<UserRecord>(KNOWN_USER_MS, KNOWN_USERS);

const recallUser = (token: string, now: number): UserRecord | null => known.get(token, now) ?? null;

function rememberUser(token: string, user: UserRecord | null, now: number): void {
  if (user) known.set(token, user, now);
  else known.delete(token);
}

/**
 * A token this site just ended (a sign-out, an impersonation's end): not known any more, so it gets
 * nothing from memory here.
 */
export function forgetUser(token: string): void {
  known.delete(token);
}

/**
 * A refusal of the token by the store or the core API: this response clears the cookie, and the
 * token is not known any more.
 */
function tokenRefused(c: Context<AppEnv>, token: string, error: unknown): void {
  noteAuthError(c, error);
  if (!isAuthError(error)) return;
  known.delete(token);
  rememberRefusedToken(token);
}

/** A token refused lately (refused-tokens.ts): this response clears the cookie, and the store is not asked again. */
function refusedLately(c: Context<AppEnv>, token: string): boolean {
  if (!wasRefused(token)) return false;
  refused.add(c.req.raw);
  return true;
}

/**
 * This request's one store info call for the visitor: the chrome's cart and banners, and the
 * token's check while its user is known.
 */
export function requestStoreInfo(c: Context<AppEnv>, token: string): Promise<StoreInfoRecord> {
  let info = c.get('storeInfo');
  if (!info) {
    info = refusedLately(c, token)
      ? Promise.reject(new UpstreamError(401, { error: 'The session was refused.' }))
      : storeInfo(c.get('config'), token);
    info.catch((error: unknown) => tokenRefused(c, token, error));
    c.set('storeInfo', info);
  }
  return info;
}

/** The core API's user for a token, remembered when it answers; null (signed out) when it refuses or cannot say. */
function askCoreApi(c: Context<AppEnv>, token: string, now: number): Promise<UserRecord | null> {
  return currentUser(c.get('config'), token).then(
    (record) => {
      rememberUser(token, record, now);
      return record;
    },
    (error: unknown) => {
      tokenRefused(c, token, error);
      return null;
    },
  );
}

/**
 * The signed-in user of this request, asked once however many parts of the page need it (chrome,
 * drafts check, log-in redirect). Null when signed out or when the store cannot say: callers
 * treat both as signed out. An auth error also resets the session (the response clears the
 * cookie); a failed restore (outage, timeout) keeps it (SPEC §8).
 *
 * A user known from an earlier page is shown only once this request's own store info call has
 * taken the token (docs/decisions/057): a token the store ended since is never shown signed in.
 * If that call fails for another reason, the core API is asked as for an unknown token.
 */
export function requestUser(c: Context<AppEnv>): Promise<UserRecord | null> {
  let user = c.get('user');
  if (!user) {
    const token = readAuthToken(c);
    const now = Date.now();
    const knownUser = token ? recallUser(token, now) : null;
    if (!token || refusedLately(c, token)) user = Promise.resolve(null);
    else if (knownUser) {
      user = requestStoreInfo(c, token).then(
        () => knownUser,
        (error: unknown) => (isAuthError(error) ? null : askCoreApi(c, token, now)),
      );
    } else user = askCoreApi(c, token, now);
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
 * for the verdict until SESSION_VERDICT_WAIT_MS after the request arrived (docs/decisions/023),
 * so a render that took that long costs no more: a later verdict is acted on by the next request.
 */
export const resetSessionOnAuthError: MiddlewareHandler<AppEnv> = async (c, next) => {
  const arrived = Date.now();
  const page = !c.req.path.startsWith('/api/');
  if (page && readAuthToken(c)) void requestUser(c);
  await next();
  if (!readAuthToken(c)) return;
  const user = c.get('user') as Promise<UserRecord | null> | undefined;
  const left = c.get('config').SESSION_VERDICT_WAIT_MS - (Date.now() - arrived);
  if (user && !refused.has(c.req.raw)) await settledWithin(user, Math.max(0, left));
  const apiRefusal = c.req.path.startsWith('/api/') && c.res.status === 401 && !isLogInRefusal(c);
  if ((refused.has(c.req.raw) || apiRefusal) && !setsAuthCookie(c.res)) {
    for (const header of sessionCookieHeaders(null)) c.res.headers.append('Set-Cookie', header);
    c.res.headers.set('Cache-Control', 'private, no-store');
  }
};
