// A service's price, live from the store by its SKU (SPEC §7): "from $34.99 each", with its
// Product JSON-LD. In the HTML when the store answers within the page's wait; streamed when it is
// late, the card saying it is loading until then (and without JavaScript; docs/decisions/045).
import { JsonLd } from '#client/components/JsonLd.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import type { PriceBook } from '#core/domain/digitization/pricing.ts';
import type { DigitizationService } from '#core/domain/digitization/services.ts';
import { formatUsd } from '#core/domain/money.ts';
import { productLd } from '#core/domain/structured-data.ts';
import { pathTo } from '#core/routes/paths.ts';

/** Who sells it and where, for its structured data. */
export interface Seller {
  brand: string;
  /** The page's absolute URL. */
  url: string;
}

interface Props {
  service: DigitizationService;
  prices: Deferred<PriceBook | null>;
  seller: Seller;
}

function Priced({
  service,
  cents,
  seller,
}: {
  service: DigitizationService;
  cents: number | undefined;
  seller: Seller;
}) {
  if (cents === undefined) return <p className="muted m-0">Price unavailable right now.</p>;
  return (
    <>
      <p className="m-0 font-semibold text-ink" data-testid="service-price">
        {`From ${formatUsd(cents)} ${service.quantitySuffix}`}
      </p>
      <JsonLd
        data={productLd({
          name: service.title,
          description: service.description,
          sku: service.storeSKU,
          brand: seller.brand,
          offer: { priceCents: cents, url: `${seller.url}#${service.slug}`, availability: 'InStock' },
        })}
      />
    </>
  );
}

export function ServicePrice({ service, prices, seller }: Props) {
  if (service.quoted) {
    return (
      <p className="m-0 font-semibold text-ink" data-testid="service-quote">
        Priced for your project.{' '}
        <a href={pathTo('bulk-orders')} className="underline">
          Request a quote
        </a>
      </p>
    );
  }
  return (
    <WhenSettled value={prices} fallback={<p className="muted m-0">Loading price…</p>}>
      {(book) => <Priced service={service} cents={book?.[service.storeSKU]} seller={seller} />}
    </WhenSettled>
  );
}
