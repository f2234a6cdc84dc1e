import { EVENTS_HEAD, EventsPage } from '#client/pages/events/EventsPage.tsx';
import { splitUpcomingPast } from '#core/domain/events.ts';
import { eventList } from '#worker/db/queries/events.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { eventPreview } from './preview.ts';

/** /events: upcoming events soonest first, past ones apart and last (SPEC §2.10). */
export const eventsPage = definePage({
  route: 'events',
  drafts: 'blog',
  async load(ctx) {
    const includeDrafts = await eventPreview(ctx);
    return { ...splitUpcomingPast(await eventList(ctx.db, includeDrafts), new Date()) };
  },
  head: () => EVENTS_HEAD,
  body: ({ data }) => <EventsPage upcoming={data.upcoming} past={data.past} />,
});
