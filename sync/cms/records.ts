// The CMS content contract (SPEC §7 "Content service"), as the CMS (Strapi v3) sends it:
// plain arrays, relations as nested objects, media as objects with a relative url, drafts
// with published_at null. Every record is checked against these before anything is written.
import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens'));
const isoDate = v.pipe(v.string(), v.isoTimestamp());
const nullableDate = v.nullable(isoDate);
const text = v.string();
const optionalText = v.optional(v.nullable(v.string()), null);

export const Media = v.object({
  url: v.pipe(v.string(), v.minLength(1)),
  alternativeText: optionalText,
});

const optionalMedia = v.optional(v.nullable(Media), null);

const Named = v.object({ id, slug, name: text });

export const BlogAuthor = v.object({
  id,
  slug,
  name: text,
  bio: v.optional(v.string(), ''),
  avatar: optionalMedia,
});

export const BlogCategory = v.object({
  id,
  slug,
  name: text,
  description: v.optional(v.nullable(v.string()), ''),
  show_in_nav: v.boolean(),
  order: v.pipe(v.number(), v.integer()),
});

export const BlogPost = v.object({
  id,
  slug,
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.nullable(v.string()), ''),
  content: v.optional(v.nullable(v.string()), ''),
  published_at: nullableDate,
  updated_at: isoDate,
  post_image: optionalMedia,
  tag: v.optional(v.nullable(Named), null),
  author: v.optional(v.nullable(v.object({ id, slug, name: text })), null),
  category: v.optional(v.nullable(v.object({ id, slug, name: text })), null),
});

/** Single type; GET /blog-post-featured answers 404 when none is set. */
export const BlogPostFeatured = v.object({
  id,
  blog_post: v.nullable(v.object({ id, slug })),
});

export const P2pAuthor = BlogAuthor;

export const P2pCategory = v.object({
  id,
  slug,
  name: text,
  show_in_search: v.boolean(),
});

export const P2pPost = v.object({
  id,
  slug,
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.nullable(v.string()), ''),
  content: v.optional(v.nullable(v.string()), ''),
  type: v.picklist(['agenda', 'challenge', 'tip', 'blueprint', 'video']),
  member_only: v.boolean(),
  video_url: optionalText,
  published_at: nullableDate,
  updated_at: isoDate,
  image: optionalMedia,
  author: v.optional(v.nullable(v.object({ id, slug, name: text })), null),
  category: v.optional(v.nullable(v.object({ id, slug, name: text })), null),
  tags: v.optional(v.array(Named), []),
});

/** Single type; 404 when not set. */
export const P2pHomepagePinned = v.object({
  id,
  p_2_p_post1: v.nullable(v.object({ id, slug })),
  p_2_p_post2: v.nullable(v.object({ id, slug })),
});

export const P2pHomepageSlide = v.object({
  id,
  title: text,
  subtitle: v.optional(v.nullable(v.string()), ''),
  link_url: optionalText,
  image: optionalMedia,
  order: v.pipe(v.number(), v.integer()),
  published_at: nullableDate,
});

export const P2pSharingTip = v.object({
  id,
  title: text,
  body: v.optional(v.nullable(v.string()), ''),
  order: v.pipe(v.number(), v.integer()),
});

const hexColor = v.pipe(v.string(), v.hexColor());

export const EventSection = v.variant('__component', [
  v.object({
    __component: v.literal('event.agenda'),
    title: optionalText,
    items: v.array(v.object({ time: text, title: text, description: v.optional(v.nullable(v.string()), '') })),
  }),
  v.object({ __component: v.literal('event.cancellation'), title: optionalText, body: text }),
  v.object({ __component: v.literal('event.video'), title: optionalText, url: v.pipe(v.string(), v.url()) }),
  v.object({
    __component: v.literal('event.faqs'),
    title: optionalText,
    items: v.array(v.object({ question: text, answer: text })),
  }),
  v.object({ __component: v.literal('event.info-card'), title: text, body: text }),
]);

export const Event = v.object({
  id,
  slug,
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.nullable(v.string()), ''),
  starts_at: isoDate,
  ends_at: nullableDate,
  location: v.optional(v.nullable(v.string()), ''),
  badgeText: optionalText,
  hero_image: optionalMedia,
  published_at: nullableDate,
  updated_at: isoDate,
  event_theme: v.optional(v.nullable(v.object({
    pattern: v.pipe(v.string(), v.regex(/^pattern_(0[1-9]|1[0-6])$/, 'pattern must be pattern_01 … pattern_16')),
    primary_color: hexColor,
    secondary_color: hexColor,
  })), null),
  tickets: v.optional(v.array(v.object({
    id,
    name: text,
    store_sku: v.pipe(v.string(), v.minLength(1)),
    is_early_bird: v.boolean(),
  })), []),
  sections: v.optional(v.array(EventSection), []),
});

export const TeamMember = v.object({
  id,
  first_name: text,
  last_name: text,
  title: v.optional(v.nullable(v.string()), ''),
  category: v.pipe(v.string(), v.minLength(1)),
  bio: v.optional(v.nullable(v.string()), ''),
  photo: optionalMedia,
});

export const PressRelease = v.object({
  id,
  slug,
  title: v.pipe(v.string(), v.minLength(1)),
  summary: v.optional(v.nullable(v.string()), ''),
  content: v.optional(v.nullable(v.string()), ''),
  image: optionalMedia,
  published_at: nullableDate,
});

export const NewsArticle = v.object({
  id,
  slug,
  title: v.pipe(v.string(), v.minLength(1)),
  source: v.optional(v.nullable(v.string()), ''),
  url: v.pipe(v.string(), v.url()),
  summary: v.optional(v.nullable(v.string()), ''),
  image: optionalMedia,
  published_at: nullableDate,
});

/** GET /news-articles answers { newsArticles, count } rather than a plain array. */
export const NewsArticlesPage = v.object({
  newsArticles: v.array(v.unknown()),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const Faq = v.object({
  id,
  slug,
  faq: v.array(v.object({ question: text, answer: text })),
});

export type BlogPostRecord = v.InferOutput<typeof BlogPost>;
export type P2pPostRecord = v.InferOutput<typeof P2pPost>;
export type EventRecord = v.InferOutput<typeof Event>;
