// Events with their tickets and page sections.
import * as v from 'valibot';
import { eventSections, events, eventTickets } from '../../worker/db/schema.ts';
import type { eventSectionKinds } from '../../worker/db/schema.ts';
import * as records from '../cms/records.ts';
import { sanitizeHtml } from '../map/html.ts';
import { mediaFields, safeLinkUrl } from '../map/urls.ts';
import { isoUtc, isoUtcOrNull, patternNumber, textOr } from '../map/values.ts';
import { defineCollection, rowsOf } from './define.ts';
import type { MapContext } from './define.ts';

type SectionRecord = v.InferOutput<typeof records.EventSection>;
type SectionKind = (typeof eventSectionKinds)[number];

/**
 * A section as stored in event_sections: its kind, and its CMS fields without `__component`
 * (same names), with rich text (`body`, FAQ `answer`) sanitized to safe HTML.
 */
export function mapSection(section: SectionRecord, ctx: MapContext): { kind: SectionKind; data: Record<string, unknown> } {
  const html = (s: string) => sanitizeHtml(s, { cmsUrl: ctx.cmsUrl });
  switch (section.__component) {
    case 'event.agenda':
      return {
        kind: 'agenda',
        data: {
          title: section.title,
          items: section.items.map((i) => ({ time: i.time, title: i.title, description: textOr(i.description) })),
        },
      };
    case 'event.cancellation':
      return { kind: 'cancellation', data: { title: section.title, body: html(section.body) } };
    case 'event.video':
      return { kind: 'video', data: { title: section.title, url: safeLinkUrl(section.url) } };
    case 'event.faqs':
      return {
        kind: 'faqs',
        data: { title: section.title, items: section.items.map((i) => ({ question: i.question, answer: html(i.answer) })) },
      };
    case 'event.info-card':
      return { kind: 'info_card', data: { title: section.title, body: html(section.body) } };
  }
}

export const eventsCollection = defineCollection({
  name: 'events',
  source: { kind: 'list', path: '/events' },
  models: ['event', 'events', 'event-ticket', 'event-tickets'],
  schema: records.Event,
  tables: [
    { table: events, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] },
    { table: eventTickets, groupBy: 'eventId', countsTowardRecord: true },
    { table: eventSections, groupBy: 'eventId', countsTowardRecord: true },
  ],
  map(r, ctx) {
    const image = mediaFields(r.hero_image, ctx.cmsUrl);
    return [
      rowsOf(events, [{
        id: r.id,
        slug: r.slug,
        title: r.title,
        description: textOr(r.description),
        startsAt: isoUtc(r.starts_at),
        endsAt: isoUtcOrNull(r.ends_at),
        location: textOr(r.location),
        badgeText: r.badgeText?.trim() || null,
        imageUrl: image.url,
        imageAlt: image.alt,
        themePattern: r.event_theme ? patternNumber(r.event_theme.pattern) : null,
        primaryColor: r.event_theme?.primary_color.toLowerCase() ?? null,
        secondaryColor: r.event_theme?.secondary_color.toLowerCase() ?? null,
        updatedAt: isoUtc(r.updated_at),
        isDraft: r.published_at === null,
      }]),
      rowsOf(eventTickets, r.tickets.map((t, i) => ({
        id: t.id,
        eventId: r.id,
        name: t.name,
        storeSku: t.store_sku,
        isEarlyBird: t.is_early_bird,
        sortOrder: i,
      }))),
      rowsOf(eventSections, r.sections.map((s, i) => ({ eventId: r.id, position: i, ...mapSection(s, ctx) }))),
    ];
  },
});
