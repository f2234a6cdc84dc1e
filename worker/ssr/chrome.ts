import type { Context } from 'hono';
import type { ChromeData } from '#client/layouts/chrome.ts';
import { returnToOf } from '#core/domain/auth-links.ts';
import { ANONYMOUS, sessionFromUser } from '#core/domain/session.ts';
import { storeInfoView } from '#core/domain/store-info.ts';
import type { AppEnv } from '#worker/env.ts';
import { readAuthToken } from '#worker/http/auth-cookie.ts';
import { pageUrlOf } from '#worker/http/page-url.ts';
import { requestStoreInfo, requestUser } from '#worker/http/request-user.ts';

/**
 * Starts the chrome's live store calls without waiting for them (ARCHITECTURE rule 2, 4): the
 * page streams at once, and a failed or slow store only leaves the cart count and account
 * menu in their signed-out or loading state. `anonymous`: the chrome every visitor shares,
 * whoever asked (the shell of docs/decisions/056), with no call at all.
 */
export function loadChrome(c: Context<AppEnv>, opts: { anonymous?: boolean } = {}): ChromeData {
  const config = c.get('config');
  const token = opts.anonymous ? undefined : readAuthToken(c);
  const url = new URL(pageUrlOf(c));
  return {
    signedIn: Boolean(token),
    session: token
      ? requestUser(c).then((user) => (user ? sessionFromUser(user) : ANONYMOUS))
      : Promise.resolve(ANONYMOUS),
    storeInfo: token ? requestStoreInfo(c, token).then(storeInfoView, () => null) : Promise.resolve(null),
    company: {
      name: config.COMPANY_NAME,
      address: config.COMPANY_ADDRESS,
      email: config.COMPANY_EMAIL,
      phone: config.COMPANY_PHONE,
      website: config.COMPANY_WEBSITE,
    },
    currentPath: url.pathname,
    supportWidgetUrl: config.SUPPORT_WIDGET_URL,
    origin: url.origin,
    returnTo: returnToOf(url),
  };
}
