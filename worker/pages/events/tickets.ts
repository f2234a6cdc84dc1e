// The tickets of an event, live from the store (SPEC §7, §8): started by the loader, read by the
// page inside <Suspense>, so the page never waits for the store.
import { heldStatus, inCartNames, type TicketView } from '#core/domain/events.ts';
import type { EventDetail } from '#core/views.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { eventAttendees, ticketProduct } from '#worker/store/event-operations.ts';
import type { TicketProduct } from '#worker/store/event-schemas.ts';

type Ticket = EventDetail['tickets'][number];

const base = (t: Ticket): TicketView => ({
  id: t.id,
  name: t.name,
  isEarlyBird: t.isEarlyBird,
  state: 'unavailable',
  productId: null,
  priceCents: null,
  regularCents: null,
  held: null,
  inCart: [],
});

/** The tickets as the event's rows know them, shown while the store answers. */
export const pendingTickets = (tickets: readonly Ticket[]): TicketView[] =>
  tickets.map((t) => ({ ...base(t), state: t.storeSku === null ? 'unavailable' : 'ready' }));

function priced(t: Ticket, p: TicketProduct): TicketView {
  const promo = p.promotionPrice !== null && p.promotionPrice < p.price_cents ? p.promotionPrice : null;
  return {
    ...base(t),
    name: t.name || p.name,
    state: p.enabled && !p.unavailable ? 'ready' : 'unavailable',
    productId: p.id,
    priceCents: promo ?? p.price_cents,
    regularCents: promo === null ? null : p.price_cents,
  };
}

/**
 * Every ticket's product by store_sku, and for a signed-in visitor whether they hold it and which
 * of its attendees wait in their cart. When one product load fails, every ticket is marked errored
 * and the error reported (SPEC §8); the page around it stands. An attendee lookup that fails leaves
 * the ticket as if none were held.
 */
export async function loadTickets(
  ctx: LoadContext,
  tickets: readonly Ticket[],
  token: string | undefined,
  report: (e: unknown) => void,
) {
  const sold = tickets.filter((t): t is Ticket & { storeSku: string } => t.storeSku !== null);
  let products: Map<string, TicketProduct>;
  try {
    const list = await Promise.all(sold.map((t) => ticketProduct(ctx.config, t.storeSku)));
    products = new Map(sold.map((t, i) => [t.storeSku, list[i] as TicketProduct]));
  } catch (error) {
    report(error);
    return tickets.map((t): TicketView => ({ ...base(t), state: 'errored' }));
  }
  const mine = new Map<string, Pick<TicketView, 'held' | 'inCart'>>();
  if (token) {
    await Promise.all(
      sold.map((t) =>
        eventAttendees(ctx.config, token, t.storeSku).then(
          (rows) => mine.set(t.storeSku, { held: heldStatus(rows), inCart: inCartNames(rows) }),
          () => undefined,
        ),
      ),
    );
  }
  return tickets.map((t) => {
    const p = t.storeSku ? products.get(t.storeSku) : undefined;
    const view = p ? priced(t, p) : base(t);
    return { ...view, ...(t.storeSku ? mine.get(t.storeSku) : undefined) };
  });
}
