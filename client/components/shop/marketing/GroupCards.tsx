import type { ImageLoad } from '#client/components/image-loading.ts';
import { ProductImage } from '#client/components/shop/ProductImage.tsx';
import { WhenSettled } from '#client/components/WhenSettled.tsx';
import type { FromPrice } from '#core/domain/shop/marketing.ts';
import { FromPriceLine, type FromPrices } from './FromPriceLine.tsx';

export interface GroupCard {
  slug: string;
  name: string;
  href: string;
  description: string;
  pick: (prices: Record<string, FromPrice>) => FromPrice | null;
}

interface Props {
  headingId: string;
  heading: string;
  cards: readonly GroupCard[];
  prices: FromPrices;
  retryHref: string;
}

const IMAGE_BOX = 'aspect-[4/3]';
/**
 * A card's width: two columns (12 px apart on phones), four from `lg` (the shop's content, as PRODUCT_GRID_SIZES says).
 */
const CARD_SIZES = '(min-width: 1200px) 264px, (min-width: 768px) calc((100vw - 64px) / 2), calc((100vw - 44px) / 2)';

function Picture({
  all,
  pick,
  load,
}: {
  all: Record<string, FromPrice> | null;
  pick: GroupCard['pick'];
  load: ImageLoad;
}) {
  return (
    <ProductImage url={(all && pick(all)?.imageUrl) ?? null} alt="" sizes={CARD_SIZES} aspect={IMAGE_BOX} load={load} />
  );
}

/**
 * Categories or product lists as cards (SPEC §3 "Print category" / "Print marketing product"), each
 * with its from-price streamed in.
 */
export function GroupCards({ headingId, heading, cards, prices, retryHref }: Props) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="heading-2 mb-4">
        {heading}
      </h2>
      <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:gap-4 lg:grid-cols-4" data-testid="group-cards">
        {cards.map((c, i) => (
          <li key={c.slug} className="card" data-slug={c.slug}>
            {/* The picture streams with the price; its box is there from the start. */}
            <WhenSettled value={prices} fallback={<div className={`${IMAGE_BOX} w-full bg-slate-100`} />}>
              {/* The cards open the page, under its title: the first card's picture is a phone's largest at first. */}
              {(all) => <Picture all={all} pick={c.pick} load={i === 0 ? 'priority' : 'lazy'} />}
            </WhenSettled>
            <div className="shop-card-body">
              <h3 className="m-0 text-base font-semibold">
                <a href={c.href} className="card-link">
                  {c.name}
                </a>
              </h3>
              {/* Two cards share a phone's width: there the name and price, the words for screen readers. */}
              <p className="sr-only m-0 text-sm sm:not-sr-only">{c.description}</p>
              <div className="card-inner-link mt-auto">
                <FromPriceLine prices={prices} pick={c.pick} retryHref={retryHref} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
