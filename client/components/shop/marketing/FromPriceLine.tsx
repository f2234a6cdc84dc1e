import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { formatUsd } from '#core/domain/money.ts';
import type { FromPrice } from '#core/domain/shop/marketing.ts';

export type FromPrices = Deferred<Record<string, FromPrice> | null>;

interface Props {
  prices: FromPrices;
  /** Picks this card's price out of the page's. */
  pick: (prices: Record<string, FromPrice>) => FromPrice | null;
  /** The page itself: following it asks the store again. */
  retryHref: string;
}

const LINE = 'm-0 text-sm text-slate-600';

function Line({ all, pick, retryHref }: Omit<Props, 'prices'> & { all: Record<string, FromPrice> | null }) {
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

/** A card's "from" price, streamed when late: one line, the same height while it loads, so nothing moves. */
export function FromPriceLine({ prices, ...props }: Props) {
  return (
    <WhenSettled value={prices} fallback={<p className={LINE}>Loading prices…</p>}>
      {(all) => <Line all={all} {...props} />}
    </WhenSettled>
  );
}
