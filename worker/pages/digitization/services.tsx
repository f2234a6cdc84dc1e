import type { PriceBook } from '#client/domain/digitization/pricing.ts';
import { SERVICES } from '#client/domain/digitization/services.ts';
import { SERVICES_HEAD, ServicesPage } from '#client/pages/digitization/ServicesPage.tsx';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { loadPrices } from './prices.ts';

/** /digital-conversion: the services at once, each one's price streamed in from the store by SKU. */
export const servicesPage = definePage<{ prices$: Promise<PriceBook | null> }>({
  route: 'digital-conversion',
  async load(ctx) {
    return {
      prices$: loadPrices(
        ctx,
        SERVICES.map((s) => s.storeSKU),
        'service prices',
      ),
    };
  },
  head: () => ({ ...SERVICES_HEAD }),
  body: ({ data }) => <ServicesPage prices={data.prices$} />,
});
