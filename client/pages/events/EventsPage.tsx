import { EventCard } from '#client/components/events/EventCard.tsx';
import type { EventSummary } from '#core/views.ts';

export const EVENTS_HEAD = {
  title: 'Events',
  description: 'Workshops, retreats and summits on preserving and sharing your family memories.',
};

/** /events: what is coming, then, apart, what has been. */
export function EventsPage({ upcoming, past }: { upcoming: readonly EventSummary[]; past: readonly EventSummary[] }) {
  return (
    <div className="page-width py-10">
      <h1 className="heading-1">Events</h1>
      <section aria-labelledby="upcoming-events" className="mt-8">
        <h2 id="upcoming-events" className="heading-2 mb-4">
          Upcoming events
        </h2>
        {upcoming.length ? (
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3" data-testid="upcoming-events">
            {upcoming.map((e, i) => (
              <li key={e.id} className="flex">
                {/* The first card opens the page on a phone: its picture is fetched first. */}
                <EventCard event={e} load={i === 0 ? 'priority' : undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">No events are planned right now. Check back soon.</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="past-events" className="mt-12">
          <h2 id="past-events" className="heading-2 mb-4">
            Past events
          </h2>
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3" data-testid="past-events">
            {past.map((e) => (
              <li key={e.id} className="flex">
                <EventCard event={e} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
