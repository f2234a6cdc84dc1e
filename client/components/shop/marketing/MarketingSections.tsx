import type { Deferred } from '#client/components/WhenSettled.tsx';
import { categoryFromPrice, type FromPrice, MARKETING_CATEGORIES } from '#core/domain/shop/marketing.ts';
import { pathTo } from '#core/routes/paths.ts';
import { routes } from '#core/routes/table.ts';
import { copyOf, type ShopCopy } from './copy.ts';
import { type DealCard, DealCards, type Seller } from './DealCards.tsx';
import type { FromPrices } from './FromPriceLine.tsx';
import { GroupCards } from './GroupCards.tsx';

export interface MarketingSectionsData {
  deals: Deferred<DealCard[] | null>;
  fromPrices: FromPrices;
  seller: Seller;
}

const cardsOf = (copy: ShopCopy) =>
  MARKETING_CATEGORIES.map((c) => ({
    slug: c.nameSlug,
    name: c.name,
    href: routes[c.routeName].path,
    description: copyOf(copy, c.nameSlug),
    pick: (prices: Record<string, FromPrice>) => categoryFromPrice(c, prices),
  }));

/**
 * The Create & Print index's own content above its browser (SPEC §2.3, §7): the eight categories
 * with their from-prices, and the photo-print deals with their promotions. The search over every
 * print product is the browser's, below. Store parts stream; each has its own retry state.
 */
export function MarketingSections({ data, copy }: { data: MarketingSectionsData; copy: ShopCopy }) {
  const here = pathTo('create-and-print');
  return (
    <>
      <GroupCards
        headingId="print-categories"
        heading="Shop by category"
        cards={cardsOf(copy)}
        prices={data.fromPrices}
        retryHref={here}
      />
      <DealCards
        headingId="print-deals"
        heading="Photo print deals"
        deals={data.deals}
        retryHref={here}
        expected={3}
        seller={data.seller}
      />
    </>
  );
}
