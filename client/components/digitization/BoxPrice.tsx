import type { BoxProduct } from '#core/domain/digitization/box.ts';
import { formatUsd } from '#core/domain/money.ts';

/**
 * A box's price, the list price struck through when the services promotion lowers it; on a page
 * that states other prices (`alongside`), in their format.
 */
export function BoxPrice({ box, alongside = [] }: { box: BoxProduct; alongside?: readonly number[] }) {
  return (
    <p className="m-0 text-2xl font-bold text-ink" data-testid="box-price">
      {formatUsd(box.priceCents, [box.regularCents ?? 0, ...alongside])}
      {box.regularCents !== null ? (
        <s className="ml-2 text-base font-normal text-slate-500">
          <span className="sr-only">was </span>
          {formatUsd(box.regularCents, [box.priceCents, ...alongside])}
        </s>
      ) : null}
    </p>
  );
}
