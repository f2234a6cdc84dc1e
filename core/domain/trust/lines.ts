// What is said beside a buy button so a shopper can trust it (issue 35), each line from a page the
// site already has: the shipping and returns pages' figures (policies.ts), the guarantee page, the
// Forever Club's perks. Nothing here is a promise those pages do not make (docs/decisions/090).
import { GUARANTEE_EXTRA_YEARS } from '#core/domain/constants.ts';
import { pathTo } from '#core/routes/paths.ts';
import { deliverySpanText } from './delivery-dates.ts';
import {
  BOX_DISPATCH_DAYS,
  type BusinessDays,
  DIGITIZATION_REDO_DAYS,
  PRINT_CLAIM_DAYS,
  PRODUCTION_TIMES,
  SOFTWARE_REFUND_DAYS,
  STANDARD_DELIVERY_DAYS,
} from './policies.ts';

export interface TrustLine {
  key: string;
  text: string;
  /** The page that makes the promise, to read it whole. */
  link: { href: string; label: string };
  /** A printed product's spans, turned into dates in the browser (the delivery-date behaviour). */
  delivery?: { production: BusinessDays; delivery: BusinessDays };
}

/** What is sold beside the button, for which promises apply to it. */
export type TrustKind = 'box' | 'service' | 'storage' | 'club' | 'software' | 'subscription';

const shippingPage = { href: pathTo('shipping'), label: 'Shipping' };
const returnsPage = { href: pathTo('returns'), label: 'Returns' };

const LINES = {
  guarantee: {
    key: 'guarantee',
    text: `Guaranteed for your lifetime plus ${GUARANTEE_EXTRA_YEARS} years, paid once.`,
    link: { href: pathTo('guarantee'), label: 'Our guarantee' },
  },
  printShipping: {
    key: 'shipping',
    text: 'Shipping cost shown at checkout before you pay; free standard shipping for Forever Club members.',
    link: shippingPage,
  },
  printReturns: {
    key: 'returns',
    text: `Damaged or not as ordered? Tell us within ${PRINT_CLAIM_DAYS} days of delivery and we reprint or refund it.`,
    link: returnsPage,
  },
  boxSafety: {
    key: 'safety',
    text: 'Tracked and insured both ways; we email you as your box reaches us and as it ships home.',
    link: shippingPage,
  },
  boxShipping: {
    key: 'shipping',
    text: `Your empty box ships within ${BOX_DISPATCH_DAYS} business days, with prepaid return labels inside.`,
    link: shippingPage,
  },
  redo: {
    key: 'returns',
    text: `Not right? Within ${DIGITIZATION_REDO_DAYS} days we redo it free. Items we cannot digitize cost nothing.`,
    link: returnsPage,
  },
  clubShipping: {
    key: 'shipping',
    text: 'Free standard shipping on printed products and on Forever Boxes both ways.',
    link: { href: pathTo('forever-club'), label: 'Forever Club' },
  },
  cancel: {
    key: 'returns',
    text: 'Cancel any time from your account before the next renewal.',
    link: returnsPage,
  },
  softwareRefund: {
    key: 'returns',
    text: `Refunded if you ask within ${SOFTWARE_REFUND_DAYS} days of purchase.`,
    link: returnsPage,
  },
} satisfies Record<string, TrustLine>;

export const TRUST_LINES: Record<TrustKind, readonly TrustLine[]> = {
  box: [LINES.boxSafety, LINES.boxShipping, LINES.redo],
  service: [LINES.redo],
  storage: [LINES.guarantee],
  club: [LINES.clubShipping, LINES.cancel],
  software: [LINES.softwareRefund],
  subscription: [LINES.cancel],
};

/** Beside an event's tickets: the event's own cancellation policy, further down its page (from the CMS). */
export const eventTrustLines = (policyAnchor: string): TrustLine[] => [
  {
    key: 'cancellation',
    text: 'Before you buy, read when tickets can be cancelled.',
    link: { href: `#${policyAnchor}`, label: 'Cancellation policy' },
  },
];

/** The shipping page's production time for a product in this place of the shop (its list, then its category). */
export function productionTimeOf(places: readonly (string | null)[]): BusinessDays | null {
  for (const place of places) {
    const time = PRODUCTION_TIMES.find((t) => (t.places as readonly string[]).includes(place ?? ''));
    if (time) return time.days;
  }
  return null;
}

/** "5 business days" or "5 to 7 business days", as a merchandiser fills in a product's production_time. */
export function parseProductionTime(value: string | null | undefined): BusinessDays | null {
  const match = /^\s*(\d{1,2})(?:\s*(?:to|-|–)\s*(\d{1,2}))?\s+business days?\s*$/i.exec(value ?? '');
  if (!match) return null;
  const fewest = Number(match[1]);
  const most = Number(match[2] ?? match[1]);
  return fewest > 0 && most >= fewest ? [fewest, most] : null;
}

/** A printed product's lines: when it arrives (its own production time first, else its place's), shipping, returns. */
export function printTrustLines(production: BusinessDays | null): TrustLine[] {
  const arrival: TrustLine[] = production
    ? [
        {
          key: 'arrival',
          text: deliverySpanText(production, STANDARD_DELIVERY_DAYS),
          link: shippingPage,
          delivery: { production, delivery: STANDARD_DELIVERY_DAYS },
        },
      ]
    : [];
  return [...arrival, LINES.printShipping, LINES.printReturns];
}
