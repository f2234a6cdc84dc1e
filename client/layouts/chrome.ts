import type { AuthLinkContext } from '#core/domain/auth-links.ts';
import type { CompanyMeta } from '#core/domain/company.ts';
import type { Session } from '#core/domain/session.ts';
import type { StoreInfoView } from '#core/domain/store-info.ts';

/**
 * What the site chrome needs. The session and store info are live store calls: promises the
 * chrome awaits inside <Suspense>, so the page never waits for them. `signedIn` is known at
 * once from the presence of the auth cookie. `returnTo`, the path to come back to, builds Log In
 * and Sign Up.
 */
export interface ChromeData extends AuthLinkContext {
  /** This site's origin, for absolute URLs (share links, structured data). */
  origin: string;
  signedIn: boolean;
  session: Promise<Session>;
  storeInfo: Promise<StoreInfoView | null>;
  company: CompanyMeta;
  /** The request's path, without the query. */
  currentPath: string;
  /** The support widget's script, when one is configured (SPEC §2.7, §7). */
  supportWidgetUrl?: string;
}
