import { Suspense, use } from 'react';
import { formatUsd } from '#client/domain/money.ts';
import type { FromPrice } from '#client/domain/shop/marketing.ts';

export type FromPrices = Promise<Record<string, FromPrice> | null>;

interface Props {
  prices: FromPrices;
  /** Picks this card's price out of the page's. */
  pick: (prices: Record<string, FromPrice>) => FromPrice | null;
  /** The page itself: following it asks the store again. */
  retryHref: string;
}

const LINE = 'm-0 text-sm text-slate-600';

function Resolved({ prices, pick, retryHref }: Props) {
  const all = use(prices);
  if (all === null) {
    return (
      <p className={LINE} data-testid="from-price-error">
        Prices could not be loaded. <a href={retryHref}>Try again</a>
      </p>
    );
  }
  const price = pick(all);
  if (price === null) return <p className={LINE}>See prices inside</p>;
  return (
    <p className={`${LINE} font-semibold text-ink`} data-testid="from-price">
      {`From ${formatUsd(price.cents)}${price.perCard ? ' per card' : ''}`}
    </p>
  );
}

/** A card's "from" price, streamed: one line, the same height while it loads, so nothing moves. */
export function FromPriceLine(props: Props) {
  return (
    <Suspense fallback={<p className={LINE}>Loading prices…</p>}>
      <Resolved {...props} />
    </Suspense>
  );
}
