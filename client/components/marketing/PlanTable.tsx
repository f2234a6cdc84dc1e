// Plans with their live store prices (SPEC §7), in the HTML when the store answers within the page's
// wait, streamed in when it is late: the names and what each includes are the page's own copy and
// show at once; prices, buy buttons and Product JSON-LD come with the store's response. When there is
// none, the plans stand and the prices say so, with a way to retry.
import { LogInToBuy } from '#client/components/account/LogInToBuy.tsx';
import { JsonLd } from '#client/components/JsonLd.tsx';
import { TrustLines } from '#client/components/trust/TrustLines.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { YEARLY_SAVINGS_CLAIM_PERCENT } from '#core/domain/constants.ts';
import { formatUsd } from '#core/domain/money.ts';
import { productLd } from '#core/domain/structured-data.ts';
import { TRUST_LINES, type TrustKind } from '#core/domain/trust/lines.ts';
import {
  ADDED_TEXT,
  type CartAttempt,
  hourlyRateCents,
  PLANS_ERROR,
  PLANS_RETRY,
  type PlanView,
  yearlySavingsPercent,
} from './plans.ts';
import { Section } from './Section.tsx';

export interface PlanSpec {
  slug: string;
  /** The plan's name on this page, shown before (and without) the store's response. */
  label: string;
  /** What the price buys: "a month", "for 3 months", "one time". */
  per: string;
  perks?: readonly string[];
  /** Hours of work it includes, for its hourly rate. */
  hours?: { months: number; perMonth: number };
}

export interface PlanTableContent {
  id: string;
  heading: string;
  intro?: string;
  plans: readonly PlanSpec[];
  /** A monthly and a yearly plan whose savings are computed from their live prices. */
  savings?: { monthly: string; yearly: string };
  /** Which plan the visitor holds, read from her store info's badges: her club tier (core/domain/club.ts). */
  held?: 'club-tier';
  /** What these plans are, for the promises shown under their buy buttons (core/domain/trust/lines.ts). */
  trust?: TrustKind;
}

/** What buying needs: who is signed in, where to log in, what the last post did. */
export interface CartProps {
  signedIn: boolean;
  logInHref: string;
  attempt: CartAttempt | null;
  addedProductId: number | null;
  /** The page's own path: forms post to it, and the retry link reloads it. */
  path: string;
  origin: string;
  brand: string;
}

interface Props {
  content: PlanTableContent;
  plans: Deferred<Record<string, PlanView>>;
  cart: CartProps;
  /** The page's first plan table: it shows a failure that concerns no plan in particular. */
  first: boolean;
}

function Buy({ plan, spec, cart, holding }: { plan: PlanView; spec: PlanSpec; cart: CartProps; holding: boolean }) {
  if (plan.held) {
    return (
      <p className="badge-brand mt-4" data-testid="plan-held">
        Your current plan
      </p>
    );
  }
  if (plan.state !== 'ready' || plan.productId === null)
    return <p className="muted mt-4">Not available to order online. Call us for a quote.</p>;
  if (!cart.signedIn) {
    return (
      <div className="mt-4">
        <LogInToBuy logInHref={cart.logInHref} />
      </div>
    );
  }
  const failed = cart.attempt?.productId === plan.productId ? cart.attempt.failure : '';
  return (
    <form method="post" action={`${cart.path}#plan-${plan.slug}`} className="mt-4">
      <input type="hidden" name="product_id" value={plan.productId} />
      {failed ? (
        <p className="mb-3 text-brand-700" role="alert" data-testid="add-to-cart-error">
          {failed}
        </p>
      ) : null}
      {cart.addedProductId === plan.productId ? (
        <p id="plan-added" className="mb-3 font-semibold text-accent-800" role="status" data-testid="added-to-cart">
          {ADDED_TEXT}
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        {holding ? `Change to ${spec.label}` : 'Add to cart'}
      </button>
    </form>
  );
}

function Price({ spec, plan }: { spec: PlanSpec; plan: PlanView | undefined }) {
  if (!plan || plan.priceCents === null || plan.state === 'errored') return null;
  return (
    <>
      <p className="mt-3 text-2xl font-bold text-ink" data-testid="plan-price">
        {formatUsd(plan.priceCents, [plan.regularCents ?? 0])}{' '}
        <span className="text-base font-normal text-slate-600">{spec.per}</span>
        {plan.regularCents !== null ? (
          <s className="ml-2 text-base font-normal text-slate-500">{formatUsd(plan.regularCents, [plan.priceCents])}</s>
        ) : null}
      </p>
      {spec.hours ? (
        <p className="muted" data-testid="plan-hourly-rate">
          {`${formatUsd(hourlyRateCents(plan.priceCents, spec.hours.months, spec.hours.perMonth))} an hour`}
        </p>
      ) : null}
    </>
  );
}

function Savings({
  savings,
  plans,
}: {
  savings: NonNullable<PlanTableContent['savings']>;
  plans: Record<string, PlanView>;
}) {
  const monthly = plans[savings.monthly]?.priceCents;
  const yearly = plans[savings.yearly]?.priceCents;
  if (monthly == null || yearly == null) return null;
  const percent = yearlySavingsPercent(monthly, yearly);
  if (percent === null || percent <= 0) return null;
  return (
    <p className="badge-brand mt-4" data-testid="yearly-savings">
      {percent > YEARLY_SAVINGS_CLAIM_PERCENT
        ? `Yearly plans save more than ${YEARLY_SAVINGS_CLAIM_PERCENT} percent`
        : `Yearly plans save ${percent} percent`}
    </p>
  );
}

function Priced({ content, views, cart, first }: Omit<Props, 'plans'> & { views: Record<string, PlanView> }) {
  const errored = Object.values(views).some((p) => p.state === 'errored');
  return (
    <>
      {errored ? (
        // A form, not a link: submitting reloads the page even where a link to it would only scroll.
        <form
          method="get"
          action={`${cart.path}#${content.id}`}
          className="mt-6 flex flex-wrap items-center gap-3"
          data-testid="plans-error"
        >
          <p className="text-brand-700" role="alert">
            {PLANS_ERROR}
          </p>
          <button type="submit" className="btn-secondary btn-sm">
            {PLANS_RETRY}
          </button>
        </form>
      ) : null}
      {/* A post that named no product has no plan to stand beside. */}
      {first && cart.attempt && cart.attempt.productId === null ? (
        <p className="mt-6 text-brand-700" role="alert" data-testid="add-to-cart-error">
          {cart.attempt.failure}
        </p>
      ) : null}
      {content.savings && !errored ? <Savings savings={content.savings} plans={views} /> : null}
      <PlanCards content={content} views={views} cart={cart} />
    </>
  );
}

function PlanCards({
  content,
  views,
  cart,
}: {
  content: PlanTableContent;
  views: Record<string, PlanView> | null;
  cart: CartProps;
}) {
  const holding = Object.values(views ?? {}).some((p) => p.held);
  return (
    <ul className="mt-8 grid list-none gap-6 p-0 sm:grid-cols-2 md:grid-cols-3" data-testid="plan-table">
      {content.plans.map((spec) => {
        const plan = views?.[spec.slug];
        return (
          // The fallback carries no ids: the streamed cards replace it, and ids must stay unique.
          <li
            key={spec.slug}
            id={views ? `plan-${spec.slug}` : undefined}
            className="panel flex flex-col"
            data-testid="plan"
            data-state={plan?.state ?? 'loading'}
          >
            <h3 className="heading-3">{spec.label}</h3>
            {plan?.description ? <p className="mt-2 text-sm text-slate-600">{plan.description}</p> : null}
            {views ? <Price spec={spec} plan={plan} /> : <p className="muted mt-3">Loading price…</p>}
            {spec.perks?.length ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {spec.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
            ) : null}
            <div className="mt-auto">
              {plan && plan.state !== 'errored' ? <Buy plan={plan} spec={spec} cart={cart} holding={holding} /> : null}
            </div>
            {plan?.state === 'ready' && plan.priceCents !== null ? (
              <JsonLd
                data={productLd({
                  name: plan.name || spec.label,
                  description: plan.description,
                  sku: plan.slug,
                  brand: cart.brand,
                  offer: { priceCents: plan.priceCents, url: `${cart.origin}${cart.path}`, availability: 'InStock' },
                })}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function PlanTable(props: Props) {
  return (
    <Section id={props.content.id} heading={props.content.heading} intro={props.content.intro} testId="plans">
      <WhenSettled value={props.plans} fallback={<PlanCards content={props.content} views={null} cart={props.cart} />}>
        {(views) => <Priced content={props.content} views={views} cart={props.cart} first={props.first} />}
      </WhenSettled>
      {props.content.trust ? <TrustLines lines={TRUST_LINES[props.content.trust]} /> : null}
    </Section>
  );
}
