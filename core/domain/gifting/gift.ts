// Gift subscriptions (SPEC §9): what each gifting page gives, its three lengths, how and when it
// is delivered, and the rules of the gift form. Pure: the page's action and its tests use them.
import * as v from 'valibot';
import { GIFT_DELIVERY_METHODS, GIFT_DURATIONS, GIFT_TIMINGS } from '#core/domain/constants.ts';
import type { TrustKind } from '#core/domain/trust/lines.ts';

export type GiftRoute =
  | 'gifting-artisan'
  | 'gifting-facial-recognition'
  | 'gifting-forever-storage'
  | 'gifting-pixels2pages'
  | 'gifting-video-streaming';
export type GiftDuration = (typeof GIFT_DURATIONS)[number]['value'];
export type GiftDelivery = (typeof GIFT_DELIVERY_METHODS)[number];
export type GiftTiming = (typeof GIFT_TIMINGS)[number];

export interface GiftSubject {
  /** The store's product line: its gifts are `{line}-gift-{duration}`, in group `gifts-{line}`. */
  line: string;
  name: string;
  lead: string;
  /**
   * The promises shown under the gift's button (core/domain/trust/lines.ts): software's refund;
   * none for a gift of a set time, which the returns page does not cover and the storage guarantee
   * (paid once, for good) does not describe.
   */
  trust?: TrustKind;
  /**
   * Storage: the gift is time, while permanent storage is a plan sold by size and never given
   * (docs/decisions/100); its gift page shows the plans beside the gift, from the same store answer.
   */
  storagePlans?: true;
}

export const GIFT_SUBJECTS: Record<GiftRoute, GiftSubject> = {
  'gifting-artisan': {
    line: 'artisan',
    trust: 'software',
    name: 'Artisan',
    lead: 'Digital art kits every quarter and monthly blueprints, for the scrapbooker in your life.',
  },
  'gifting-facial-recognition': {
    line: 'facial-recognition',
    name: 'Facial Recognition',
    lead: 'Find every photo of every face in the family collection, in seconds.',
  },
  'gifting-forever-storage': {
    line: 'forever-storage',
    storagePlans: true,
    name: 'Forever Storage',
    lead: 'Time on Forever Storage for someone else’s photos and videos, ready to share with family.',
  },
  'gifting-pixels2pages': {
    line: 'pixels2pages',
    name: 'pixels2Pages Membership',
    lead: 'Classes, templates and a community for digital scrapbookers.',
  },
  'gifting-video-streaming': {
    line: 'video-streaming',
    name: 'Video Streaming',
    lead: 'Home movies streamed to any screen, for the whole family to watch.',
  },
};

/** The gifting pages in the order the gift guide lists them. */
export const GIFT_ROUTES = Object.keys(GIFT_SUBJECTS) as GiftRoute[];

export const giftGroup = (subject: GiftSubject) => `gifts-${subject.line}`;
export const giftSlug = (subject: GiftSubject, duration: GiftDuration) => `${subject.line}-gift-${duration}`;

export const DELIVERY_LABELS: Record<GiftDelivery, string> = {
  email: 'By email',
  print: 'Printed, to give in person',
  both: 'Email and print',
  gift_mgmt: 'Gift Management (ambassadors only)',
};
export const TIMING_LABELS: Record<GiftTiming, string> = { immediately: 'Now', later: 'On a later date' };
export const durationLabel = (d: GiftDuration) => GIFT_DURATIONS.find((x) => x.value === d)?.label ?? d;

/** A delivery method is offered to this buyer: gift_mgmt only to ambassadors (SPEC §6). */
export const deliveryAllowed = (method: GiftDelivery, isAmbassador: boolean) => method !== 'gift_mgmt' || isAmbassador;
export const needsEmail = (method: GiftDelivery) => method === 'email' || method === 'both';

/** How far ahead a gift may be scheduled. */
export const GIFT_MAX_DAYS_AHEAD = 365;

const DURATIONS = GIFT_DURATIONS.map((d) => d.value) as [GiftDuration, ...GiftDuration[]];
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters.`));

/** The gift form as posted (every field a string), before the rules that join fields. */
const GiftFields = v.object({
  duration: v.picklist(DURATIONS, 'Choose how long the gift lasts.'),
  delivery: v.picklist(GIFT_DELIVERY_METHODS, 'Choose how to deliver the gift.'),
  recipient_name: v.pipe(text(100), v.nonEmpty('Enter the name of the person you are giving it to.')),
  recipient_email: v.pipe(
    text(254),
    v.union(
      [v.literal(''), v.pipe(v.string(), v.email('Enter a valid email address.'))],
      'Enter a valid email address.',
    ),
  ),
  message: text(500),
  timing: v.picklist(GIFT_TIMINGS, 'Choose when to send the gift.'),
  send_on: v.pipe(
    text(10),
    v.union(
      [v.literal(''), v.pipe(v.string(), v.isoDate('Enter the date as YYYY-MM-DD.'))],
      'Enter the date as YYYY-MM-DD.',
    ),
  ),
});

export type GiftField = keyof v.InferOutput<typeof GiftFields>;
export const GIFT_FIELDS: readonly GiftField[] = [
  'duration',
  'delivery',
  'recipient_name',
  'recipient_email',
  'message',
  'timing',
  'send_on',
];

export interface GiftOrder {
  duration: GiftDuration;
  delivery: GiftDelivery;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  /** The day to send it (YYYY-MM-DD); null to send now. */
  sendOn: string | null;
}

export type GiftValues = Partial<Record<GiftField, string>>;
export type GiftErrors = Partial<Record<GiftField, string>>;
export type GiftParse = { ok: true; order: GiftOrder } | { ok: false; errors: GiftErrors; values: GiftValues };

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The gift form's rules: every field valid on its own, an email address when it goes by email,
 * gift_mgmt only for an ambassador, and a date from tomorrow to a year ahead when sent later.
 * `today` is the buyer's day (YYYY-MM-DD), given so the rule is testable.
 */
export function parseGift(body: Record<string, unknown>, opts: { today: string; isAmbassador: boolean }): GiftParse {
  const values: GiftValues = {};
  for (const f of GIFT_FIELDS) values[f] = typeof body[f] === 'string' ? (body[f] as string) : '';
  const parsed = v.safeParse(GiftFields, values);
  const errors: GiftErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) as GiftField | null;
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return { ok: false, errors, values };
  }
  const f = parsed.output;
  if (!deliveryAllowed(f.delivery, opts.isAmbassador)) errors.delivery = 'Gift Management is for ambassadors only.';
  if (needsEmail(f.delivery) && !f.recipient_email)
    errors.recipient_email = 'Enter the email address to send the gift to.';
  if (f.timing === 'later') {
    if (!f.send_on) errors.send_on = 'Choose the day to send the gift.';
    else if (f.send_on <= opts.today) errors.send_on = 'Choose a day after today.';
    else if (f.send_on > addDays(opts.today, GIFT_MAX_DAYS_AHEAD)) errors.send_on = 'Choose a day within a year.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    order: {
      duration: f.duration,
      delivery: f.delivery,
      recipientName: f.recipient_name,
      recipientEmail: f.recipient_email || null,
      message: f.message || null,
      sendOn: f.timing === 'later' ? f.send_on : null,
    },
  };
}

/**
 * The confirmation modal's query flag (SPEC §2.10) and the summary it carries: nothing personal.
 * The flag opens the modal only beside the cookie the gift's own add left (docs/decisions/063).
 */
export const CONFIRM_FLAG = 'gift';
export const CONFIRM_VALUE = 'added';

export interface GiftConfirmation {
  duration: GiftDuration;
  delivery: GiftDelivery;
  sendOn: string | null;
}

export function confirmationQuery(order: GiftConfirmation): string {
  const q = new URLSearchParams({ [CONFIRM_FLAG]: CONFIRM_VALUE, duration: order.duration, delivery: order.delivery });
  if (order.sendOn) q.set('send_on', order.sendOn);
  return q.toString();
}

/** The confirmation the query asks for, or null: a flag with a summary that does not parse shows none. */
/** The query parameters the gift confirmation is read from. */
export const GIFT_CONFIRMATION_QUERY = [CONFIRM_FLAG, 'duration', 'delivery', 'send_on'] as const;

export function confirmationOf(query: (name: string) => string | undefined): GiftConfirmation | null {
  if (query(CONFIRM_FLAG) !== CONFIRM_VALUE) return null;
  const duration = DURATIONS.find((d) => d === query('duration'));
  const delivery = GIFT_DELIVERY_METHODS.find((d) => d === query('delivery'));
  const sendOn = query('send_on');
  if (!duration || !delivery) return null;
  return { duration, delivery, sendOn: sendOn && v.is(v.pipe(v.string(), v.isoDate()), sendOn) ? sendOn : null };
}
