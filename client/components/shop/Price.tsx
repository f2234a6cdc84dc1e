import { formatUsd } from '#client/domain/money.ts';
import { perCardCents } from '#client/domain/shop/prices.ts';
import type { ProductSummary } from '#client/domain/shop/product.ts';

/** A product's price: what it costs now, the list price struck through and the percent off when promoted, per card for cards. */
export function Price({
  product,
  large = false,
}: {
  product: Pick<ProductSummary, 'priceCents' | 'regularCents' | 'percentOff' | 'perCard'>;
  large?: boolean;
}) {
  return (
    <p className={`m-0 flex flex-wrap items-baseline gap-x-2 ${large ? 'text-2xl' : 'text-lg'} font-bold text-ink`} data-testid="product-price">
      {product.perCard ? (
        <>
          <span>{`${formatUsd(perCardCents(product.priceCents))} per card`}</span>
          <span className="text-sm font-normal text-slate-600">{`(${formatUsd(product.priceCents)} a pack)`}</span>
        </>
      ) : (
        <span>{formatUsd(product.priceCents)}</span>
      )}
      {product.regularCents !== null ? (
        <>
          <s className="text-sm font-normal text-slate-600">
            <span className="sr-only">was </span>
            {formatUsd(product.perCard ? perCardCents(product.regularCents) : product.regularCents)}
          </s>
          <span className="badge-brand text-xs">{`${product.percentOff}% off`}</span>
        </>
      ) : null}
    </p>
  );
}
