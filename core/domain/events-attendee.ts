// The attendee form of an event ticket (SPEC §3 Event attendee, §9 dietary options): one valibot
// schema, checked in the browser and again by the worker, with a clear message per field.
import * as v from 'valibot';
import { DIETARY_OPTIONS } from './events.ts';

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

export const AttendeeForm = v.object({
  badge_name: text('Badge name', 40),
  country: text('Country', 80),
  region: text('State or region', 80),
  city: text('City', 80),
  dietary_restriction: v.picklist(DIETARY_OPTIONS, 'Choose a dietary restriction.'),
});
export type AttendeeForm = v.InferOutput<typeof AttendeeForm>;
export type AttendeeField = keyof AttendeeForm;
export const ATTENDEE_FIELDS = Object.keys(AttendeeForm.entries) as AttendeeField[];

/** The product being bought: a positive whole number, posted with the form. */
export const TicketChoice = v.object({
  product_id: v.pipe(v.string('Choose a ticket.'), v.regex(/^\d{1,12}$/, 'Choose a ticket.'), v.transform(Number)),
});

/** The first message per field, for the form to show beside each one. */
export function fieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<AttendeeField | 'product_id', string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** A purchase posted without JavaScript and refused: what was posted and why, shown again. */
export interface PurchaseState {
  values: Partial<Record<AttendeeField, string>>;
  errors: Partial<Record<AttendeeField | 'product_id', string>>;
  /** A failure of the store (SPEC §8), or ''. */
  failure: string;
  productId: number | null;
}
