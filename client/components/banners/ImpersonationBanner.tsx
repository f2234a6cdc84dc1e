import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { IMPERSONATION_END_FORM } from '#core/domain/impersonation.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { BannerBar, bannerButton } from './BannerBar.tsx';

/**
 * SPEC §2.8 "Impersonation": who is signed in and on whose behalf, with Stop Managing. A plain
 * form post ends it without script; the impersonation behaviour calls the API instead, so a
 * failure becomes a toast on this page.
 */
export function ImpersonationBanner({ admin, user, returnTo }: { admin: string; user: string; returnTo: string }) {
  return (
    <BannerBar label="Managing a user" tone="warning" testId="impersonation-banner">
      <p className="m-0 font-semibold">{MESSAGES.impersonationBanner(admin, user)}</p>
      <form
        method="post"
        action={IMPERSONATION_END_FORM}
        {...behaviourRoot('impersonation')}
        data-action="end"
        className="m-0"
      >
        <EntryScript />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className={bannerButton}>
          Stop Managing
        </button>
      </form>
    </BannerBar>
  );
}
