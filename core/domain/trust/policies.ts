// The promises the shipping, returns and guarantee pages make, as figures: those pages' prose is
// written from them, and so are the lines beside each buy button (core/domain/trust/lines.ts),
// so a promise beside a button never says more, or other, than the page it links to
// (docs/decisions/090).

/** A span of business days, fewest to most. */
export type BusinessDays = readonly [fewest: number, most: number];

/** The shipping page's production times for printed products, by the shop's own places (list or category slugs). */
export const PRODUCTION_TIMES = [
  { pieces: 'Photo prints', places: ['photo-prints'], days: [2, 3] },
  { pieces: 'photo books, calendars and cards', places: ['photo-books', 'calendars', 'cards'], days: [5, 7] },
  {
    pieces: 'canvas, metal panels, blankets and drinkware',
    places: ['canvas-prints', 'metal-wall-panels', 'blankets', 'drinkware'],
    days: [7, 10],
  },
] as const satisfies readonly { pieces: string; places: readonly string[]; days: BusinessDays }[];

/** Delivery after production: standard shipping, and expedited where it is offered. */
export const STANDARD_DELIVERY_DAYS: BusinessDays = [2, 6];
export const EXPEDITED_DELIVERY_DAYS: BusinessDays = [1, 2];

/** An empty Forever Box leaves within this many business days. */
export const BOX_DISPATCH_DAYS = 2;

/** The returns page: a damaged or wrong print is reported within this many days of delivery. */
export const PRINT_CLAIM_DAYS = 30;
/** A transfer that is not right is reported within this many days of the files arriving. */
export const DIGITIZATION_REDO_DAYS = 60;
/** Software is refunded within this many days of purchase. */
export const SOFTWARE_REFUND_DAYS = 30;

/** "5 to 7 business days", "5 business days". */
export function businessDaysText([fewest, most]: BusinessDays): string {
  return fewest === most ? `${most} business day${most === 1 ? '' : 's'}` : `${fewest} to ${most} business days`;
}
