import type { ClubTier } from '#core/domain/club.ts';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import { BannerBar } from './BannerBar.tsx';

/** SPEC §6: the back-office link for ambassadors and the club indication for club members. */
export function MembershipBanner({
  backOffice,
  club,
}: {
  backOffice: boolean;
  club: { tier: ClubTier | null } | null;
}) {
  return (
    <BannerBar label="Your membership" tone="info" testId="membership-banner">
      {club ? (
        <p className="m-0" data-testid="club-badge">
          <a href={pathTo('forever-club')} className="font-semibold text-brand-700">
            Forever Club member{club.tier ? ` · ${club.tier}` : ''}
          </a>
        </p>
      ) : null}
      {backOffice ? (
        <p className="m-0">
          <a href={external.ambassadorOffice()} className="font-semibold text-brand-700" data-testid="back-office-link">
            Ambassador Back Office
          </a>
        </p>
      ) : null}
    </BannerBar>
  );
}
