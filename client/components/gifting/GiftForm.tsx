// The gift form (SPEC §9): its length with live prices, how it is delivered (Gift Management for
// ambassadors only), to whom, and when. A form posted to the page: it works without script, and
// a refused post comes back with each field's message beside it.

import { type ReactNode, Suspense, use } from 'react';
import { LogInToBuy } from '#client/components/account/LogInToBuy.tsx';
import { TrustLines } from '#client/components/trust/TrustLines.tsx';
import { GIFT_DELIVERY_METHODS, GIFT_DURATIONS, GIFT_TIMINGS } from '#core/domain/constants.ts';
import {
  DELIVERY_LABELS,
  type GiftDelivery,
  type GiftField,
  type GiftSubject,
  giftSlug,
  TIMING_LABELS,
} from '#core/domain/gifting/gift.ts';
import type { StoreInfoView } from '#core/domain/store-info.ts';
import { TRUST_LINES } from '#core/domain/trust/lines.ts';
import { GiftPrice, GiftPricesState } from './GiftPrice.tsx';
import { GIFT_DEFAULTS, type GiftData } from './gift-view.ts';

interface Props {
  data: GiftData;
  path: string;
  storeInfo: Promise<StoreInfoView | null>;
}

const errorId = (field: GiftField) => `gift-${field}-error`;

function FieldError({ data, field }: { data: GiftData; field: GiftField }) {
  const message = data.form.errors[field];
  return message ? (
    <p id={errorId(field)} className="mt-1 text-sm text-brand-700" data-testid={`gift-error-${field}`}>
      {message}
    </p>
  ) : null;
}

/** What a control says about its own error, for screen readers. */
const invalid = (data: GiftData, field: GiftField) =>
  data.form.errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

function value(data: GiftData, field: GiftField): string {
  return data.form.values[field] ?? GIFT_DEFAULTS[field] ?? '';
}

function Choice({
  name,
  value: v,
  checked,
  children,
  disabled,
}: {
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2">
      <input type="radio" name={name} value={v} defaultChecked={checked} disabled={disabled} className="h-4 w-4" />
      {children}
    </label>
  );
}

/**
 * Gift Management, usable by ambassadors only: shown to everyone, disabled until the store info
 * says the buyer is one, so the row never appears or leaves under the visitor (CLS 0).
 */
function GiftManagement({ data, enabled }: { data: GiftData; enabled: boolean }) {
  return (
    <Choice
      name="delivery"
      value="gift_mgmt"
      checked={enabled && value(data, 'delivery') === 'gift_mgmt'}
      disabled={!enabled}
    >
      {DELIVERY_LABELS.gift_mgmt}
    </Choice>
  );
}

function AmbassadorDelivery({ data, storeInfo }: { data: GiftData; storeInfo: Promise<StoreInfoView | null> }) {
  const info = use(storeInfo);
  return <GiftManagement data={data} enabled={Boolean(info?.isAmbassador)} />;
}

const PUBLIC_DELIVERY = GIFT_DELIVERY_METHODS.filter((m): m is Exclude<GiftDelivery, 'gift_mgmt'> => m !== 'gift_mgmt');

function Durations({ data, subject, path }: { data: GiftData; subject: GiftSubject; path: string }) {
  return (
    <fieldset {...invalid(data, 'duration')}>
      <legend className="heading-3">How long</legend>
      <GiftPricesState prices={data.prices} path={path} />
      <div className="mt-3 grid gap-2">
        {GIFT_DURATIONS.map((d) => (
          <Choice key={d.value} name="duration" value={d.value} checked={value(data, 'duration') === d.value}>
            <span>{d.label}</span>
            <GiftPrice prices={data.prices} slug={giftSlug(subject, d.value)} />
          </Choice>
        ))}
      </div>
      <FieldError data={data} field="duration" />
    </fieldset>
  );
}

function Delivery({ data, storeInfo }: { data: GiftData; storeInfo: Promise<StoreInfoView | null> }) {
  return (
    <fieldset {...invalid(data, 'delivery')}>
      <legend className="heading-3">How to deliver it</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {PUBLIC_DELIVERY.map((m) => (
          <Choice key={m} name="delivery" value={m} checked={value(data, 'delivery') === m}>
            {DELIVERY_LABELS[m]}
          </Choice>
        ))}
        {data.signedIn ? (
          <Suspense fallback={<GiftManagement data={data} enabled={false} />}>
            <AmbassadorDelivery data={data} storeInfo={storeInfo} />
          </Suspense>
        ) : (
          <GiftManagement data={data} enabled={false} />
        )}
      </div>
      <FieldError data={data} field="delivery" />
    </fieldset>
  );
}

function Recipient({ data }: { data: GiftData }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="heading-3">Who it is for</legend>
      <div>
        <label htmlFor="gift-recipient-name" className="field-label">
          Their name
        </label>
        <input
          id="gift-recipient-name"
          name="recipient_name"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={value(data, 'recipient_name')}
          className="input mt-1 w-full"
          {...invalid(data, 'recipient_name')}
        />
        <FieldError data={data} field="recipient_name" />
      </div>
      <div>
        <label htmlFor="gift-recipient-email" className="field-label">
          Their email (for email delivery)
        </label>
        <input
          id="gift-recipient-email"
          name="recipient_email"
          type="email"
          maxLength={254}
          autoComplete="off"
          defaultValue={value(data, 'recipient_email')}
          className="input mt-1 w-full"
          {...invalid(data, 'recipient_email')}
        />
        <FieldError data={data} field="recipient_email" />
      </div>
      <div>
        <label htmlFor="gift-message" className="field-label">
          A message (optional)
        </label>
        <textarea
          id="gift-message"
          name="message"
          rows={3}
          maxLength={500}
          defaultValue={value(data, 'message')}
          className="input mt-1 w-full"
          {...invalid(data, 'message')}
        />
        <FieldError data={data} field="message" />
      </div>
    </fieldset>
  );
}

function Timing({ data }: { data: GiftData }) {
  return (
    <fieldset {...invalid(data, 'timing')}>
      <legend className="heading-3">When to send it</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {GIFT_TIMINGS.map((t) => (
          <Choice key={t} name="timing" value={t} checked={value(data, 'timing') === t}>
            {TIMING_LABELS[t]}
          </Choice>
        ))}
      </div>
      <FieldError data={data} field="timing" />
      <label htmlFor="gift-send-on" className="field-label mt-4">
        The day to send it (when sent on a later date)
      </label>
      <input
        id="gift-send-on"
        name="send_on"
        type="date"
        min={data.firstSendDay}
        defaultValue={value(data, 'send_on')}
        className="input mt-1"
        {...invalid(data, 'send_on')}
      />
      <FieldError data={data} field="send_on" />
    </fieldset>
  );
}

export function GiftForm({ data, path, storeInfo }: Props) {
  const failed = Object.keys(data.form.errors).length > 0;
  return (
    <form
      id="gift-form"
      method="post"
      action={`${path}#gift-form`}
      className="panel grid gap-8"
      noValidate
      data-testid="gift-form"
    >
      {failed ? (
        <p className="text-brand-700" role="alert" data-testid="gift-form-errors">
          Please check the gift details below.
        </p>
      ) : null}
      {data.form.failure ? (
        <p className="text-brand-700" role="alert" data-testid="add-to-cart-error">
          {data.form.failure}
        </p>
      ) : null}
      <Durations data={data} subject={data.subject} path={path} />
      <Delivery data={data} storeInfo={storeInfo} />
      <Recipient data={data} />
      <Timing data={data} />
      <div>
        {data.signedIn ? (
          <button type="submit" className="btn-primary" data-testid="gift-submit">
            Add gift to cart
          </button>
        ) : (
          <LogInToBuy logInHref={data.logInHref} label="Log in to give this gift" />
        )}
        {data.subject.trust ? <TrustLines lines={TRUST_LINES[data.subject.trust]} /> : null}
      </div>
    </form>
  );
}
