// The store's responses the events pages rely on (SPEC §3 Event attendee, §7), checked at the border.
import * as v from 'valibot';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** GET /products/{sku}?strategy=by_sku&includes_promotions=true: what a ticket shows and buys. */
export const TicketProductEnvelope = v.object({
  product: v.object({
    id: v.number(),
    sku: v.string(),
    name: v.optional(v.string(), ''),
    price_cents: cents,
    promotionPrice: v.optional(v.nullable(cents), null),
    enabled: v.optional(v.boolean(), true),
    unavailable: v.optional(v.boolean(), false),
  }),
});

export const EventAttendee = v.object({
  id: v.optional(v.number()),
  status: v.string(),
  badge_name: v.optional(v.nullable(v.string()), null),
  line_item_product_sku: v.optional(v.nullable(v.string()), null),
});

export const EventAttendeesEnvelope = v.object({ event_attendees: v.array(EventAttendee) });

export const LineItemResponse = v.object({ cart_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) });

export type TicketProduct = v.InferOutput<typeof TicketProductEnvelope>['product'];
