import { eventOver } from '#core/domain/events.ts';
import { eventBySlug } from '#worker/db/queries/events.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { ticketProduct } from '#worker/store/event-operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';

/**
 * Whether an event's page sells a product (docs/decisions/072): the event is published (a draft's
 * page is a 404, previewing editor or not) and not over, and the product is one of its tickets
 * the store says is ready now. Only then is anything added to a cart. `no-event` asks the store
 * nothing; `unavailable` is a store that could not say which tickets are ready.
 */
export type TicketSale = 'sold' | 'no-event' | 'over' | 'not-its-ticket' | 'unavailable';

export async function sellableTicket(ctx: LoadContext, slug: string, productId: number): Promise<TicketSale> {
  const found = await eventBySlug(ctx.db, slug, false);
  if (!found) return 'no-event';
  if (eventOver(found.event, new Date())) return 'over';
  const skus = found.tickets.flatMap((t) => (t.storeSku === null ? [] : [t.storeSku]));
  try {
    const products = await Promise.all(skus.map((sku) => ticketProduct(ctx.config, sku)));
    return products.some((p) => p.id === productId && p.enabled && !p.unavailable) ? 'sold' : 'not-its-ticket';
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    ctx.report(error, { part: 'event tickets', event: slug });
    return 'unavailable';
  }
}
