import type { Deferred } from '#client/components/WhenSettled.tsx';
import { SERVICES_HEAD, ServicesPage } from '#client/pages/digitization/ServicesPage.tsx';
import type { PriceBook } from '#core/domain/digitization/pricing.ts';
import { SERVICES } from '#core/domain/digitization/services.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { PageImage } from '#core/views.ts';
import { pageImagesFor } from '#worker/db/queries/page-images.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { loadPrices } from './prices.ts';

/**
 * /digital-conversion: the services (and the picture editors set), each one's price from the store
 * by SKU (streamed when late).
 */
export const servicesPage = definePage<{ prices$: Deferred<PriceBook | null>; heroImage: PageImage | null }>({
  route: 'digital-conversion',
  cache: 'live',
  async load(ctx) {
    // The store is asked first: its wait and D1's read overlap.
    const prices = loadPrices(
      ctx,
      SERVICES.flatMap((s) => (s.quoted ? [] : [s.storeSKU])),
      'service prices',
    );
    const images = await pageImagesFor(ctx.db, ['digitization-hero']);
    return { heroImage: images['digitization-hero'] ?? null, prices$: await ctx.store.defer(prices) };
  },
  head: () => ({ ...SERVICES_HEAD }),
  body: ({ data, chrome }) => (
    <ServicesPage
      prices={data.prices$}
      heroImage={data.heroImage}
      seller={{ brand: chrome.company.name, url: `${chrome.origin}${pathTo('digital-conversion')}` }}
    />
  ),
});
