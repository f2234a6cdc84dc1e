import type { Deferred } from '#client/components/WhenSettled.tsx';
import type { PriceBook } from '#client/domain/digitization/pricing.ts';
import { SERVICES } from '#client/domain/digitization/services.ts';
import { SERVICES_HEAD, ServicesPage } from '#client/pages/digitization/ServicesPage.tsx';
import { pathTo } from '#client/routes/paths.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { loadPrices } from './prices.ts';

/** /digital-conversion: the services, each one's price from the store by SKU (streamed when late). */
export const servicesPage = definePage<{ prices$: Deferred<PriceBook | null> }>({
  route: 'digital-conversion',
  cache: 'live',
  async load(ctx) {
    return {
      prices$: await ctx.store.defer(
        loadPrices(
          ctx,
          SERVICES.flatMap((s) => (s.quoted ? [] : [s.storeSKU])),
          'service prices',
        ),
      ),
    };
  },
  head: () => ({ ...SERVICES_HEAD }),
  body: ({ data, chrome }) => (
    <ServicesPage prices={data.prices$} seller={{ brand: chrome.company.name, url: `${chrome.origin}${pathTo('digital-conversion')}` }} />
  ),
});
