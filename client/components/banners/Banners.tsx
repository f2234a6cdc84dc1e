import { Suspense, use } from 'react';
import { ambassadorShareLink } from '#client/domain/banners.ts';
import { clubTier, isClubMember } from '#client/domain/club.ts';
import type { Impersonating } from '#client/domain/impersonation.ts';
import type { StoreInfoView } from '#client/domain/store-info.ts';
import type { ChromeData } from '#client/layouts/chrome.ts';
import { AmbassadorBanner } from './AmbassadorBanner.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { MembershipBanner } from './MembershipBanner.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';

type Contact = NonNullable<StoreInfoView['ambassador']>;

export interface BannerData {
  /** The date a time-travel preview shows the store as of (from its cookie), or null. */
  preview: string | null;
  /** Who acts for whom by the worker's marker cookie: shown until the session answers, and without script. */
  impersonating: Impersonating | null;
  /** The linked ambassador's contact (GET /linked_ambassador), asked only for a linked user. */
  ambassador: Promise<Contact | null>;
}

function Ambassador({ ambassador, slug, origin }: { ambassador: Promise<Contact | null>; slug: string; origin: string }) {
  const contact = use(ambassador);
  return contact ? <AmbassadorBanner ambassador={contact} shareLink={ambassadorShareLink(origin, slug)} /> : null;
}

function Membership({ storeInfo, isAmbassador }: { storeInfo: Promise<StoreInfoView | null>; isAmbassador: boolean }) {
  const info = use(storeInfo);
  const backOffice = isAmbassador || Boolean(info?.isAmbassador);
  const club = info && isClubMember(info.badges) ? { tier: clubTier(info.badges) } : null;
  return backOffice || club ? <MembershipBanner backOffice={backOffice} club={club} /> : null;
}

/** The banners that depend on who is signed in: they stream in once the core API has answered. */
function SessionBanners({ chrome, ambassador }: { chrome: ChromeData; ambassador: BannerData['ambassador'] }) {
  const session = use(chrome.session);
  if (!session.isAuthenticated) return null;
  return (
    <>
      {session.impersonator ? (
        <ImpersonationBanner admin={session.impersonator.name} user={session.name ?? session.slug ?? ''} returnTo={chrome.returnTo} />
      ) : null}
      {session.linkedAmbassador ? (
        <Suspense fallback={null}>
          <Ambassador ambassador={ambassador} slug={session.linkedAmbassador} origin={chrome.origin} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <Membership storeInfo={chrome.storeInfo} isAmbassador={session.isAmbassador} />
      </Suspense>
    </>
  );
}

/**
 * The default layout's banner slot (SPEC §2.8). The preview banner needs only its cookie and is
 * there at once; the others wait for the session inside <Suspense>, so the page never does (the
 * impersonation banner stands in from its marker cookie meanwhile). A signed-out visitor sees none,
 * in a page that stays the same for everyone; the affiliate badge is at the page's end (AffiliateSlot).
 */
export function Banners({ chrome, data }: { chrome: ChromeData; data: BannerData }) {
  return (
    <>
      {data.preview ? <PreviewBanner date={data.preview} /> : null}
      {chrome.signedIn ? (
        <Suspense
          fallback={
            data.impersonating ? (
              <ImpersonationBanner admin={data.impersonating.admin} user={data.impersonating.user} returnTo={chrome.returnTo} />
            ) : null
          }
        >
          <SessionBanners chrome={chrome} ambassador={data.ambassador} />
        </Suspense>
      ) : null}
    </>
  );
}
