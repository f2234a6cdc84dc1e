import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { BannerData } from '#client/components/banners/banner-data.ts';
import type { ChromeData } from '#client/layouts/chrome.ts';
import { PREVIEW_COOKIE, previewDate } from '#core/domain/banners.ts';
import { decodeImpersonating, IMPERSONATING_COOKIE } from '#core/domain/impersonation.ts';
import type { AppEnv } from '#worker/env.ts';
import { readAuthToken } from '#worker/http/auth-cookie.ts';
import { linkedAmbassador } from '#worker/store/ambassador-operations.ts';

/**
 * What the header banners need beyond the chrome (SPEC §2.8): the preview cookie's date, who acts
 * for whom while impersonating (the marker cookie, until the session says), and the linked
 * ambassador, asked only once the session says there is one. A failed call hides the ambassador
 * banner, never the page.
 */
export function loadBanners(c: Context<AppEnv>, chrome: ChromeData): BannerData {
  // The chrome's own token: none for the chrome every visitor shares.
  const token = chrome.signedIn ? readAuthToken(c) : undefined;
  return {
    // The preview is an admin's, so a signed-in visitor's: a bare cookie shows no banner (and so
    // cannot keep a page out of the edge cache, worker/edge-cache/shareable.ts).
    preview: token ? previewDate(getCookie(c, PREVIEW_COOKIE)) : null,
    impersonating: token ? decodeImpersonating(getCookie(c, IMPERSONATING_COOKIE)) : null,
    ambassador: token
      ? chrome.session
          .then((s) => (s.linkedAmbassador ? linkedAmbassador(c.get('config'), token) : null))
          .catch(() => null)
      : Promise.resolve(null),
  };
}
