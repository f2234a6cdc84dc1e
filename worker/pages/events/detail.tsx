import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { JsonLd } from '#client/components/JsonLd.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { EventDetailPage } from '#client/pages/events/EventDetailPage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import { ADD_TO_CART_ERROR, eventOver, type TicketView } from '#core/domain/events.ts';
import { AttendeeForm, fieldErrors, type PurchaseState, TicketChoice } from '#core/domain/events-attendee.ts';
import { eventLd } from '#core/domain/structured-data.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { EventDetail } from '#core/views.ts';
import { eventBySlug } from '#worker/db/queries/events.ts';
import { redirectWithCartFlash } from '#worker/http/cart-flash.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';
import { addOrRefusal } from '#worker/store/cart-refusal.ts';
import { buyTicket } from '#worker/store/event-operations.ts';
import { eventPreview } from './preview.ts';
import { sellableTicket } from './sellable-ticket.ts';
import { loadTickets, pendingTickets } from './tickets.ts';

interface EventData extends EventDetail {
  over: boolean;
  tickets$: Deferred<TicketView[]>;
  signedIn: boolean;
  logInHref: string;
  added: boolean;
  purchase: PurchaseState | null;
}

const text = (body: Record<string, unknown>, key: string) =>
  typeof body[key] === 'string' ? (body[key] as string).slice(0, 200) : '';

/**
 * /events/{slug}: the event from D1, its tickets from the store (in the HTML when it answers within
 * the page's wait, streamed when late). A live page (public, so crawlers may read it, with the
 * tickets' prices as offers): its prices are of this moment, so it is never memoized nor cached
 * whole; a signed-in visitor's copy is private. A draft is a 404 to anyone but a previewing editor.
 */
export const eventDetailPage = definePage<EventData>({
  route: 'events-slug',
  cache: 'live',
  drafts: 'blog',
  async load(ctx) {
    const found = await eventBySlug(ctx.db, ctx.param('slug') ?? '', await eventPreview(ctx));
    if (!found) notFound('This event could not be found');
    const token = ctx.authToken;
    const report = (error: unknown) => ctx.report(error, { part: 'event tickets', event: found.event.slug });
    // An event that is over sells nothing: no store call for its tickets.
    const over = eventOver(found.event, new Date());
    return {
      ...found,
      over,
      tickets$: over ? { settled: [] } : await ctx.store.defer(loadTickets(ctx, found.tickets, token, report)),
      signedIn: Boolean(token),
      logInHref: logInHref(ctx.auth),
      // Only the page's own redirect says a ticket was added: its cookie is this event's alone
      // (worker/http/cart-flash.ts).
      added: ctx.cartFlash !== null,
      purchase: null,
    };
  },
  async action(c, ctx) {
    const token = ctx.authToken;
    // SPEC §5: a signed-out buyer logs in first and comes back here.
    if (!token) return c.redirect(logInHref(ctx.auth), 303);
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const values = Object.fromEntries(
      ['badge_name', 'country', 'region', 'city', 'dietary_restriction'].map((k) => [k, text(body, k)]),
    );
    const choiceOk = v.safeParse(TicketChoice, { product_id: body.product_id });
    const form = v.safeParse(AttendeeForm, values);
    const productId = choiceOk.success ? choiceOk.output.product_id : null;
    if (!form.success || productId === null) {
      const errors = {
        ...(form.success ? {} : fieldErrors(form.issues)),
        ...(choiceOk.success ? {} : fieldErrors(choiceOk.issues)),
      };
      return { status: 422, rerender: { purchase: { values, errors, failure: '', productId } } };
    }
    const refused = (status: number) => ({
      status,
      rerender: { purchase: { values, errors: {}, failure: ADD_TO_CART_ERROR, productId } },
    });
    // Only what this page sells goes in the cart (docs/decisions/072): a draft's, an unknown
    // event's, an ended event's or another product's id is refused, and the cart is not asked.
    const slug = ctx.param('slug') ?? '';
    const sale = await sellableTicket(ctx, slug, productId);
    if (sale === 'no-event') throw new HTTPException(422, { message: ADD_TO_CART_ERROR });
    if (sale !== 'sold') return refused(sale === 'unavailable' ? 502 : 422);
    const added = await addOrRefusal(c, buyTicket(ctx.config, token, productId, form.output));
    if ('refused' in added) return refused(added.refused);
    const path = pathTo('events-slug', { slug });
    return redirectWithCartFlash(c, path, `${path}#tickets`, { item: String(productId), count: added.count });
  },
  head: ({ event }) => ({
    title: event.title,
    description: event.description || event.title,
    image: event.imageUrl,
    noindex: event.isDraft,
  }),
  body: ({ data, chrome }) => {
    const url = `${chrome.origin}${pathTo('events-slug', { slug: data.event.slug })}`;
    const loc = data.event.location.trim();
    const startsAt = data.event.startsAt;
    return (
      <>
        {startsAt ? (
          // With its tickets' prices as offers: in the HTML when in time, else where the tickets stream.
          <WhenSettled value={data.tickets$} fallback={null}>
            {(tickets) => (
              <JsonLd
                data={eventLd({
                  url,
                  name: data.event.title,
                  description: data.event.description,
                  startDate: startsAt,
                  endDate: data.event.endsAt,
                  image: data.event.imageUrl,
                  location: loc === '' ? null : /^https?:\/\//.test(loc) ? { url: loc } : { name: loc },
                  organizer: { name: chrome.company.name, url: chrome.origin },
                  offers: tickets.map((t) => ({
                    name: t.name,
                    priceCents: t.priceCents,
                    url: `${url}#tickets`,
                    availability: t.state === 'ready' ? 'InStock' : 'SoldOut',
                  })),
                })}
              />
            )}
          </WhenSettled>
        ) : null}
        <EventDetailPage
          event={data.event}
          sections={data.sections}
          over={data.over}
          tickets={data.tickets$}
          pendingTickets={pendingTickets(data.tickets)}
          signedIn={data.signedIn}
          logInHref={data.logInHref}
          added={data.added}
          purchase={data.purchase}
        />
      </>
    );
  },
});
