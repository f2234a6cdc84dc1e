// The box an estimate needs (issue 25, docs/decisions/047): a Forever Box holds up to its
// itemsCount items (SPEC §3 box product, from num_items), an item being a tape, a 50 ft reel of
// film, or a set of 25 photos or scans (SPEC §3 item sizes), and digitizing them is included in
// its price. The smallest box that holds them all is recommended; past the largest, as many of the
// largest as they need.
import { PHOTOS_PER_ITEM } from '#core/domain/constants.ts';
import { type BoxExtras, type BoxOptions, type BoxProduct, MAX_BOXES } from './box.ts';
import { boxTotalCents } from './box-total.ts';
import type { Counts } from './estimator.ts';
import { filmUnits } from './pricing.ts';

/** How many items the counts make: tapes, 50 ft film units, sets of photos and of scans, audio tapes. */
export function itemsToSend(c: Counts): number {
  const sets = (n: number) => Math.ceil(Math.max(0, n) / PHOTOS_PER_ITEM);
  return c.tapes + filmUnits(c.feetOfFilm) + sets(c.pictures) + c.audioItems + sets(c.scans);
}

export interface BoxFit {
  box: BoxProduct;
  quantity: number;
  /** How many items they hold together. */
  holds: number;
}

/**
 * The box (or boxes) that hold `items`: among those on sale with a size; null when none is, or
 * there is nothing to send.
 */
export function fittingBox(boxes: readonly BoxProduct[], items: number): BoxFit | null {
  const sized = boxes
    .filter((b): b is BoxProduct & { itemsCount: number } => b.enabled && b.itemsCount !== null && b.itemsCount > 0)
    .sort((a, b) => a.itemsCount - b.itemsCount || a.priceCents - b.priceCents);
  if (items <= 0 || !sized.length) return null;
  const one = sized.find((b) => b.itemsCount >= items);
  if (one) return { box: one, quantity: 1, holds: one.itemsCount };
  const largest = sized.at(-1)!;
  const quantity = Math.min(MAX_BOXES, Math.ceil(items / largest.itemsCount));
  return { box: largest, quantity, holds: quantity * largest.itemsCount };
}

/** What the order costs: the boxes, digitizing included, and the options chosen (priority is per box). */
export function boxOrderCents(fit: BoxFit, options: BoxOptions, extras: BoxExtras): number {
  return boxTotalCents(fit.box, extras, options, fit.quantity, false);
}
