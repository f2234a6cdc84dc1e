import { PersonalPart } from '#client/components/personal/PersonalPart.tsx';
import type { Impersonating } from '#client/domain/impersonation.ts';
import type { StoreInfoView } from '#client/domain/store-info.ts';
import type { ChromeData } from '#client/layouts/chrome.ts';
import { PreviewBanner } from './PreviewBanner.tsx';

export type Contact = NonNullable<StoreInfoView['ambassador']>;

export interface BannerData {
  /** The date a time-travel preview shows the store as of (from its cookie), or null. */
  preview: string | null;
  /** Who acts for whom by the worker's marker cookie: shown until the session answers, and without script. */
  impersonating: Impersonating | null;
  /** The linked ambassador's contact (GET /linked_ambassador), asked only for a linked user. */
  ambassador: Promise<Contact | null>;
}

/**
 * The default layout's banner slot (SPEC §2.8). The preview banner needs only its cookie and is
 * there at once; the others are the visitor's own, a personal part (docs/decisions/056): for a
 * signed-out visitor none, in a page that stays the same for everyone; for a signed-in one they
 * wait for the session and the store (the impersonation banner stands in from its marker cookie
 * meanwhile). The affiliate badge is a part of its own, at the page's end.
 */
export function Banners({ chrome, data }: { chrome: ChromeData; data: BannerData }) {
  return (
    <>
      {data.preview ? <PreviewBanner date={data.preview} /> : null}
      <PersonalPart name="banners" chrome={chrome} banners={data} />
    </>
  );
}
