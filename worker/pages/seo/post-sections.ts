import { blogSection } from '#worker/pages/blog/section.ts';
import type { PostSection } from '#worker/pages/posts/section.ts';

/**
 * The post sections (the blog; pixels2Pages next, ARCHITECTURE rule 2): the sitemap lists their
 * posts, authors and categories from each section's description, and robots.txt keeps crawlers
 * out of their search results. A section belongs here as soon as it is described: its rows are
 * listed only while the page table builds its routes as public pages.
 */
export const POST_SECTIONS: readonly PostSection[] = [blogSection];

/** What the sitemap and robots.txt read of a section. */
export type SeoSection = Pick<PostSection, 'routes' | 'links' | 'sitemap'>;
