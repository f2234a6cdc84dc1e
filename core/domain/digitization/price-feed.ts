// The store's response for the estimator (its unit prices and its boxes), and its streamed feed: when
// the store is later than the page's wait, the island renders at once and reads it with
// watchPriceFeed once it is on the page, so the store never holds up the page or its hydration.
import type { BoxExtras, BoxProduct } from './box.ts';
import type { PriceBook } from './pricing.ts';

export const PRICE_FEED_ID = 'digitization-prices';

/** What the estimator needs of the store; each part null when the store could not give it. */
export interface EstimatorStore {
  prices: PriceBook | null;
  boxes: { boxes: BoxProduct[]; extras: BoxExtras } | null;
}

export const NO_STORE: EstimatorStore = { prices: null, boxes: null };

function readPrices(prices: unknown): PriceBook | null {
  if (!prices || typeof prices !== 'object') return null;
  const book = Object.entries(prices).filter(
    (e): e is [string, number] => Number.isInteger(e[1]) && (e[1] as number) >= 0,
  );
  return book.length ? Object.fromEntries(book) : null;
}

/** The feed as this site's server wrote it; anything unusable reads as not given. */
function read(el: Element): EstimatorStore {
  try {
    const { prices, boxes } = JSON.parse(el.textContent || '{}') as {
      prices?: unknown;
      boxes?: EstimatorStore['boxes'];
    };
    return { prices: readPrices(prices), boxes: boxes && Array.isArray(boxes.boxes) && boxes.extras ? boxes : null };
  } catch {
    return NO_STORE;
  }
}

/** Calls back with the store's response when the feed is on the page; returns a function that stops waiting. */
export function watchPriceFeed(onStore: (store: EstimatorStore) => void): () => void {
  const now = document.getElementById(PRICE_FEED_ID);
  if (now) {
    onStore(read(now));
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const el = document.getElementById(PRICE_FEED_ID);
    if (!el) return;
    observer.disconnect();
    onStore(read(el));
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
