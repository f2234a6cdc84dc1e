// What a loader may read: the request's URL, params, query and cookies, the content database, the
// configuration and the visitor's session. A plain object, so loaders can be tested without Hono.

import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { PageTexts } from '#client/pages/page-texts.ts';
import { type AuthLinkContext, returnToOf } from '#core/domain/auth-links.ts';
import type { DraftsSection } from '#core/domain/drafts.ts';
import { ANONYMOUS, type Session, sessionFromUser } from '#core/domain/session.ts';
import type { Config } from '#worker/config/config.ts';
import { pageTexts } from '#worker/config/page-texts.ts';
import { type ContentDb, contentDb, readSession } from '#worker/db/client.ts';
import { isRevalidation } from '#worker/edge-cache/revalidate.ts';
import type { AppEnv } from '#worker/env.ts';
import type { ReportContext } from '#worker/errors/reporter.ts';
import { readAuthToken } from '#worker/http/auth-cookie.ts';
import { type CartFlash, readCartFlash } from '#worker/http/cart-flash.ts';
import { readFromOf } from '#worker/http/d1-bookmark.ts';
import { pageUrlOf } from '#worker/http/page-url.ts';
import { tallyD1 } from '#worker/http/request-timing.ts';
import { requestStoreInfo, requestUser } from '#worker/http/request-user.ts';
import type { StoreInfoRecord } from '#worker/store/schemas.ts';
import { type StoreWait, storeWait } from './store-wait.ts';

export interface LoadContext {
  url: URL;
  param(name: string): string | undefined;
  query(name: string): string | undefined;
  cookie(name: string): string | undefined;
  db: ContentDb;
  config: Config;
  /** Whether the request carries an auth cookie; known at once, unlike the session. */
  signedIn: boolean;
  /** The session token of that cookie, when it is token-shaped: for the store calls a page makes for the visitor. */
  authToken: string | undefined;
  /**
   * The visitor's session, asked of the core API once per request however often it is called;
   * anonymous when signed out or when the core API cannot say.
   */
  session(): Promise<Session>;
  /** The visitor's store info (badges, cart count), the chrome's one call for it; null when signed out or unknown. */
  storeInfo(): Promise<StoreInfoRecord | null>;
  /** The drafts switch the page declares it shows (define-page.ts), if any. */
  drafts: DraftsSection | undefined;
  /** What Log In and Sign Up links need, coming back to this page. */
  auth: AuthLinkContext;
  /** Reports an error that the page survives (a streamed store part that failed). */
  report(error: unknown, context?: ReportContext): void;
  /** The request's wait for its store parts: each one in the HTML when in time, streamed when late. */
  store: StoreWait;
  /**
   * What the add to cart just before this request added, as the page's own redirect said (worker/http/cart-flash.ts).
   */
  cartFlash: CartFlash | null;
  /**
   * Where D1 has got to for this request's reads when they were made on the primary (an editor's
   * drafts, worker/http/d1-bookmark.ts): the bookmark their next pages read from; null otherwise.
   */
  primaryBookmark?(): string | null;
  /** The page texts (marketing content, shop copy): the build's static asset, read once per isolate. */
  texts(): Promise<PageTexts>;
}

export function loadContext(c: Context<AppEnv>, drafts?: DraftsSection): LoadContext {
  const config = c.get('config');
  const url = new URL(pageUrlOf(c));
  let session: Promise<Session> | undefined;
  let db: ContentDb | undefined;
  // A stale or purged page rendered again after its visitor was answered (nobody waits on it)
  // reads the primary: a replica behind the sync that purged it would keep the old page again.
  const readFrom = isRevalidation(c.req.raw) ? 'first-primary' : readFromOf(c, drafts);
  let d1: D1DatabaseSession | D1Database | undefined;
  const authToken = readAuthToken(c);
  return {
    url,
    param: (name) => c.req.param(name) || undefined,
    query: (name) => url.searchParams.get(name) ?? undefined,
    cookie: (name) => getCookie(c, name),
    // Opened on first use: a page whose rows are already known never starts a D1 session.
    get db() {
      d1 ??= readSession(c.env.DB, readFrom);
      db ??= contentDb(d1, tallyD1(c.get('timing')), { seen: (sql, rows) => c.get('pageTags')?.add(sql, rows) });
      return db;
    },
    config,
    signedIn: Boolean(authToken),
    authToken,
    session() {
      session ??= requestUser(c).then((user) => (user ? sessionFromUser(user) : ANONYMOUS));
      return session;
    },
    storeInfo: () => (authToken ? requestStoreInfo(c, authToken).catch(() => null) : Promise.resolve(null)),
    drafts,
    auth: { returnTo: returnToOf(url) },
    report: (error, context) => c.get('reporter').error(error, { url: c.req.url, ...context }),
    store: storeWait(url, config.STORE_WAIT_MS),
    cartFlash: readCartFlash(c),
    primaryBookmark: () => (readFrom === 'first-primary' && d1 && 'getBookmark' in d1 ? d1.getBookmark() : null),
    texts: () => pageTexts(c.env.ASSETS),
  };
}
