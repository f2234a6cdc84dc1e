// The store operations of the events pages (SPEC §7 store v1, helper "Event ticket purchase").
import type { Config } from '#worker/config/config.ts';
import { addLineToCart } from './cart-operations.ts';
import { callUpstream } from './client.ts';
import { EventAttendeesEnvelope, TicketProductEnvelope } from './event-schemas.ts';
import { storePaths } from './paths.ts';

/** A ticket's product by its store_sku, promotions priced in. */
export async function ticketProduct(config: Config, sku: string) {
  const query = new URLSearchParams({ strategy: 'by_sku', includes_promotions: 'true' });
  const { product } = await callUpstream(config, {
    target: storePaths.productBySku(sku),
    query,
    schema: TicketProductEnvelope,
  });
  return product;
}

/** The visitor's attendee rows for one ticket (SPEC §4 entitlement). */
export async function eventAttendees(config: Config, token: string, sku: string) {
  const query = new URLSearchParams({ line_item_product_sku_eq: sku });
  const { event_attendees } = await callUpstream(config, {
    target: storePaths.eventAttendees(),
    query,
    token,
    schema: EventAttendeesEnvelope,
  });
  return event_attendees;
}

export interface AttendeeAttributes {
  badge_name: string;
  country: string;
  region: string;
  city: string;
  dietary_restriction: string;
}

/** Event ticket purchase: the ticket in the cart with its attendee; answers the new cart count. */
export const buyTicket = (config: Config, token: string, productId: number, attendee: AttendeeAttributes) =>
  addLineToCart(config, token, { productId, requiredLineItemsAttributes: [{ ...attendee }] });
