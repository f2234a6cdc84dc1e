// /create-and-print/photo-prints (SPEC §2.3): the fast-print sizes with their prices, streamed;
// each leads into the app's print ordering with its size chosen (/app/photo-prints?option=).
import { copyOf } from '#client/components/shop/marketing/copy.ts';
import type { DealCard } from '#client/components/shop/marketing/DealCards.tsx';
import { type PhotoPrintsData, PhotoPrintsLanding } from '#client/pages/shop/landing/PhotoPrintsLanding.tsx';
import { deals } from '#core/domain/shop/marketing.ts';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { fastPrintProducts } from '#worker/store/print-operations.ts';
import { LandingBreadcrumb } from './breadcrumb.tsx';

async function loadPrints(ctx: LoadContext): Promise<DealCard[] | null> {
  try {
    const products = await fastPrintProducts(ctx.config);
    // Their own promotions stand: fast prints come with their prices as the store sells them.
    return deals(products, products).map((d) => ({ ...d, href: external.photoPrints(d.product.slug) }));
  } catch (error) {
    ctx.report(error, { part: 'fast prints', route: ctx.url.pathname });
    return null;
  }
}

export const photoPrintsPage = definePage<PhotoPrintsData>({
  route: 'create-and-print-photo-prints',
  cache: 'live',
  async load(ctx) {
    const [texts, prints] = await Promise.all([ctx.texts(), ctx.store.defer(loadPrints(ctx))]);
    return { prints, seller: { brand: ctx.config.COMPANY_NAME, origin: ctx.url.origin }, copy: texts.shop };
  },
  head: ({ copy }) => ({ title: 'Photo Prints | Create & Print', description: copyOf(copy, 'photo-prints') }),
  body: ({ data, chrome }) => (
    <>
      <LandingBreadcrumb origin={chrome.origin} name="Photo Prints" path={pathTo('create-and-print-photo-prints')} />
      <PhotoPrintsLanding data={data} />
    </>
  ),
});
