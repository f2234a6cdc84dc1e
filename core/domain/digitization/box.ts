// SPEC §3 box product and box options: what a Forever Box is, as read from its store product,
// and the options it is ordered with (download fixed Yes; thumb drives and a DVD set, videos
// only, by quantity; Standard or Priority processing, saved as leadTimeWeeks).

/** The store product fields a box is read from (SPEC §3 Product). */
export interface BoxSource {
  id: number;
  slug: string;
  sku: string;
  name: string;
  description: string | null;
  price_cents: number;
  promotionPrice: number | null;
  enabled: boolean;
  unavailable: boolean;
  primary_image: { url: string } | null;
  product_attributes: readonly { name: string; value: string | null }[];
}

export interface BoxProduct {
  id: number;
  slug: string;
  sku: string;
  title: string;
  altTitle: string;
  /** From num_items; null when the product does not say. */
  itemsCount: number | null;
  enabled: boolean;
  image: string | null;
  imageAlt: string;
  boxDimensions: string | null;
  priceCents: number;
  /** The list price, when a promotion makes it lower. */
  regularCents: number | null;
  leadTimeWeeks: Record<ProcessingTime, number | null>;
}

export type ProcessingTime = 'standard' | 'priority';
export const PROCESSING_TIMES: readonly ProcessingTime[] = ['standard', 'priority'];
/** SPEC §3: the product attribute each processing time reads its weeks from. */
export const PROCESSING_ATTRIBUTE: Record<ProcessingTime, string> = {
  standard: 'standard_processing_time',
  priority: 'priority_processing_time',
};

export interface BoxOptions {
  /** Added to the account: always Yes. */
  download: true;
  thumbDrive: number;
  /** For videos only. */
  dvdSet: number;
  processingTime: ProcessingTime;
}

/** An option sold as a product of its own (SPEC §9 extra-items-1): thumb drives, DVD sets, priority processing. */
export interface SoldExtra {
  id: number;
  sku: string;
  name: string;
  priceCents: number;
}

/** What a box's options are sold as; null for one the store does not sell now. */
export interface BoxExtras {
  thumbDrive: SoldExtra | null;
  dvdSet: SoldExtra | null;
  /** Priority processing, one per box; standard processing is included in the box. */
  priority: SoldExtra | null;
}

/** SPEC §3 reset: no thumb drives, no DVD set, the standard processing time. */
export const DEFAULT_BOX_OPTIONS: BoxOptions = { download: true, thumbDrive: 0, dvdSet: 0, processingTime: 'standard' };
/** More copies than this are a bulk order, not an option. */
export const MAX_EXTRA_QUANTITY = 20;

const attr = (p: BoxSource, name: string) => p.product_attributes.find((a) => a.name === name)?.value?.trim() || null;

function wholeNumber(raw: string | null): number | null {
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function boxFromProduct(p: BoxSource): BoxProduct {
  const promo = p.promotionPrice !== null && p.promotionPrice < p.price_cents ? p.promotionPrice : null;
  const itemsCount = wholeNumber(attr(p, 'num_items'));
  return {
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    title: p.name,
    altTitle: p.description ?? '',
    itemsCount,
    enabled: p.enabled && !p.unavailable,
    image: p.primary_image?.url ?? null,
    imageAlt: itemsCount === null ? p.name : `A Forever Box that holds up to ${itemsCount} items`,
    boxDimensions: attr(p, 'box_dimensions'),
    priceCents: promo ?? p.price_cents,
    regularCents: promo === null ? null : p.price_cents,
    leadTimeWeeks: {
      standard: wholeNumber(attr(p, PROCESSING_ATTRIBUTE.standard)),
      priority: wholeNumber(attr(p, PROCESSING_ATTRIBUTE.priority)),
    },
  };
}

function quantity(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : 0;
  return Number.isInteger(n) ? Math.min(MAX_EXTRA_QUANTITY, Math.max(0, n)) : 0;
}

/** More boxes than this in one order is a bulk order (the bulk-orders page). */
export const MAX_BOXES = 20;

/** How many boxes a form asks for: a whole number from 1 to MAX_BOXES, 1 when it says none or nonsense. */
export function readBoxCount(raw: unknown): number {
  const n = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= MAX_BOXES ? n : 1;
}

/** Options from a form, session storage or anything else: tolerant, always a valid set. */
export function readBoxOptions(input: unknown): BoxOptions {
  const o = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  return {
    download: true,
    thumbDrive: quantity(o.thumbDrive),
    dvdSet: quantity(o.dvdSet),
    processingTime: o.processingTime === 'priority' ? 'priority' : 'standard',
  };
}

/** The box page's query for a choice of options: a log-in on the way to the cart comes back to them. */
export function boxOptionsQuery(options: BoxOptions): URLSearchParams {
  return new URLSearchParams({
    thumbDrive: String(options.thumbDrive),
    dvdSet: String(options.dvdSet),
    processingTime: options.processingTime,
  });
}

/** Whether a query names options (the box page then shows those, not the ones kept in the session). */
export const namesBoxOptions = (query: URLSearchParams) => query.has('processingTime');

/**
 * What the options save as leadTimeWeeks: the weeks of the chosen processing time (standard when
 * the box has no priority).
 */
export function leadTimeWeeks(box: BoxProduct, time: ProcessingTime): number | null {
  return box.leadTimeWeeks[time] ?? box.leadTimeWeeks.standard;
}

/** The session storage key a box's options are kept under. */
export const boxOptionsKey = (slug: string) => `forever-box-options:${slug}`;
