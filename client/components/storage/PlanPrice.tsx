// The chosen plan's live price (SPEC §9): what it costs, per GB, the 24-month total, and add to
// cart. In the HTML when the store answers within the page's wait; streamed when late, the
// fallback holding the same space, so nothing below moves when it lands.
import { LogInToBuy } from '#client/components/account/LogInToBuy.tsx';
import { TrustLines } from '#client/components/trust/TrustLines.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { choiceKey, choiceQuery, type PlanTexts, planHeading, planTexts } from '#core/domain/storage/plan-texts.ts';
import { type StorageChoice, storageSlug } from '#core/domain/storage/plans.ts';
import { TRUST_LINES } from '#core/domain/trust/lines.ts';
import {
  CHOOSER_FORM_ID,
  SHOWN_FIELD,
  STORAGE_ADDED,
  STORAGE_NOT_SOLD,
  STORAGE_PRICES_ERROR,
  STORAGE_RETRY,
  type StorageCart,
  type StoragePrices,
} from './storage-view.ts';

interface Props {
  choice: StorageChoice;
  prices: Deferred<StoragePrices>;
  cart: StorageCart;
  path: string;
}

/**
 * Add to cart submits the chooser's own form: it posts the radios as they are, and what this panel
 * shows as its value; the page adds nothing when the two differ (a panel left behind by radios
 * changed without script).
 */
function Buy({ choice, cart, path }: Omit<Props, 'prices'>) {
  if (!cart.signedIn) {
    return <LogInToBuy logInHref={cart.logInHref} />;
  }
  return (
    <button
      type="submit"
      form={CHOOSER_FORM_ID}
      formMethod="post"
      formAction={`${path}${choiceQuery(choice)}#storage-price`}
      name={SHOWN_FIELD}
      value={choiceKey(choice)}
      className="btn-primary"
      data-testid="storage-add"
    >
      Add to cart
    </button>
  );
}

/** Every part is there (hidden when it says nothing), named for the script that follows the radios. */
function Amounts({ texts }: { texts: PlanTexts | null }) {
  return (
    <div data-part="amounts" hidden={texts === null}>
      <p className="text-3xl font-bold text-ink" data-testid="storage-plan-price">
        <span data-part="price">{texts?.price}</span>
        <span className="text-base font-normal text-slate-600" data-part="suffix">
          {texts?.suffix}
        </span>
        <s className="ml-2 text-base font-normal text-slate-500" data-part="was" hidden={!texts?.was}>
          {texts?.was}
        </s>
        <span className="badge-brand ml-2 align-middle text-sm" data-part="off" hidden={!texts?.off}>
          {texts?.off}
        </span>
      </p>
      <p className="muted mt-1" data-testid="storage-plan-details" data-part="details">
        {texts?.details}
      </p>
    </div>
  );
}

function Priced({ choice, all, cart, path }: Omit<Props, 'prices'> & { all: StoragePrices }) {
  if (all === null) {
    return (
      // A form, not a link: submitting reloads the page even where a link to it would only scroll.
      <form
        method="get"
        action={`${path}#storage-price`}
        className="flex flex-wrap items-center gap-3"
        data-testid="storage-prices-error"
      >
        <input type="hidden" name="tier" value={choice.tier} />
        <input type="hidden" name="plan" value={choice.plan} />
        <p className="text-brand-700" role="alert">
          {STORAGE_PRICES_ERROR}
        </p>
        <button type="submit" className="btn-secondary btn-sm">
          {STORAGE_RETRY}
        </button>
      </form>
    );
  }
  const plan = all[storageSlug(choice)];
  return (
    // Every plan's price, for the script that follows the radios (client/behaviours/storage-chooser.ts).
    <div data-storage-prices={JSON.stringify(all)}>
      <p className="text-brand-700" data-testid="storage-not-sold" data-part="not-sold" hidden={Boolean(plan)}>
        {STORAGE_NOT_SOLD}
      </p>
      <Amounts texts={plan ? planTexts(choice, plan) : null} />
      <div className="mt-4" data-part="buy" hidden={!plan}>
        <Buy choice={choice} cart={cart} path={path} />
        <TrustLines lines={TRUST_LINES.storage} />
      </div>
    </div>
  );
}

export function PlanPrice(props: Props) {
  return (
    <div id="storage-price" className="panel mt-8 min-h-72" data-testid="storage-price" aria-live="polite">
      <h2 className="heading-3 mb-3" data-part="heading">
        {planHeading(props.choice)}
      </h2>
      {/* Outside the streamed part: what the last post did is known at once, and moves nothing. */}
      {props.cart.failure ? (
        <p className="mb-3 text-brand-700" role="alert" data-testid="add-to-cart-error">
          {props.cart.failure}
        </p>
      ) : null}
      {props.cart.added ? (
        <p className="mb-3 font-semibold text-accent-800" role="status" data-testid="added-to-cart">
          {STORAGE_ADDED}
        </p>
      ) : null}
      <WhenSettled value={props.prices} fallback={<p className="muted">Loading price…</p>}>
        {(all) => <Priced choice={props.choice} all={all} cart={props.cart} path={props.path} />}
      </WhenSettled>
    </div>
  );
}
