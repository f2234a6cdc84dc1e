import { copyOf, type ShopCopy } from '#client/components/shop/marketing/copy.ts';
import { type DealCard, DealCards, type Seller } from '#client/components/shop/marketing/DealCards.tsx';
import type { Deferred } from '#client/components/WhenSettled.tsx';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';

export interface PhotoPrintsData {
  /** The fast-print sizes (SPEC §7 GET /products/fast_print), each linking into the app's print ordering. */
  prints: Deferred<DealCard[] | null>;
  seller: Seller;
  copy: ShopCopy;
}

/** Photo prints (SPEC §2.3): ordered in the app; this page shows the sizes and their prices and leads there. */
export function PhotoPrintsLanding({ data }: { data: PhotoPrintsData }) {
  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <a href={pathTo('create-and-print')}>Create &amp; Print</a>
      </nav>
      <h1 className="heading-1">Photo Prints</h1>
      <p className="lead mt-3 max-w-3xl">{copyOf(data.copy, 'photo-prints')}</p>
      <p className="mt-6">
        <a href={external.photoPrints()} className="btn-primary" data-testid="order-photo-prints">
          Order photo prints
        </a>
      </p>
      <DealCards
        headingId="fast-prints"
        heading="Sizes and prices"
        intro="Ready in one business day: pick a size, then choose your photos."
        deals={data.prints}
        expected={3}
        retryHref={pathTo('create-and-print-photo-prints')}
        seller={data.seller}
      />
    </div>
  );
}
