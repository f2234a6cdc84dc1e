import { PHOTO_BOOK_MAX_PAGES } from '#core/domain/constants.ts';
import type { PhotoBookSize } from '#core/domain/shop/photo-book.ts';

/** The cover drawn as the store's svgIcon names it: a flexible cover, or a board cover with a spine. */
function CoverIcon({ icon }: { icon: PhotoBookSize['svgIcon'] }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="7" y="4" width="19" height="24" rx={icon === 'softbound' ? 1 : 2} />
      {icon === 'hardbound' ? <path d="M11 4v24" /> : <path d="M10 8h12" />}
    </svg>
  );
}

/**
 * SPEC §3 photo book sizes, and how many pages a book can hold (SPEC §9). Information, not a choice:
 * a plain list, nothing shaped like a button or a tile (issue 35); the cover is chosen in the
 * options, which change the price and the address.
 */
export function PhotoBookSizes({ sizes, headingId = 'book-sizes' }: { sizes: PhotoBookSize[]; headingId?: string }) {
  if (!sizes.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="photo-book-sizes">
      <h2 id={headingId} className="heading-3">
        Sizes and covers
      </h2>
      <ul className="m-0 mt-3 list-none space-y-1 p-0">
        {sizes.map((s) => (
          <li key={`${s.size}-${s.description}`} className="flex items-center gap-2 text-slate-700">
            <CoverIcon icon={s.svgIcon} />
            <span>{`${s.size} ${s.description}`}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Choose the cover in the options above. 20 pages included; add pages up to {PHOTO_BOOK_MAX_PAGES}.
      </p>
    </section>
  );
}
