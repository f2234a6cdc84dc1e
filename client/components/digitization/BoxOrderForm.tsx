// A box's options and its Add to cart button (SPEC §3 box options): posted to the page itself,
// so it works without JavaScript; the box-order behaviour remembers the options in session
// storage and sends the dataLayer events.
import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import {
  type BoxOptions,
  type BoxProduct,
  leadTimeWeeks,
  MAX_EXTRA_QUANTITY,
  PROCESSING_TIMES,
  type ProcessingTime,
} from '#client/domain/digitization/box.ts';
import type { ExtraItem } from '#client/domain/digitization/box-events.ts';
import { formatUsd } from '#client/domain/money.ts';
import { external } from '#client/routes/external.ts';
import { pathTo } from '#client/routes/paths.ts';

export interface BoxOrderFormProps {
  box: BoxProduct;
  extras: { thumbDrive: ExtraItem | null; dvdSet: ExtraItem | null };
  options: BoxOptions;
  /** The SPEC §8 text when adding to the cart failed. */
  failure: string;
  added: boolean;
}

/** What the behaviour needs for the dataLayer events, in the form's data-box-order. */
export type BoxOrderEvents = Pick<BoxOrderFormProps, 'box' | 'extras'>;

const TIME_LABEL: Record<ProcessingTime, string> = { standard: 'Standard', priority: 'Priority' };

function Quantity(props: { name: 'thumbDrive' | 'dvdSet'; label: string; help: string; extra: ExtraItem; value: number }) {
  const id = `box-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <p id={`${id}-help`} className="muted m-0 mt-1">
        {`${props.help} ${formatUsd(props.extra.priceCents)} each.`}
      </p>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_EXTRA_QUANTITY}
        step={1}
        aria-describedby={`${id}-help`}
        className="input mt-2 max-w-32"
        defaultValue={String(props.value)}
      />
    </div>
  );
}

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
      <div>
        <p className="field-label m-0">Download</p>
        <p className="m-0 mt-1" data-testid="box-download">
          Yes: every file is added to your account to download.
        </p>
        <input type="hidden" name="download" value="yes" />
      </div>
      {extras.thumbDrive ? (
        <Quantity
          name="thumbDrive"
          label="Thumb drives"
          help="A copy of all your files on a USB drive."
          extra={extras.thumbDrive}
          value={options.thumbDrive}
        />
      ) : null}
      {extras.dvdSet ? (
        <Quantity
          name="dvdSet"
          label="DVD sets (videos only)"
          help="Your converted video tapes and film on DVD, one disc per tape."
          extra={extras.dvdSet}
          value={options.dvdSet}
        />
      ) : null}
      <fieldset>
        <legend className="field-label">Processing time</legend>
        <div className="mt-2 space-y-2">
          {PROCESSING_TIMES.map((t) => {
            const weeks = leadTimeWeeks(box, t);
            return (
              <label key={t} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-4">
                <input type="radio" name="processingTime" value={t} className="h-5 w-5" defaultChecked={options.processingTime === t} />
                <span>{weeks === null ? TIME_LABEL[t] : `${TIME_LABEL[t]}: about ${weeks} weeks`}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
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
