import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { StoreInfoView } from '#core/domain/store-info.ts';
import { BannerBar, bannerButton } from './BannerBar.tsx';

type Contact = NonNullable<StoreInfoView['ambassador']>;

/**
 * SPEC §2.8, §6 "Ambassador": the linked ambassador's contact and a share link. The link is in a
 * read-only field anyone can select; the copy-link behaviour reveals Copy, which confirms.
 */
export function AmbassadorBanner({ ambassador, shareLink }: { ambassador: Contact; shareLink: string }) {
  return (
    <BannerBar label="Your ambassador" tone="info" testId="ambassador-banner">
      <p className="m-0">
        Your ambassador: <strong>{ambassador.name}</strong>
        {ambassador.cityRegion ? <span data-testid="ambassador-city">, {ambassador.cityRegion}</span> : null}
      </p>
      <ul className="m-0 flex list-none flex-wrap gap-x-4 p-0">
        {ambassador.mailto ? (
          <li>
            {/* On phones the word, so the contacts and the share link fit one line. */}
            <a href={ambassador.mailto} className="text-brand-700">
              <span className="sm:hidden">Email {ambassador.name}</span>
              <span className="hidden sm:inline">{ambassador.email}</span>
            </a>
          </li>
        ) : null}
        {ambassador.tel ? (
          <li>
            <a href={ambassador.tel} className="text-brand-700">
              {ambassador.phone}
            </a>
          </li>
        ) : null}
      </ul>
      {/* On phones the link itself, to open or share from the browser; the field and Copy from `sm` up. */}
      <a href={shareLink} className="font-semibold text-brand-700 sm:hidden">
        Your share link
      </a>
      <div
        {...behaviourRoot('copy-link')}
        className="hidden min-w-0 max-w-full flex-wrap items-center gap-2 sm:ml-auto sm:flex"
      >
        <EntryScript />
        <label htmlFor="ambassador-share-link" className="font-semibold">
          Share link
        </label>
        <input
          id="ambassador-share-link"
          readOnly
          value={shareLink}
          className="w-64 min-w-0 max-w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
        />
        <button type="button" hidden data-copy="" className={bannerButton}>
          Copy link
        </button>
      </div>
    </BannerBar>
  );
}
