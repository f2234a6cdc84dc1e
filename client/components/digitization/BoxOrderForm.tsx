// A box's options and its Add to cart button (SPEC §3 box options): posted to the page itself,
// so it works without JavaScript; the box-order behaviour remembers the options in session
// storage, keeps the total beside the button in step with them and sends the dataLayer events.
// A per-item service (video tapes, slides…) is ordered the same way, with how many items it is.
import { behaviourRoot } from '#client/behaviours/marker.ts';
import { TrustLines } from '#client/components/trust/TrustLines.tsx';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { BoxOptions } from '#core/domain/digitization/box.ts';
import type { BoxOrderEvents } from '#core/domain/digitization/box-events.ts';
import { boxPageCents, boxTotalCents, MAX_SERVICE_ITEMS } from '#core/domain/digitization/box-total.ts';
import type { DigitizationService } from '#core/domain/digitization/services.ts';
import { formatUsd } from '#core/domain/money.ts';
import { TRUST_LINES } from '#core/domain/trust/lines.ts';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import { BoxOptionFields } from './BoxOptionFields.tsx';

export interface BoxOrderFormProps extends BoxOrderEvents {
  options: BoxOptions;
  /** For a service priced per item: its own words (null for a Forever Box, or a service we have no words for). */
  service: DigitizationService | null;
  /** How many boxes, or items of a per-item service. */
  count: number;
  /** The SPEC §8 text when adding to the cart failed. */
  failure: string;
  added: boolean;
}

function ItemCount({ box, extras, service, count }: Pick<BoxOrderFormProps, 'box' | 'extras' | 'service' | 'count'>) {
  const one = service?.item ? `${service.item.title}: ${service.item.desc} ` : '';
  return (
    <div>
      <label htmlFor="box-items" className="field-label">
        How many
      </label>
      <p id="box-items-help" className="muted m-0 mt-1">
        {`${one}${formatUsd(box.priceCents, boxPageCents(box, extras))} ${service?.quantitySuffix ?? 'each'}.`}
      </p>
      <input
        id="box-items"
        name="items"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SERVICE_ITEMS}
        step={1}
        required
        aria-describedby="box-items-help"
        className="input mt-2 max-w-32"
        defaultValue={String(count)}
      />
    </div>
  );
}

export function BoxOrderForm({ box, extras, options, service, perItem, count, failure, added }: BoxOrderFormProps) {
  const events: BoxOrderEvents = { box, extras, perItem };
  const what = service?.title ?? box.title;
  return (
    <form
      method="post"
      action={pathTo('digital-conversion-order-slug', { slug: box.slug })}
      className="panel space-y-6"
      data-testid="box-order"
      {...behaviourRoot('box-order')}
      data-box-order={JSON.stringify(events)}
      data-added={added ? '' : undefined}
      data-failed={failure ? '' : undefined}
    >
      <EntryScript />
      <h2 className="heading-2 m-0">{perItem ? 'Your order' : 'Options'}</h2>
      {perItem ? (
        <ItemCount box={box} extras={extras} service={service} count={count} />
      ) : (
        <input type="hidden" name="boxes" value={count} />
      )}
      <BoxOptionFields box={box} extras={extras} options={options} perItem={perItem} />
      <p className="m-0 text-lg" aria-live="polite">
        Total:{' '}
        <strong className="text-xl" data-testid="box-total">
          {formatUsd(boxTotalCents(box, extras, options, count, perItem), boxPageCents(box, extras))}
        </strong>
        {/* Without script the total is for the choices the page was sent with. */}
        <noscript> (for the choices shown when the page opened)</noscript>. This is what the button puts in your cart.
      </p>
      {failure ? (
        <p role="alert" className="m-0 font-semibold text-brand-700" data-testid="box-failure">
          {failure}
        </p>
      ) : null}
      {added ? (
        <p role="status" className="m-0 font-semibold text-accent-800" data-testid="box-added">
          {perItem ? `${what} is in your cart.` : 'Your box is in your cart.'}{' '}
          <a href={external.shoppingCart()} className="underline">
            Go to the cart
          </a>
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={!box.enabled}>
        {perItem ? 'Add to cart' : 'Add box to cart'}
      </button>
      {/* A service's items come in the shopper's own box: only a Forever Box is tracked and insured both ways. */}
      <TrustLines lines={TRUST_LINES[perItem ? 'service' : 'box']} />
    </form>
  );
}
