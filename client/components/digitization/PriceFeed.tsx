// The store's response for the estimator island (docs/decisions/027, 045), streamed in as JSON when it
// comes later than the page's wait: the island renders at once and reads it with watchPriceFeed, so
// the store never holds up the page or its hydration.
import { Suspense, use } from 'react';
import { type EstimatorStore, PRICE_FEED_ID } from '#core/domain/digitization/price-feed.ts';

// "<" is escaped so the JSON cannot close its <script> element.
const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function Feed({ store }: { store: Promise<EstimatorStore> }) {
  const data = use(store);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON in a script never run, "<" escaped by serialize().
  return <script type="application/json" id={PRICE_FEED_ID} dangerouslySetInnerHTML={{ __html: serialize(data) }} />;
}

export function PriceFeed({ store }: { store: Promise<EstimatorStore> }) {
  return (
    <Suspense fallback={null}>
      <Feed store={store} />
    </Suspense>
  );
}
