// A gift length's live price, streamed into a slot of fixed width so the form never moves.
import { Suspense, use } from 'react';
import { formatUsd } from '#client/domain/money.ts';
import { GIFT_NOT_SOLD, GIFT_PRICES_ERROR, GIFT_RETRY, type GiftPrices } from './gift-view.ts';

function Price({ prices, slug }: { prices: Promise<GiftPrices>; slug: string }) {
  const all = use(prices);
  if (all === null) return <span className="text-slate-500">–</span>;
  const p = all[slug];
  if (!p) return <span className="text-slate-500">{GIFT_NOT_SOLD}</span>;
  return (
    <span data-testid="gift-price">
      {formatUsd(p.priceCents)}
      {p.regularCents !== null ? <s className="ml-1 text-sm text-slate-500">{formatUsd(p.regularCents)}</s> : null}
    </span>
  );
}

export function GiftPrice({ prices, slug }: { prices: Promise<GiftPrices>; slug: string }) {
  return (
    <span className="ml-auto inline-block min-w-24 text-right font-semibold">
      <Suspense fallback={<span className="text-slate-500">…</span>}>
        <Price prices={prices} slug={slug} />
      </Suspense>
    </span>
  );
}

/** Said once, above the lengths, when the store did not answer: a link reloads the page. */
function PricesState({ prices, path }: { prices: Promise<GiftPrices>; path: string }) {
  const all = use(prices);
  if (all !== null) return null;
  return (
    <p className="mt-2 text-brand-700" role="alert" data-testid="gift-prices-error">
      {`${GIFT_PRICES_ERROR} `}
      <a href={path}>{GIFT_RETRY}</a>
    </p>
  );
}

export function GiftPricesState(props: { prices: Promise<GiftPrices>; path: string }) {
  return (
    <Suspense fallback={null}>
      <PricesState {...props} />
    </Suspense>
  );
}
