// The chosen plan's live price (SPEC §9): what it costs, per GB, the 24-month total, and add to
// cart. In the HTML when the store answers within the page's wait; streamed when late, the
// fallback holding the same space, so nothing below moves when it lands.
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { STORAGE_INSTALMENT_MONTHS } from '#client/domain/constants.ts';
import { formatUsd } from '#client/domain/money.ts';
import { type PricedProduct, planTotalCents, type StorageChoice, storageSlug, unitCentsPerGb } from '#client/domain/storage/plans.ts';
import { STORAGE_ADDED, STORAGE_NOT_SOLD, STORAGE_PRICES_ERROR, STORAGE_RETRY, type StorageCart, type StoragePrices } from './storage-view.ts';

interface Props {
  choice: StorageChoice;
  prices: Deferred<StoragePrices>;
  cart: StorageCart;
  path: string;
}

const query = (choice: StorageChoice) => `?tier=${encodeURIComponent(choice.tier)}&plan=${choice.plan}`;

function Buy({ choice, cart, path }: Omit<Props, 'prices'>) {
  if (!cart.signedIn) {
    return (
      <a className="btn-primary" href={cart.logInHref}>
        Log in to buy
      </a>
    );
  }
  return (
    <form method="post" action={`${path}${query(choice)}#storage-price`}>
      <input type="hidden" name="tier" value={choice.tier} />
      <input type="hidden" name="plan" value={choice.plan} />
      <button type="submit" className="btn-primary" data-testid="storage-add">
        Add to cart
      </button>
    </form>
  );
}

function Amounts({ choice, plan }: { choice: StorageChoice; plan: PricedProduct }) {
  const perGb = formatUsd(Math.round(unitCentsPerGb(choice, plan.priceCents)));
  return (
    <>
      <p className="text-3xl font-bold text-ink" data-testid="storage-plan-price">
        {formatUsd(plan.priceCents)}
        <span className="text-base font-normal text-slate-600">{choice.plan === '24-months' ? ' a month for 24 months' : ' once'}</span>
        {plan.regularCents !== null ? <s className="ml-2 text-base font-normal text-slate-500">{formatUsd(plan.regularCents)}</s> : null}
        {plan.percentOff !== null ? <span className="badge-brand ml-2 align-middle text-sm">{`${plan.percentOff}% off`}</span> : null}
      </p>
      <p className="muted mt-1" data-testid="storage-plan-details">
        {choice.plan === '24-months'
          ? `${formatUsd(planTotalCents(choice.plan, plan.priceCents))} in all over ${STORAGE_INSTALMENT_MONTHS} months, about ${perGb} per GB.`
          : `About ${perGb} per GB.`}
      </p>
    </>
  );
}

function Priced({ choice, all, cart, path }: Omit<Props, 'prices'> & { all: StoragePrices }) {
  if (all === null) {
    return (
      // A form, not a link: submitting reloads the page even where a link to it would only scroll.
      <form method="get" action={`${path}#storage-price`} className="flex flex-wrap items-center gap-3" data-testid="storage-prices-error">
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
  if (!plan) {
    return (
      <p className="text-brand-700" role="alert" data-testid="storage-not-sold">
        {STORAGE_NOT_SOLD}
      </p>
    );
  }
  return (
    <>
      <Amounts choice={choice} plan={plan} />
      <div className="mt-4">
        <Buy choice={choice} cart={cart} path={path} />
      </div>
    </>
  );
}

export function PlanPrice(props: Props) {
  return (
    <div id="storage-price" className="panel mt-8 min-h-72" data-testid="storage-price" aria-live="polite">
      <h2 className="heading-3 mb-3">{`${props.choice.tier}, ${props.choice.plan === '24-months' ? 'paid over 24 months' : 'paid once'}`}</h2>
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
