// A post section: posts with categories, authors, search and a drafts switch. The blog is one;
// pixels2Pages is the next. The pages (./pages.tsx) are written once, against this description.
import type { DraftsSection } from '#core/domain/drafts.ts';
import type { PostLinks } from '#core/domain/post-links.ts';
import type { RouteName } from '#core/routes/table.ts';
import type { blogQueries } from '#worker/db/queries/blog.ts';
import type { SectionSitemap } from '#worker/db/queries/sitemap.ts';

/** The section's D1 reads; another section's must answer the same shapes. */
export type PostQueries = typeof blogQueries;

export interface PostSection {
  routes: { home: RouteName; post: RouteName; author: RouteName; category: RouteName; search: RouteName };
  links: PostLinks;
  queries: PostQueries;
  /**
   * The rows the sitemap lists (worker/pages/seo/sitemap.ts): only what every visitor may read, never a
   * draft or a members-only post. Listed only while the route they link to is built and public.
   */
  sitemap: SectionSitemap;
  drafts: DraftsSection;
  texts: {
    /** The home page's title, and its heading. */
    name: string;
    heading: string;
    description: string;
    /** The search box's label and placeholder. */
    search: string;
    /** The name of the category tab strip, to screen readers. */
    categories: string;
    /** "on the Yours blog", after an author's or category's name. */
    where: string;
  };
}
