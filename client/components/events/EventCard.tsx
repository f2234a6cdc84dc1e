import { CmsImage } from '#client/components/CmsImage.tsx';
import type { ImageLoad } from '#client/components/image-loading.ts';
import { eventDate, eventTheme } from '#core/domain/events.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { EventSummary } from '#core/views.ts';
import { EventPattern } from './patterns.tsx';

/**
 * One column on phones, two from `sm`, three from `lg` (EventsPage's grid, 64 px inside the
 * viewport on phones, 96 px from `sm`).
 */
const EVENT_CARD_SIZES = '(min-width: 1200px) 336px, (min-width: 768px) calc((100vw - 120px) / 2), calc(100vw - 64px)';

/** An event in the list: its photograph (or, without one, its pattern as a band), its title linking to the page. */
export function EventCard({ event, load }: { event: EventSummary; load?: ImageLoad }) {
  const theme = eventTheme(event);
  return (
    <article className="card w-full">
      {event.imageUrl ? (
        <CmsImage image={event} sizes={EVENT_CARD_SIZES} load={load} decorative ratio="16/9" className="block w-full" />
      ) : (
        <div className="relative h-20">
          <EventPattern
            pattern={theme.pattern}
            ground={theme.primaryLightest}
            ink={theme.primaryLight}
            id={`event-pattern-${event.id}`}
          />
        </div>
      )}
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
