// What D1 must hold for each collection, stated from the SPEC's rules and Strapi's responses alone:
// every record the CMS has, drafts included, except one that cannot be used (no slug where the
// record has a page, a post without a title).
import type { StrapiRecord } from './strapi-api.ts';

export interface CollectionCase {
  collection: string;
  table: string;
  /** Needs a slug (it has a page, or is found by its slug). */
  slug?: boolean;
  /** Needs a title (posts). */
  title?: boolean;
  /** Strapi has draft & publish on for it. */
  drafts: boolean;
}

export const CASES: CollectionCase[] = [
  { collection: 'blog-posts', table: 'blog_posts', slug: true, title: true, drafts: true },
  { collection: 'blog-authors', table: 'blog_authors', slug: true, drafts: true },
  { collection: 'blog-categories', table: 'blog_categories', slug: true, drafts: true },
  { collection: 'p-2-p-posts', table: 'p2p_posts', slug: true, title: true, drafts: true },
  { collection: 'p-2-p-authors', table: 'p2p_authors', slug: true, drafts: false },
  { collection: 'p-2-p-categories', table: 'p2p_categories', slug: true, drafts: false },
  { collection: 'p-2-p-homepage-slides', table: 'p2p_homepage_slides', drafts: true },
  { collection: 'p-2-p-sharing-tips', table: 'p2p_sharing_tips', drafts: true },
  { collection: 'events', table: 'events', slug: true, drafts: true },
  { collection: 'team-members', table: 'team_members', drafts: true },
  { collection: 'press-releases', table: 'press_releases', slug: true, drafts: true },
  { collection: 'news-articles', table: 'news_articles', drafts: true },
  { collection: 'faqs', table: 'faqs', slug: true, drafts: true },
];

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function usable(c: CollectionCase, record: StrapiRecord): boolean {
  return (!c.slug || filled(record.slug)) && (!c.title || filled(record.title));
}
