// The five category pages with lists of their own (SPEC §2.3): cards, gifts, drinkware, wall and
// home decor. Static but for the from-prices, from one POST /groups/batch: in the HTML when the
// store answers within the page's wait, streamed when it is late.
import { copyOf } from '#client/components/shop/marketing/copy.ts';
import { CategoryLanding, type CategoryLandingData } from '#client/pages/shop/landing/CategoryLanding.tsx';
import type { MarketingCategory } from '#core/domain/shop/marketing.ts';
import { routes } from '#core/routes/table.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { LandingBreadcrumb } from './breadcrumb.tsx';
import { loadFromPrices } from './from-prices.ts';

export function categoryLandingPage(category: MarketingCategory) {
  return definePage<CategoryLandingData>({
    route: category.routeName,
    cache: 'live',
    async load(ctx) {
      const [texts, fromPrices] = await Promise.all([
        ctx.texts(),
        ctx.store.defer(
          loadFromPrices(
            ctx,
            category.products.map((p) => p.mainGroupSlug),
          ),
        ),
      ]);
      return { category, copy: texts.shop, fromPrices };
    },
    head: ({ copy }) => ({ title: `${category.name} | Create & Print`, description: copyOf(copy, category.nameSlug) }),
    body: ({ data, chrome }) => (
      <>
        <LandingBreadcrumb origin={chrome.origin} name={category.name} path={routes[category.routeName].path} />
        <CategoryLanding data={data} />
      </>
    ),
  });
}
