import { CmsImage } from '#client/components/CmsImage.tsx';
import { EventBadge } from '#client/components/events/EventBadge.tsx';
import { CANCELLATION_ID, EventSections, hasCancellationPolicy } from '#client/components/events/EventSections.tsx';
import { EventPattern } from '#client/components/events/patterns.tsx';
import { TicketList } from '#client/components/events/TicketList.tsx';
import { TrustLines } from '#client/components/trust/TrustLines.tsx';
import type { Deferred } from '#client/components/WhenSettled.tsx';
import { eventDate, eventTheme, type TicketView } from '#core/domain/events.ts';
import type { PurchaseState } from '#core/domain/events-attendee.ts';
import { eventTrustLines } from '#core/domain/trust/lines.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { EventDetail } from '#core/views.ts';

interface Props {
  event: EventDetail['event'];
  sections: EventDetail['sections'];
  /** Over: the tickets give way to a note and the upcoming events. */
  over: boolean;
  tickets: Deferred<TicketView[]>;
  pendingTickets: TicketView[];
  signedIn: boolean;
  logInHref: string;
  added: boolean;
  purchase: PurchaseState | null;
}

const PURCHASE_ERRORS_ID = 'purchase-errors';

/**
 * An event: its themed hero (text on a white panel, so any theme keeps contrast, beside the event's
 * photograph), tickets and sections.
 */
export function EventDetailPage({
  event,
  sections,
  over,
  tickets,
  pendingTickets,
  signedIn,
  logInHref,
  added,
  purchase,
}: Props) {
  const theme = eventTheme(event);
  return (
    <article>
      <header className="relative overflow-hidden py-12">
        <EventPattern
          pattern={theme.pattern}
          ground={theme.primaryLightest}
          ink={theme.primaryLight}
          id="event-hero-pattern"
        />
        <div className="page-width relative grid items-center gap-6 md:grid-cols-2">
          {/* On a phone the photograph comes first, above the text; beside it from md. */}
          {event.imageUrl ? (
            <CmsImage
              image={event}
              sizes={
                '(min-width: 1200px) 516px, (min-width: 992px) calc((100vw - 120px) / 2), ' +
                '(min-width: 768px) calc(100vw - 96px), calc(100vw - 64px)'
              }
              load="priority"
              ratio="3/2"
              className="block w-full rounded-2xl shadow-md md:order-last"
            />
          ) : null}
          <div className="panel max-w-3xl">
            {event.badgeText ? <EventBadge text={event.badgeText} theme={theme} /> : null}
            {event.isDraft ? <span className="badge-draft mb-2">Draft</span> : null}
            <h1 className="heading-1">{event.title}</h1>
            <p className="mt-2 font-semibold text-slate-700">{eventDate(event.startsAt, event.timeZone)}</p>
            {event.location ? <p className="text-slate-700">{event.location}</p> : null}
            {event.description ? <p className="lead mt-4">{event.description}</p> : null}
          </div>
        </div>
      </header>
      <div className="page-width py-10">
        <section aria-labelledby="tickets-heading" id="tickets">
          <h2 id="tickets-heading" className="heading-2 mb-4">
            Tickets
          </h2>
          {added ? (
            <p className="panel mb-4 font-semibold text-accent-800" role="status" data-testid="ticket-added">
              Your ticket is in your cart.
            </p>
          ) : null}
          {purchase && (purchase.failure || Object.keys(purchase.errors).length) ? (
            // The refused form's landing place (its action's fragment): scrolled to, and focused by
            // the hash-scroll behaviour.
            <div
              id={PURCHASE_ERRORS_ID}
              tabIndex={-1}
              className="panel mb-4 border-brand-600"
              role="alert"
              data-testid="purchase-errors"
            >
              {purchase.failure ? (
                <p className="font-semibold text-brand-700">{purchase.failure}</p>
              ) : (
                <>
                  <p className="font-semibold text-brand-700">Please correct the attendee details:</p>
                  <ul className="mt-2 text-brand-700">
                    {Object.entries(purchase.errors).map(([field, message]) => (
                      <li key={field}>{message}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ) : null}
          {over ? (
            <p className="panel" data-testid="event-over">
              This event is over, and its tickets are no longer on sale.{' '}
              <a href={pathTo('events')}>See upcoming events</a>
            </p>
          ) : (
            <TicketList
              tickets={tickets}
              pending={pendingTickets}
              signedIn={signedIn}
              logInHref={logInHref}
              purchase={purchase}
              action={`${pathTo('events-slug', { slug: event.slug })}#${PURCHASE_ERRORS_ID}`}
            />
          )}
          {!over && hasCancellationPolicy(sections) ? <TrustLines lines={eventTrustLines(CANCELLATION_ID)} /> : null}
        </section>
        <EventSections sections={sections} />
      </div>
    </article>
  );
}
