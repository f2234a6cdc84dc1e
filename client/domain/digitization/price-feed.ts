// The browser side of the streamed price feed: waits for its JSON to be on the page, then hands
// over the prices once (null when the store could not give them, or the JSON is not usable).
import type { PriceBook } from './pricing.ts';

export const PRICE_FEED_ID = 'digitization-prices';

function read(el: Element): PriceBook | null {
  try {
    const { prices } = JSON.parse(el.textContent || '{}') as { prices?: unknown };
    if (!prices || typeof prices !== 'object') return null;
    const book = Object.entries(prices).filter((e): e is [string, number] => Number.isInteger(e[1]) && (e[1] as number) >= 0);
    return book.length ? Object.fromEntries(book) : null;
  } catch {
    return null;
  }
}

/** Calls back with the prices when the feed is on the page; returns a function that stops waiting. */
export function watchPriceFeed(onPrices: (prices: PriceBook | null) => void): () => void {
  const now = document.getElementById(PRICE_FEED_ID);
  if (now) {
    onPrices(read(now));
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const el = document.getElementById(PRICE_FEED_ID);
    if (!el) return;
    observer.disconnect();
    onPrices(read(el));
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
