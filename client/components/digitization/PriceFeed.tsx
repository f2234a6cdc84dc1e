// The store's prices for an island, streamed in as JSON when they arrive (docs/decisions/027):
// the island renders at once and reads them with watchPriceFeed, so the store never holds up the
// page or its hydration.
import { Suspense, use } from 'react';
import { PRICE_FEED_ID } from '#client/domain/digitization/price-feed.ts';
import type { PriceBook } from '#client/domain/digitization/pricing.ts';

// "<" is escaped so the JSON cannot close its <script> element.
const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function Feed({ prices }: { prices: Promise<PriceBook | null> }) {
  const book = use(prices);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON in a non-executed script, with "<" escaped by serialize().
  return <script type="application/json" id={PRICE_FEED_ID} dangerouslySetInnerHTML={{ __html: serialize({ prices: book }) }} />;
}

export function PriceFeed({ prices }: { prices: Promise<PriceBook | null> }) {
  return (
    <Suspense fallback={null}>
      <Feed prices={prices} />
    </Suspense>
  );
}
