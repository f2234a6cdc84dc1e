// A box's options and its Add to cart button (SPEC §3 box options): posted to the page itself,
// so it works without JavaScript; the box-order behaviour remembers the options in session
// storage and sends the dataLayer events.
import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { BoxExtras, BoxOptions, BoxProduct } from '#client/domain/digitization/box.ts';
import { external } from '#client/routes/external.ts';
import { pathTo } from '#client/routes/paths.ts';
import { BoxOptionFields } from './BoxOptionFields.tsx';

export interface BoxOrderFormProps {
  box: BoxProduct;
  extras: BoxExtras;
  options: BoxOptions;
  /** The SPEC §8 text when adding to the cart failed. */
  failure: string;
  added: boolean;
}

/** What the behaviour needs for the dataLayer events, in the form's data-box-order. */
export type BoxOrderEvents = Pick<BoxOrderFormProps, 'box' | 'extras'>;

export function BoxOrderForm({ box, extras, options, failure, added }: BoxOrderFormProps) {
  const events: BoxOrderEvents = { box, extras };
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
      <h2 className="heading-2 m-0">Options</h2>
      <BoxOptionFields box={box} extras={extras} options={options} />
      {failure ? (
        <p role="alert" className="m-0 font-semibold text-brand-700" data-testid="box-failure">
          {failure}
        </p>
      ) : null}
      {added ? (
        <p role="status" className="m-0 font-semibold text-accent-800" data-testid="box-added">
          Your box is in your cart.{' '}
          <a href={external.shoppingCart()} className="underline">
            Go to the cart
          </a>
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={!box.enabled}>
        Add box to cart
      </button>
    </form>
  );
}
