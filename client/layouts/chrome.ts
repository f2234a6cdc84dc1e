import type { AuthLinkContext } from '#client/domain/auth-links.ts';
import type { Session } from '#client/domain/session.ts';
import type { StoreInfoView } from '#client/domain/store-info.ts';

export interface CompanyMeta {
  name: string;
  address: string;
  email: string;
  phone: string;
  website: string;
}

/**
 * What the site chrome needs. The session and store info are live store calls: promises the
 * chrome awaits inside <Suspense>, so the page never waits for them. `signedIn` is known at
 * once from the presence of the auth cookie. The auth-link fields (environment, the external
 * log-in and register pages, origin and the path to come back to) build Log In and Sign Up.
 */
export interface ChromeData extends AuthLinkContext {
  signedIn: boolean;
  session: Promise<Session>;
  storeInfo: Promise<StoreInfoView | null>;
  company: CompanyMeta;
  /** The request's path, without the query. */
  currentPath: string;
  /** The support widget's script, when one is configured (SPEC §2.7, §7). */
  supportWidgetUrl?: string;
}
