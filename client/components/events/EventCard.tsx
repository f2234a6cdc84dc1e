import { eventDate, eventTheme } from '#client/domain/events.ts';
import { pathTo } from '#client/routes/paths.ts';
import type { EventSummary } from '#worker/db/views.ts';
import { EventPattern } from './patterns.tsx';

/** An event in the list: its pattern as a band, its title linking to the page. */
export function EventCard({ event }: { event: EventSummary }) {
  const theme = eventTheme(event);
  return (
    <article className="card w-full">
      <div className="relative h-20">
        <EventPattern pattern={theme.pattern} ground={theme.primaryLightest} ink={theme.primaryLight} id={`event-pattern-${event.id}`} />
      </div>
      <div className="card-body">
        <h3 className="heading-3">
          <a className="card-link" href={pathTo('events-slug', { slug: event.slug })}>
            {event.title}
          </a>
        </h3>
        <p className="muted">{eventDate(event.startsAt, event.timeZone)}</p>
        {event.isDraft ? <span className="badge-draft self-start">Draft</span> : null}
        {event.description ? <p className="text-slate-700">{event.description}</p> : null}
      </div>
    </article>
  );
}
