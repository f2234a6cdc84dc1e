// A page's opening panel (dark, rounded) with the picture editors set for it in the CMS
// (docs/decisions/061): above the text on a phone, beside it from `sm`, filling its half around
// the focal point. The picture is the page's largest in the first screen, so it loads first.
// Without one the panel is text alone, as before.
import type { ReactNode } from 'react';
import { CmsImage } from '#client/components/CmsImage.tsx';
import type { PageImage } from '#worker/db/views.ts';

/** Half of `page-width` from `sm`, the whole width (less the page's padding) below. */
const HERO_SIZES = '(min-width: 1200px) 552px, (min-width: 768px) calc(50vw - 24px), calc(100vw - 32px)';

interface Props {
  image: PageImage | null | undefined;
  labelledBy: string;
  /** The text's box: its padding, and how it sits without a picture. */
  textClassName: string;
  testId?: string;
  children: ReactNode;
}

export function HeroPanel({ image, labelledBy, textClassName, testId, children }: Props) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`overflow-hidden rounded-2xl bg-ink text-white ${image ? 'grid sm:grid-cols-2' : ''}`}
      data-testid={testId}
    >
      {image ? (
        <CmsImage image={image} sizes={HERO_SIZES} load="priority" className="block aspect-[3/2] w-full sm:order-last sm:aspect-auto sm:h-full" />
      ) : null}
      <div className={image ? `self-center ${textClassName}` : textClassName}>{children}</div>
    </section>
  );
}
