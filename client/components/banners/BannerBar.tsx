import type { ReactNode } from 'react';

const TONES = {
  warning: 'bg-amber-100 text-amber-950 border-amber-300',
  info: 'bg-brand-50 text-slate-900 border-brand-100',
} as const;

/** One header banner (SPEC §2.8): a labelled region, full width, its content on the page grid. */
export function BannerBar({
  label,
  tone,
  testId,
  children,
}: {
  label: string;
  tone: keyof typeof TONES;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className={`border-b text-xs sm:text-sm ${TONES[tone]}`} data-testid={testId}>
      {/* Compact on phones: several banners at once must leave the header near the top (issue 35). */}
      <div className="page-width flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1 sm:gap-x-4 sm:gap-y-2 sm:py-2">
        {children}
      </div>
    </section>
  );
}

export const bannerButton =
  'cursor-pointer rounded border border-current bg-white/70 px-2 py-0.5 text-xs font-semibold text-inherit ' +
  'hover:bg-white disabled:opacity-60 sm:px-3 sm:py-1 sm:text-sm';
