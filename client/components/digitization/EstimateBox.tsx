// The estimate's box, for a visitor who needs one (issue 25, docs/decisions/047): the Forever Box
// that holds what they counted, its price with digitizing included, its options and the total,
// and Add box to cart: a form posted to the box's page, which puts the box and its options in the
// cart with or without JavaScript. With the island the total follows the options as they change.
import type { FormEvent, ReactNode } from 'react';
import { TrustLines } from '#client/components/trust/TrustLines.tsx';
import { type BoxOptions, DEFAULT_BOX_OPTIONS } from '#core/domain/digitization/box.ts';
import { boxOrderCents, fittingBox, itemsToSend } from '#core/domain/digitization/box-fit.ts';
import { boxPageCents } from '#core/domain/digitization/box-total.ts';
import type { EstimatorState } from '#core/domain/digitization/estimator.ts';
import type { EstimatorStore } from '#core/domain/digitization/price-feed.ts';
import { estimate } from '#core/domain/digitization/pricing.ts';
import { formatUsd } from '#core/domain/money.ts';
import { TRUST_LINES } from '#core/domain/trust/lines.ts';
import { pathTo } from '#core/routes/paths.ts';
import { BoxOptionFields } from './BoxOptionFields.tsx';
import { BoxPrice } from './BoxPrice.tsx';

interface Props {
  state: EstimatorState;
  store: EstimatorStore | 'loading';
  options?: BoxOptions;
  /** The island's: the options as they change, for the total. */
  onOptions?: (event: FormEvent<HTMLFormElement>) => void;
}

const HEADING = 'estimate-box-heading';

function Unavailable({ children }: { children: string }) {
  return (
    <p className="m-0" data-testid="estimate-box-unavailable">
      {children}{' '}
      <a href={pathTo('digital-conversion-order')} className="underline">
        See our boxes
      </a>
    </p>
  );
}

export function EstimateBox({ state, store, options = DEFAULT_BOX_OPTIONS, onOptions }: Props) {
  const items = itemsToSend(state.counts);
  const shell = (body: ReactNode) => (
    <section aria-labelledby={HEADING} className="panel mt-6 space-y-4" data-testid="estimate-box">
      <h2 id={HEADING} className="heading-2 m-0">
        Your Forever Box
      </h2>
      {body}
    </section>
  );
  if (store === 'loading') return shell(<p className="muted m-0">Finding the box that fits…</p>);
  if (store.boxes === null) return shell(<Unavailable>Our boxes cannot be shown right now.</Unavailable>);
  const fit = fittingBox(store.boxes.boxes, items);
  if (fit === null) return shell(<Unavailable>No box is on sale right now.</Unavailable>);
  const { box, quantity, holds } = fit;
  // What the same items cost one by one, sent in a box of one's own; said when it is the cheaper way (issue 35).
  const byItem = estimate(state, store.prices).totalCents;
  const boxCents = boxOrderCents(fit, DEFAULT_BOX_OPTIONS, store.boxes.extras);
  const cheaperByItem = byItem !== null && byItem < boxCents;
  const videos = state.steps.includes('tapes') || state.steps.includes('film');
  return shell(
    <>
      <p className="m-0" data-testid="estimate-box-fit">
        {quantity === 1
          ? `The ${box.title} holds up to ${holds} items, and you are sending ${items}. Digitizing them is ` +
            `included in its price.`
          : `${quantity} × ${box.title} hold up to ${holds} items, and you are sending ${items}. Digitizing them ` +
            `is included in their price.`}
      </p>
      <div className="flex flex-wrap items-baseline gap-2">
        <BoxPrice box={box} alongside={boxPageCents(box, store.boxes.extras)} />
        {quantity > 1 ? <span className="text-slate-700">{`each, × ${quantity}`}</span> : null}
      </div>
      <form
        method="post"
        action={pathTo('digital-conversion-order-slug', { slug: box.slug })}
        className="space-y-6"
        onInput={onOptions}
        onChange={onOptions}
        data-testid="estimate-box-order"
      >
        <input type="hidden" name="boxes" value={quantity} />
        <BoxOptionFields
          box={box}
          extras={store.boxes.extras}
          options={options}
          offerDvds={videos}
          idPrefix="estimate-box"
        />
        <p className="m-0 text-lg" data-testid="estimate-box-pays">
          What you pay:{' '}
          <strong className="text-xl" data-testid="estimate-box-total">
            {formatUsd(boxOrderCents(fit, options, store.boxes.extras), boxPageCents(box, store.boxes.extras))}
          </strong>
          {` for ${quantity === 1 ? `the ${box.title}` : `${quantity} × ${box.title}`} with the options chosen ` +
            `above, digitizing included`}
          {/* With script the total follows the options as they change. */}
          <noscript> (add the price beside each option you change)</noscript>. This is what Add box to cart puts in your
          cart.
        </p>
        <button type="submit" className="btn-primary">
          Add box to cart
        </button>
        <TrustLines lines={TRUST_LINES.box} />
      </form>
      {cheaperByItem ? (
        <p className="m-0 rounded-lg bg-accent-50 p-4" data-testid="estimate-cheaper-by-item">
          {`For these items, one by one is cheaper: ${formatUsd(byItem, [boxCents])} against ` +
            `${formatUsd(boxCents, [byItem])} `}
          {'for the box, if you send them in a box of your own. '}
          <a href={`${pathTo('digital-conversion-order')}#itemized`} className="font-semibold underline">
            Order item by item
          </a>
        </p>
      ) : null}
    </>,
  );
}
