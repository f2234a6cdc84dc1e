// The attendee form of one ticket (SPEC §3 Event attendee): a plain form posted to the page, so it
// works without JavaScript; the worker validates it with the same schema and answers each field.
import { useId } from 'react';
import { DIETARY_LABELS, DIETARY_OPTIONS } from '#core/domain/events.ts';
import type { AttendeeField, PurchaseState } from '#core/domain/events-attendee.ts';

const TEXT_FIELDS: { name: Exclude<AttendeeField, 'dietary_restriction'>; label: string; autoComplete: string }[] = [
  { name: 'badge_name', label: 'Badge name', autoComplete: 'nickname' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'region', label: 'State or region', autoComplete: 'address-level1' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

/**
 * `action` is the page with the error summary's fragment: a refused form (422) comes back landing on
 * the summary, with script or without, instead of at the page's top; an accepted one is redirected
 * to a fragment of its own.
 */
export function AttendeeFields({
  productId,
  action,
  purchase,
}: {
  productId: number;
  action: string;
  purchase: PurchaseState | null;
}) {
  const id = useId();
  const errors = purchase?.errors ?? {};
  const values = purchase?.values ?? {};
  return (
    <form method="post" action={action} className="mt-4 space-y-3" data-testid="attendee-form" noValidate>
      <input type="hidden" name="product_id" value={productId} />
      {/* Announced by the summary above the tickets; said again beside the ticket it concerns. */}
      {purchase?.failure ? <p className="text-brand-700">{purchase.failure}</p> : null}
      {TEXT_FIELDS.map((f) => (
        <div key={f.name}>
          <label className="field-label" htmlFor={`${id}-${f.name}`}>
            {f.label}
          </label>
          <input
            className="input mt-1"
            id={`${id}-${f.name}`}
            name={f.name}
            autoComplete={f.autoComplete}
            required
            maxLength={f.name === 'badge_name' ? 40 : 80}
            defaultValue={values[f.name] ?? ''}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
          />
          {errors[f.name] ? (
            <p id={`${id}-${f.name}-error`} className="mt-1 text-sm text-brand-700">
              {errors[f.name]}
            </p>
          ) : null}
        </div>
      ))}
      <div>
        <label className="field-label" htmlFor={`${id}-diet`}>
          Dietary restriction
        </label>
        <select
          className="input mt-1"
          id={`${id}-diet`}
          name="dietary_restriction"
          defaultValue={values.dietary_restriction || 'none'}
        >
          {DIETARY_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {DIETARY_LABELS[o]}
            </option>
          ))}
        </select>
        {errors.dietary_restriction ? (
          <p className="mt-1 text-sm text-brand-700">{errors.dietary_restriction}</p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary">
        Add ticket to cart
      </button>
    </form>
  );
}
