import { PersonalWidget } from '#client/components/personal/PersonalWidget.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { BannerData } from './banner-data.ts';
import { PreviewBanner } from './PreviewBanner.tsx';

/**
 * The default layout's banner slot (SPEC §2.8). The preview banner needs only its cookie and is
 * there at once; the others are the visitor's own, a personal widget (docs/decisions/056): for a
 * signed-out visitor none, in a page that stays the same for everyone; for a signed-in one they
 * wait for the session and the store (the impersonation banner stands in from its marker cookie
 * meanwhile). The affiliate badge is a part of its own, at the page's end.
 */
export function Banners({ chrome, data }: { chrome: ChromeData; data: BannerData }) {
  return (
    <>
      {data.preview ? <PreviewBanner date={data.preview} /> : null}
      <PersonalWidget name="banners" chrome={chrome} banners={data} />
    </>
  );
}
