// A Forever Box's options as form fields (SPEC §3 box options), each with its price: download
// (always Yes), thumb drives and DVD sets by quantity, and Standard or Priority processing. Shared
// by the box's own page and the estimate's box, which both post them to the box page.
import {
  type BoxExtras,
  type BoxOptions,
  type BoxProduct,
  leadTimeWeeks,
  MAX_EXTRA_QUANTITY,
  PROCESSING_TIMES,
  type ProcessingTime,
  type SoldExtra,
} from '#core/domain/digitization/box.ts';
import { boxPageCents } from '#core/domain/digitization/box-total.ts';
import { formatUsd } from '#core/domain/money.ts';

interface Props {
  box: BoxProduct;
  extras: BoxExtras;
  options: BoxOptions;
  /** DVD sets are for videos: the estimate offers them only when it counts tapes or film. */
  offerDvds?: boolean;
  /** A per-item service takes priority once for the order, a box once for each box. */
  perItem?: boolean;
  /** Ids of the page's own: the estimate's fields sit beside the box page's nowhere, but stay apart. */
  idPrefix?: string;
}

const TIME_LABEL: Record<ProcessingTime, string> = { standard: 'Standard', priority: 'Priority' };

interface QuantityProps {
  id: string;
  name: 'thumbDrive' | 'dvdSet';
  label: string;
  help: string;
  extra: SoldExtra;
  value: number;
  /** The page's prices, whose format this one shares. */
  page: readonly number[];
}

function Quantity(props: QuantityProps) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <p id={`${props.id}-help`} className="muted m-0 mt-1">
        {`${props.help} ${formatUsd(props.extra.priceCents, props.page)} each.`}
      </p>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_EXTRA_QUANTITY}
        step={1}
        aria-describedby={`${props.id}-help`}
        className="input mt-2 max-w-32"
        defaultValue={String(props.value)}
      />
    </div>
  );
}

/** What a processing time costs beside its weeks: Standard is in the box's price, Priority is its own product. */
function timeText(box: BoxProduct, time: ProcessingTime, extras: BoxExtras, perItem: boolean): string {
  const weeks = leadTimeWeeks(box, time);
  const pace = weeks === null ? TIME_LABEL[time] : `${TIME_LABEL[time]}: about ${weeks} weeks`;
  if (time === 'standard') return `${pace}, included`;
  if (!extras.priority) return `${pace}, not available right now`;
  return (
    `${pace}, ${formatUsd(extras.priority.priceCents, boxPageCents(box, extras))} ` +
    `${perItem ? 'for the order' : 'a box'}`
  );
}

export function BoxOptionFields({ box, extras, options, offerDvds = true, perItem = false, idPrefix = 'box' }: Props) {
  const page = boxPageCents(box, extras);
  return (
    <>
      <div>
        <p className="field-label m-0">Download</p>
        <p className="m-0 mt-1" data-testid="box-download">
          Yes: every file is added to your account to download.
        </p>
        <input type="hidden" name="download" value="yes" />
      </div>
      {extras.thumbDrive ? (
        <Quantity
          id={`${idPrefix}-thumbDrive`}
          name="thumbDrive"
          label="Thumb drives"
          help="A copy of all your files on a USB drive."
          extra={extras.thumbDrive}
          value={options.thumbDrive}
          page={page}
        />
      ) : null}
      {extras.dvdSet && offerDvds ? (
        <Quantity
          id={`${idPrefix}-dvdSet`}
          name="dvdSet"
          label="DVD sets (videos only)"
          help="Your converted video tapes and film on DVD, one disc per tape."
          extra={extras.dvdSet}
          value={options.dvdSet}
          page={page}
        />
      ) : null}
      <fieldset>
        <legend className="field-label">Processing time</legend>
        <div className="mt-2 space-y-2">
          {PROCESSING_TIMES.map((t) => (
            <label key={t} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-4">
              <input
                type="radio"
                name="processingTime"
                value={t}
                className="h-5 w-5"
                defaultChecked={options.processingTime === t}
                disabled={t === 'priority' && !extras.priority}
              />
              <span>{timeText(box, t, extras, perItem)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
