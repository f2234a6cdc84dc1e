// What a box page's button puts in the cart, added up: the box (or the service, as many as asked
// for) and each extra the options choose, so the page's total is the cart's (issue 35).
import type { BoxExtras, BoxOptions, BoxProduct } from './box.ts';

/**
 * The lines' total in cents. Priority processing is one per box; a per-item service is one order,
 * however many items it counts, so it takes one.
 */
export function boxTotalCents(
  box: BoxProduct,
  extras: BoxExtras,
  options: BoxOptions,
  count: number,
  perItem: boolean,
): number {
  const thumbs = extras.thumbDrive ? extras.thumbDrive.priceCents * options.thumbDrive : 0;
  const dvds = extras.dvdSet ? extras.dvdSet.priceCents * options.dvdSet : 0;
  const priority =
    extras.priority && options.processingTime === 'priority' ? extras.priority.priceCents * (perItem ? 1 : count) : 0;
  return box.priceCents * count + thumbs + dvds + priority;
}

/**
 * Every price a box's page states: the box's, its list price, each extra's. The page's amounts,
 * its running total included, are formatted alongside them (core/domain/money.ts), so they share
 * one format whatever the options come to.
 */
export function boxPageCents(box: BoxProduct, extras: BoxExtras): number[] {
  const sold = [extras.thumbDrive, extras.dvdSet, extras.priority].flatMap((e) => (e ? [e.priceCents] : []));
  return [box.priceCents, ...(box.regularCents !== null ? [box.regularCents] : []), ...sold];
}

/** More of one service than this in one order is a bulk order (the bulk-orders page). */
export const MAX_SERVICE_ITEMS = 99;

/** How many items of a per-item service a form asks for: a whole number from 1 to MAX_SERVICE_ITEMS, 1 for nonsense. */
export function readItemCount(raw: unknown): number {
  const n = typeof raw === 'string' && /^\s*\d{1,2}\s*$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= MAX_SERVICE_ITEMS ? n : 1;
}
