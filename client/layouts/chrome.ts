import type { Session } from '../domain/session.ts';
import type { StoreInfoView } from '../domain/store-info.ts';

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
 * once from the presence of the auth cookie.
 */
export interface ChromeData {
  signedIn: boolean;
  session: Promise<Session>;
  storeInfo: Promise<StoreInfoView | null>;
  company: CompanyMeta;
  currentPath: string;
}
