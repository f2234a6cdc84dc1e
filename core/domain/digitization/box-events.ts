// The box order's ecommerce events (SPEC §9 list ids), typed and shaped as a dataLayer expects
// them, ready for an analytics tag: the box from forever_box_products, its options from
// forever_box_options.
import { BOX_LIST_IDS } from '#core/domain/constants.ts';
import type { BoxExtras, BoxOptions, BoxProduct } from './box.ts';

/** What the box order's behaviour needs for these events and the total, in the form's data-box-order. */
export interface BoxOrderEvents {
  box: BoxProduct;
  extras: BoxExtras;
  /** Whether the product is priced per item, ordered by how many. */
  perItem: boolean;
}

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_list_id: (typeof BOX_LIST_IDS)[keyof typeof BOX_LIST_IDS];
  price: number;
  quantity: number;
}

export interface ExtraItem {
  sku: string;
  name: string;
  priceCents: number;
}

export type BoxEvent =
  | { event: 'view_item'; ecommerce: { currency: 'USD'; value: number; items: EcommerceItem[] } }
  | { event: 'select_item'; ecommerce: { item_list_id: string; items: EcommerceItem[] } }
  | { event: 'add_to_cart'; ecommerce: { currency: 'USD'; value: number; items: EcommerceItem[] } };

const dollars = (cents: number) => Math.round(cents) / 100;

export function boxItem(box: BoxProduct): EcommerceItem {
  return {
    item_id: box.sku,
    item_name: box.title,
    item_list_id: BOX_LIST_IDS.products,
    price: dollars(box.priceCents),
    quantity: 1,
  };
}

/** The options as items: download (free, always), then each extra ordered, and priority processing when chosen. */
export function optionItems(
  options: BoxOptions,
  extras: Partial<Record<keyof BoxExtras, ExtraItem | null>>,
): EcommerceItem[] {
  const items: EcommerceItem[] = [
    { item_id: 'download', item_name: 'Download', item_list_id: BOX_LIST_IDS.options, price: 0, quantity: 1 },
  ];
  for (const key of ['thumbDrive', 'dvdSet'] as const) {
    const extra = extras[key];
    if (extra && options[key] > 0) {
      items.push({
        item_id: extra.sku,
        item_name: extra.name,
        item_list_id: BOX_LIST_IDS.options,
        price: dollars(extra.priceCents),
        quantity: options[key],
      });
    }
  }
  if (options.processingTime === 'priority' && extras.priority) {
    const p = extras.priority;
    items.push({
      item_id: p.sku,
      item_name: p.name,
      item_list_id: BOX_LIST_IDS.options,
      price: dollars(p.priceCents),
      quantity: 1,
    });
  }
  return items;
}

const value = (items: EcommerceItem[]) =>
  Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;

export function viewBoxEvent(box: BoxProduct): BoxEvent {
  const items = [boxItem(box)];
  return { event: 'view_item', ecommerce: { currency: 'USD', value: value(items), items } };
}

export function selectOptionEvent(item: EcommerceItem): BoxEvent {
  return { event: 'select_item', ecommerce: { item_list_id: BOX_LIST_IDS.options, items: [item] } };
}

export function addBoxEvent(
  box: BoxProduct,
  options: BoxOptions,
  extras: Partial<Record<keyof BoxExtras, ExtraItem | null>>,
): BoxEvent {
  const items = [boxItem(box), ...optionItems(options, extras)];
  return { event: 'add_to_cart', ecommerce: { currency: 'USD', value: value(items), items } };
}

/** Appends an event to window.dataLayer, made when missing (an analytics tag reads it later). */
export function pushBoxEvent(target: { dataLayer?: unknown[] }, event: BoxEvent) {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
