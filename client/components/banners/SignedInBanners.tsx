import { ambassadorShareLink } from '#core/domain/banners.ts';
import { clubTier, isClubMember } from '#core/domain/club.ts';
import type { Session } from '#core/domain/session.ts';
import type { StoreInfoView } from '#core/domain/store-info.ts';
import { AmbassadorBanner } from './AmbassadorBanner.tsx';
import type { Contact } from './banner-data.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { MembershipBanner } from './MembershipBanner.tsx';

/** The banners of a signed-in visitor, once the core API (and the store, for the membership) has answered. */
export function SignedInBanners({
  session,
  info,
  contact,
  returnTo,
  origin,
}: {
  session: Session;
  info: StoreInfoView | null;
  contact: Contact | null;
  returnTo: string;
  origin: string;
}) {
  if (!session.isAuthenticated) return null;
  const backOffice = session.isAmbassador || Boolean(info?.isAmbassador);
  const club = info && isClubMember(info.badges) ? { tier: clubTier(info.badges) } : null;
  return (
    <>
      {session.impersonator ? (
        <ImpersonationBanner
          admin={session.impersonator.name}
          user={session.name ?? session.slug ?? ''}
          returnTo={returnTo}
        />
      ) : null}
      {session.linkedAmbassador && contact ? (
        <AmbassadorBanner ambassador={contact} shareLink={ambassadorShareLink(origin, session.linkedAmbassador)} />
      ) : null}
      {backOffice || club ? <MembershipBanner backOffice={backOffice} club={club} /> : null}
    </>
  );
}
