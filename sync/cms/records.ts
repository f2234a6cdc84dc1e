// The CMS content contract (SPEC §3, §7 "Content service") as a tolerant reader: what a real
// Strapi v3 sends, filled the way editors fill it. Only a record's identity is essential (`id`,
// `slug` where it has a page, a post's `title`); every other field may be null, missing or loose
// and is read into a default (decision 002). Rich text arrives as Markdown and stays raw here;
// the collection mappings render it. Fields the SPEC does not name are ignored.
import * as v from 'valibot';
import * as normalize from './normalize.ts';
import * as read from './read.ts';

const named = {
  id: read.recordId,
  slug: read.slug,
  name: read.text,
};

export const BlogAuthor = v.object({
  ...named,
  bio: read.text,
  avatar: read.media,
  published_at: read.publication,
});

export const BlogCategory = v.object({
  ...named,
  description: read.text,
  show_in_nav: read.flag,
  order: read.integer,
  published_at: read.publication,
});

export const BlogPost = v.object({
  id: read.recordId,
  slug: read.slug,
  title: read.title,
  description: read.text,
  /** Markdown (with any HTML an editor pasted into it). */
  content: read.text,
  /** The article date (SPEC §3), an editor's field; Strapi's own publication time is published_at. */
  publishedAt: read.timestamp,
  published_at: read.publication,
  updated_at: read.timestamp,
  post_image: read.media,
  tag: read.related,
  author: read.related,
  category: read.related,
});

/** Single type; GET /blog-post-featured answers 404 when none is set. */
export const BlogPostFeatured = v.object({
  id: read.recordId,
  blog_post: read.related,
});

export const P2pAuthor = BlogAuthor;

export const P2pCategory = v.object({
  ...named,
  show_in_search: read.flag,
  published_at: read.publication,
});

export const P2pPost = v.object({
  id: read.recordId,
  slug: read.slug,
  title: read.title,
  description: read.text,
  content: read.text,
  /** agenda, challenge, tip, blueprint or video; any other value is read as none. */
  type: read.optionalText,
  member_only: read.flag,
  video_url: read.link,
  /** A challenge's dates (date fields; either may be empty). */
  challenge_starts_on: read.timestamp,
  challenge_ends_on: read.timestamp,
  /** A blueprint's parts (a repeatable component); a part without a file is left out. */
  blueprint_parts: read.list((part) => {
    const file = read.readDownload(part.file);
    return file && { name: normalize.text(part.name).trim(), file };
  }),
  publishedAt: read.timestamp,
  published_at: read.publication,
  updated_at: read.timestamp,
  image: read.media,
  author: read.related,
  category: read.related,
  tags: read.relatedList,
});

/** Single type; 404 when not set. */
export const P2pHomepagePinned = v.object({
  id: read.recordId,
  p_2_p_post1: read.related,
  p_2_p_post2: read.related,
});

export const P2pHomepageSlide = v.object({
  id: read.recordId,
  title: read.text,
  subtitle: read.text,
  link_url: read.linkOrPath,
  image: read.media,
  order: read.integer,
  published_at: read.publication,
});

export const P2pSharingTip = v.object({
  id: read.recordId,
  title: read.text,
  body: read.text,
  order: read.integer,
  published_at: read.publication,
});

/** A question and its answer (Markdown), in an event section or an FAQ; null when both are empty. */
function readQuestion(entry: Record<string, unknown>) {
  const question = normalize.text(entry.question).trim();
  const answer = normalize.text(entry.answer);
  return question === '' && answer.trim() === '' ? null : { question, answer };
}

const objects = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null);

/** The page sections of an event (a Strapi dynamic zone); unknown components are left out. */
function readSection(entry: Record<string, unknown>) {
  const title = normalize.optionalText(entry.title);
  const str = normalize.text;
  switch (entry.__component) {
    case 'event.agenda':
      return {
        kind: 'agenda' as const,
        title,
        items: objects(entry.items).map((i) => ({
          time: str(i.time),
          title: str(i.title),
          description: str(i.description),
        })),
      };
    case 'event.cancellation':
      return { kind: 'cancellation' as const, title, body: str(entry.body) };
    case 'event.video':
      return { kind: 'video' as const, title, url: normalize.link(entry.url) };
    case 'event.faqs':
      return {
        kind: 'faqs' as const,
        title,
        items: objects(entry.items)
          .map(readQuestion)
          .filter((i) => i !== null),
      };
    case 'event.info-card':
      return { kind: 'info_card' as const, title, body: str(entry.body) };
    default:
      return null;
  }
}

export const Event = v.object({
  id: read.recordId,
  slug: read.slug,
  title: read.text,
  description: read.text,
  starts_at: read.timestamp,
  ends_at: read.timestamp,
  /** Added in issue 25: events written before it have none (the company's zone). */
  time_zone: read.timeZone,
  location: read.text,
  badgeText: read.optionalText,
  hero_image: read.media,
  published_at: read.publication,
  updated_at: read.timestamp,
  event_theme: read.component((theme) => ({
    pattern: normalize.pattern(theme.pattern),
    primaryColor: normalize.colour(theme.primary_color),
    secondaryColor: normalize.colour(theme.secondary_color),
  })),
  /** Components added after the event was created come back with null fields. */
  tickets: read.list((ticket) => {
    const id = v.safeParse(read.recordId, ticket.id);
    if (!id.success) return null;
    return {
      id: id.output,
      name: normalize.text(ticket.name).trim(),
      storeSku: normalize.optionalText(ticket.store_sku),
      isEarlyBird: normalize.flag(ticket.is_early_bird),
    };
  }),
  sections: read.list(readSection),
});

export const TeamMember = v.object({
  id: read.recordId,
  first_name: read.text,
  last_name: read.text,
  title: read.text,
  category: read.optionalText,
  bio: read.text,
  photo: read.media,
  published_at: read.publication,
});

export const PressRelease = v.object({
  id: read.recordId,
  slug: read.slug,
  title: read.text,
  summary: read.text,
  content: read.text,
  image: read.media,
  publishedAt: read.timestamp,
  published_at: read.publication,
});

/** News articles link out to the publisher and have no page here: no slug is required. */
export const NewsArticle = v.object({
  id: read.recordId,
  slug: read.field((value) => {
    const parsed = v.safeParse(read.slug, value);
    return parsed.success ? parsed.output : null;
  }),
  title: read.text,
  source: read.text,
  url: read.link,
  summary: read.text,
  image: read.media,
  publishedAt: read.timestamp,
  published_at: read.publication,
});

export const Faq = v.object({
  id: read.recordId,
  slug: read.slug,
  faq: read.list(readQuestion),
  published_at: read.publication,
});

/** A percentage (a focal point's place across or down); null when empty or not 0–100. */
const percent = (value: unknown) => {
  const n = normalize.integer(value);
  return n !== null && n >= 0 && n <= 100 ? n : null;
};

/** A picture an editor places on a page (an `imagery.picture` component): the image and its focal point. */
const picture = read.component((p) => ({
  image: read.readMedia(p.image),
  focalX: percent(p.focal_x),
  focalY: percent(p.focal_y),
}));

/** The slots of the page-imagery single type, by field (docs/decisions/061; the site names them with dashes). */
export const PAGE_IMAGE_FIELDS = [
  'home_hero',
  'home_digitize',
  'home_preserve',
  'home_create',
  'home_club',
  'digitization_hero',
  'storage_hero',
  'club_hero',
  'story_hero',
  'p2p_hero',
  'artisan_hero',
  'video_hero',
  'facial_recognition_hero',
  'restoration_hero',
  'family_research_hero',
  'gifts_hero',
  'valet_hero',
] as const;

/** Single type; 404 when not set. A slot left empty, or not sent, is no picture. */
export const PageImagery = v.object({
  id: read.recordId,
  ...(Object.fromEntries(PAGE_IMAGE_FIELDS.map((field) => [field, picture])) as Record<
    (typeof PAGE_IMAGE_FIELDS)[number],
    typeof picture
  >),
});

export type BlogPostRecord = v.InferOutput<typeof BlogPost>;
export type P2pPostRecord = v.InferOutput<typeof P2pPost>;
export type EventRecord = v.InferOutput<typeof Event>;
export type EventSectionRecord = EventRecord['sections'][number];
