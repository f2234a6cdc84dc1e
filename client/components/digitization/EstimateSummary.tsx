// The estimate's last step: one row per count with its price from the store, the total, and
// where to go next. Without prices (store down) the counts still show, and say why. For a visitor
// who needs a box the item-by-item figure is a comparison, never what they pay: the box's price
// includes digitizing what it holds (docs/decisions/047), and the summary says so.

import type { EstimatorState } from '#core/domain/digitization/estimator.ts';
import { countText, PRICES_UNAVAILABLE } from '#core/domain/digitization/estimator-copy.ts';
import { estimate, type PriceBook } from '#core/domain/digitization/pricing.ts';
import { formatUsd } from '#core/domain/money.ts';
import { pathTo } from '#core/routes/paths.ts';

interface Props {
  state: EstimatorState;
  prices: PriceBook | null | 'loading';
}

function PriceNote({ prices }: Pick<Props, 'prices'>) {
  if (prices === null)
    return (
      <p className="muted" data-testid="estimate-prices-unavailable">
        {PRICES_UNAVAILABLE}
      </p>
    );
  if (prices !== 'loading') return null;
  return (
    <p className="muted" data-testid="estimate-prices-loading">
      Loading prices…
    </p>
  );
}

export function EstimateSummary({ state, prices }: Props) {
  const { lines, totalCents } = estimate(state, prices === 'loading' ? null : prices);
  const priced = prices !== null && prices !== 'loading';
  // The lines and the total are one column: one format.
  const column = [...lines.map((l) => l.cents), totalCents].filter((c): c is number => c !== null);
  return (
    <div className="space-y-4" data-testid="estimate-summary">
      {lines.length ? (
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            {state.box === 'need' ? 'Digitizing item by item, for comparison' : 'Your estimate, line by line'}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2">
                Item
              </th>
              <th scope="col" className="py-2 text-right">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.step} className="border-b border-slate-100" data-testid={`estimate-line-${l.step}`}>
                <td className="py-2">{countText(l.step, l.count)}</td>
                <td className="py-2 text-right">
                  {l.cents !== null ? formatUsd(l.cents, column) : priced ? 'Unavailable' : '—'}
                </td>
              </tr>
            ))}
          </tbody>
          {totalCents !== null ? (
            <tfoot>
              <tr>
                <th scope="row" className="py-2">
                  {/* A box includes digitizing what it holds: what is paid is its total (EstimateBox). */}
                  {state.box === 'need' ? 'Item by item, not charged with a Forever Box' : 'Estimated total'}
                </th>
                <td className="py-2 text-right text-xl font-bold" data-testid="estimate-total">
                  {formatUsd(totalCents, column)}
                </td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      ) : (
        <p className="empty-state">Nothing to estimate yet: start over and pick what you are digitizing.</p>
      )}
      <PriceNote prices={prices} />
      {state.box === 'need' ? (
        <p data-testid="estimate-item-note">
          {lines.length
            ? 'That figure is what digitizing these items would cost one by one, sent in a box of your own: you ' +
              'do not pay it. We send you a prepaid, tracked Forever Box to fill and send back, and you pay the ' +
              'box that fits, below: its price includes digitizing what it holds.'
            : 'We send you a prepaid, tracked Forever Box to fill and send back, and you pay the box that fits, ' +
              'below: its price includes digitizing what it holds.'}
        </p>
      ) : (
        <p>
          {state.box === 'have'
            ? 'Pack your items in your box and send it to us. '
            : 'We send you a prepaid box to fill and send back. '}
          <a href={pathTo('digital-conversion-order')} className="font-semibold underline">
            {state.box === 'have' ? 'See box options' : 'Order your box'}
          </a>
        </p>
      )}
    </div>
  );
}
