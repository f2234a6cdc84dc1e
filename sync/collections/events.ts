// Events with their tickets and page sections.

import { isDraft } from '#sync/cms/read.ts';
import type { EventSectionRecord } from '#sync/cms/records.ts';
import * as records from '#sync/cms/records.ts';
import { imageColumns } from '#sync/map/media.ts';
import { richText } from '#sync/map/rich-text.ts';
import { eventSections, events, eventTickets } from '#worker/db/schema.ts';
import type { MapContext } from './define.ts';
import { defineCollection, media, populateOf, rowsOf } from './define.ts';

/** A section as stored in event_sections: its kind and fields, rich text rendered to safe HTML. */
export function mapSection(
  section: EventSectionRecord,
  ctx: MapContext,
): { kind: EventSectionRecord['kind']; data: Record<string, unknown> } {
  switch (section.kind) {
    case 'agenda':
      return { kind: section.kind, data: { title: section.title, items: section.items } };
    case 'video':
      return { kind: section.kind, data: { title: section.title, url: section.url } };
    case 'faqs':
      return {
        kind: section.kind,
        data: {
          title: section.title,
          items: section.items.map((i) => ({ question: i.question, answer: richText(i.answer, ctx) })),
        },
      };
    case 'cancellation':
    case 'info_card':
      return { kind: section.kind, data: { title: section.title, body: richText(section.body, ctx) } };
  }
}

export const eventsCollection = defineCollection({
  name: 'events',
  // The sections' questions and agenda items are components inside the dynamic zone's.
  source: {
    kind: 'list',
    path: '/events',
    populate: populateOf({ hero_image: true, event_theme: true, tickets: true, sections: '*' }),
  },
  model: 'event',
  copies: [media(events)],
  schema: records.Event,
  tables: [
    { table: events, groupBy: 'id', countsTowardRecord: true, unique: 'slug' },
    { table: eventTickets, groupBy: 'eventId', countsTowardRecord: true },
    { table: eventSections, groupBy: 'eventId', countsTowardRecord: true },
  ],
  map(r, ctx) {
    return [
      rowsOf(events, [
        {
          id: r.id,
          slug: r.slug,
          title: r.title,
          description: r.description,
          startsAt: r.starts_at,
          endsAt: r.ends_at,
          timeZone: r.time_zone,
          location: r.location,
          badgeText: r.badgeText,
          ...imageColumns(r.hero_image, ctx.cmsUrl),
          themePattern: r.event_theme?.pattern ?? null,
          primaryColor: r.event_theme?.primaryColor ?? null,
          secondaryColor: r.event_theme?.secondaryColor ?? null,
          updatedAt: r.updated_at,
          isDraft: isDraft(r.published_at),
        },
      ]),
      rowsOf(
        eventTickets,
        r.tickets.map((t, i) => ({ ...t, eventId: r.id, sortOrder: i })),
      ),
      rowsOf(
        eventSections,
        r.sections.map((s, i) => ({ eventId: r.id, position: i, ...mapSection(s, ctx) })),
      ),
    ];
  },
});
