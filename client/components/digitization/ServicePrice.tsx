// A service's price, live from the store by its SKU and streamed in (SPEC §7): "from $34.99
// each". Until it comes (or with JavaScript off; docs/decisions/015) the card says it is loading.
import { Suspense, use } from 'react';
import type { PriceBook } from '#client/domain/digitization/pricing.ts';
import type { DigitizationService } from '#client/domain/digitization/services.ts';
import { formatUsd } from '#client/domain/money.ts';

interface Props {
  service: DigitizationService;
  prices: Promise<PriceBook | null>;
}

function Priced({ service, prices }: Props) {
  const cents = use(prices)?.[service.storeSKU];
  if (cents === undefined) return <p className="muted m-0">Price unavailable right now.</p>;
  return (
    <p className="m-0 font-semibold text-ink" data-testid="service-price">
      {`From ${formatUsd(cents)} ${service.quantitySuffix}`}
    </p>
  );
}

export function ServicePrice(props: Props) {
  return (
    <Suspense fallback={<p className="muted m-0">Loading price…</p>}>
      <Priced {...props} />
    </Suspense>
  );
}
