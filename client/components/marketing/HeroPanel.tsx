// A page's opening panel (dark, rounded) with the picture editors set for it in the CMS
// (docs/decisions/061): above the text up to a tablet, beside it from `md`, filling its half around
// the focal point (docs/decisions/069). The picture is the page's largest in the first screen, so
// it loads first.
// Without one the panel is text alone, as before.
import type { ReactNode } from 'react';
import { CmsImage } from '#client/components/CmsImage.tsx';
import type { PageImage } from '#core/views.ts';

/**
 * Above the text, `page-width` less its padding. Beside it, the box is as tall as the text, up to
 * half again its width, so a 3:2 picture covers it only at 2.25 times the half's width (552 px).
 */
const HERO_SIZES =
  '(min-width: 1200px) 1242px, (min-width: 992px) calc(112.5vw - 54px), (min-width: 768px) calc(100vw - 48px), ' +
  'calc(100vw - 32px)';

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
      className={`overflow-hidden rounded-2xl bg-ink text-white ${image ? 'grid md:grid-cols-2' : ''}`}
      data-testid={testId}
    >
      {image ? (
        <CmsImage
          image={image}
          sizes={HERO_SIZES}
          load="priority"
          className="block aspect-[3/2] w-full md:order-last md:aspect-auto md:h-full"
        />
      ) : null}
      <div className={image ? `self-center ${textClassName}` : textClassName}>{children}</div>
    </section>
  );
}
