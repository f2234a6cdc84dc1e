import { PREVIEW_STOP_API } from '#core/domain/banners.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { BannerBar, bannerButton } from './BannerBar.tsx';

/**
 * SPEC §2.8 "Time-travel preview": the date the store is shown as of, and Stop Preview (a form: the
 * worker clears the cookie).
 */
export function PreviewBanner({ date }: { date: string }) {
  return (
    <BannerBar label="Store preview" tone="warning" testId="preview-banner">
      <p className="m-0 font-semibold">{MESSAGES.previewBanner(date)}</p>
      <form method="post" action={PREVIEW_STOP_API} className="m-0">
        <button type="submit" className={bannerButton}>
          Stop Preview
        </button>
      </form>
    </BannerBar>
  );
}
