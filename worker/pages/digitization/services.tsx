import type { PriceBook } from '#client/domain/digitization/pricing.ts';
import { SERVICES } from '#client/domain/digitization/services.ts';
import { SERVICES_HEAD, ServicesPage } from '#client/pages/digitization/ServicesPage.tsx';
import { pageImagesFor } from '#worker/db/queries/page-images.ts';
import type { PageImage } from '#worker/db/views.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { loadPrices } from './prices.ts';

/** /digital-conversion: the services at once (and the picture editors set), each one's price streamed in from the store by SKU. */
export const servicesPage = definePage<{ prices$: Promise<PriceBook | null>; heroImage: PageImage | null }>({
  route: 'digital-conversion',
  async load(ctx) {
    return {
      heroImage: (await pageImagesFor(ctx.db, ['digitization-hero']))['digitization-hero'] ?? null,
      prices$: loadPrices(
        ctx,
        SERVICES.map((s) => s.storeSKU),
        'service prices',
      ),
    };
  },
  head: () => ({ ...SERVICES_HEAD }),
  body: ({ data }) => <ServicesPage prices={data.prices$} heroImage={data.heroImage} />,
});
