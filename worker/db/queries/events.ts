// Read queries of the events pages (SPEC §2.10, §3 Event), over the D1 copy of the CMS.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContentDb } from '#worker/db/client.ts';
import { eventSections, events, eventTickets } from '#worker/db/schema.ts';
import type { PublicRows } from './sitemap.ts';

const summary = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  location: events.location,
  badgeText: events.badgeText,
  imageUrl: events.imageUrl,
  imageAlt: events.imageAlt,
  imageWidth: events.imageWidth,
  imageHeight: events.imageHeight,
  imageSrcset: events.imageSrcset,
  themePattern: events.themePattern,
  primaryColor: events.primaryColor,
  secondaryColor: events.secondaryColor,
  updatedAt: events.updatedAt,
  isDraft: events.isDraft,
};

const visible = (includeDrafts: boolean) => (includeDrafts ? undefined : eq(events.isDraft, false));

/** Every event the visitor may see; ordering into upcoming and past is a pure rule (core/domain/events.ts). */
export function eventList(db: ContentDb, includeDrafts: boolean) {
  return db.select(summary).from(events).where(visible(includeDrafts)).orderBy(asc(events.startsAt), asc(events.id));
}

/** One event with its tickets and sections, or null (unknown, or a draft to someone who may not see it). */
export async function eventBySlug(db: ContentDb, slug: string, includeDrafts: boolean) {
  const found = and(eq(events.slug, slug), visible(includeDrafts));
  // Its tickets and sections through a sub-select on the slug: one round trip for the page.
  const eventId = db.select({ id: events.id }).from(events).where(found);
  const [[event], tickets, sections] = await db.batch([
    db.select(summary).from(events).where(found).limit(1),
    db
      .select({
        id: eventTickets.id,
        name: eventTickets.name,
        storeSku: eventTickets.storeSku,
        isEarlyBird: eventTickets.isEarlyBird,
      })
      .from(eventTickets)
      .where(eq(eventTickets.eventId, eventId))
      .orderBy(asc(eventTickets.sortOrder)),
    db
      .select({ position: eventSections.position, kind: eventSections.kind, data: eventSections.data })
      .from(eventSections)
      .where(eq(eventSections.eventId, eventId))
      .orderBy(asc(eventSections.position)),
  ]);
  return event ? { event, tickets, sections } : null;
}

/** The events the sitemap lists: every one not a draft. */
export const eventSitemap: PublicRows = {
  table: events,
  id: events.id,
  slug: events.slug,
  changedAt: sql`${events.updatedAt}`,
  where: eq(events.isDraft, false),
};
