import { copyOf, type ShopCopy } from '#client/components/shop/marketing/copy.ts';
import type { FromPrices } from '#client/components/shop/marketing/FromPriceLine.tsx';
import { GroupCards } from '#client/components/shop/marketing/GroupCards.tsx';
import type { FromPrice, MarketingCategory } from '#core/domain/shop/marketing.ts';
import { pathTo } from '#core/routes/paths.ts';
import { routes } from '#core/routes/table.ts';

export interface CategoryLandingData {
  category: MarketingCategory;
  fromPrices: FromPrices;
  copy: ShopCopy;
}

/** A category of the print catalogue (SPEC §2.3): what it is, then its product lists with their from-prices. */
export function CategoryLanding({ data }: { data: CategoryLandingData }) {
  const { category } = data;
  const here = routes[category.routeName].path;
  const cards = category.products.map((p) => ({
    slug: p.mainGroupSlug,
    name: p.name,
    href: routes[p.routeName].path,
    description: copyOf(data.copy, p.mainGroupSlug),
    pick: (prices: Record<string, FromPrice>) => prices[p.mainGroupSlug] ?? null,
  }));
  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <a href={pathTo('create-and-print')}>Create &amp; Print</a>
      </nav>
      <h1 className="heading-1">{category.name}</h1>
      <p className="lead mt-3 max-w-3xl">{copyOf(data.copy, category.nameSlug)}</p>
      <GroupCards
        headingId="category-lists"
        heading={`${category.name} we print`}
        cards={cards}
        prices={data.fromPrices}
        retryHref={here}
      />
    </div>
  );
}
