// A gift length's live price, in a slot of fixed width so the form never moves: in the HTML when
// the store answers within the page's wait, streamed in when it is late.
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { formatUsd } from '#core/domain/money.ts';
import { GIFT_NOT_SOLD, GIFT_PRICES_ERROR, GIFT_RETRY, type GiftPrices } from './gift-view.ts';

function Price({ all, slug }: { all: GiftPrices; slug: string }) {
  if (all === null) return <span className="text-slate-500">–</span>;
  const p = all[slug];
  if (!p) return <span className="text-slate-500">{GIFT_NOT_SOLD}</span>;
  return (
    <span data-testid="gift-price">
      {formatUsd(p.priceCents, [p.regularCents ?? 0])}
      {p.regularCents !== null ? (
        <s className="ml-1 text-sm text-slate-500">{formatUsd(p.regularCents, [p.priceCents])}</s>
      ) : null}
    </span>
  );
}

export function GiftPrice({ prices, slug }: { prices: Deferred<GiftPrices>; slug: string }) {
  return (
    <span className="ml-auto inline-block min-w-24 text-right font-semibold">
      <WhenSettled value={prices} fallback={<span className="text-slate-500">…</span>}>
        {(all) => <Price all={all} slug={slug} />}
      </WhenSettled>
    </span>
  );
}

/** One message for all the lengths, shown above them when the store did not respond: a link reloads the page. */
export function GiftPricesState({ prices, path }: { prices: Deferred<GiftPrices>; path: string }) {
  return (
    <WhenSettled value={prices} fallback={null}>
      {(all) =>
        all === null ? (
          <p className="mt-2 text-brand-700" role="alert" data-testid="gift-prices-error">
            {`${GIFT_PRICES_ERROR} `}
            <a href={path}>{GIFT_RETRY}</a>
          </p>
        ) : null
      }
    </WhenSettled>
  );
}
