// Where a post section's pages are. The blog's now; pixels2Pages' next, from its own routes.
import { pathTo } from '#core/routes/paths.ts';

export interface PostLinks {
  home(page?: number): string;
  post(slug: string): string;
  /** An author's posts; without a slug, every author. */
  author(slug?: string, page?: number): string;
  /** A category's posts; without a slug, every category. */
  category(slug?: string, page?: number): string;
  search(term?: string, page?: number): string;
}

/** A page number belongs in the URL from page 2 on: page 1 is the list itself. */
const paged = (page?: number) => (page !== undefined && page > 1 ? page : undefined);

export const blogLinks: PostLinks = {
  home: (page) => pathTo('yours', {}, { page: paged(page) }),
  post: (slug) => pathTo('yours-slug', { slug }),
  author: (slug, page) => pathTo('yours-author-slug', { slug }, { page: paged(page) }),
  category: (slug, page) => pathTo('yours-category-slug', { slug }, { page: paged(page) }),
  search: (term, page) => pathTo('yours-search', {}, { term, page: paged(page) }),
};

/** pixels2Pages' pages (SPEC §2.2); its search is a query on the posts list. */
export const p2pLinks = {
  home: (page?: number) => pathTo('pixels2pages-posts', {}, { page: paged(page) }),
  post: (slug: string) => pathTo('pixels2pages-posts-slug', { slug }),
  author: (authorSlug: string, page?: number) =>
    pathTo('pixels2pages-authors-slug', { authorSlug }, { page: paged(page) }),
  category: (categorySlug: string, page?: number) =>
    pathTo('pixels2pages-categories-slug', { categorySlug }, { page: paged(page) }),
  tag: (tagSlug: string, page?: number) => pathTo('pixels2pages-tags-slug', { tagSlug }, { page: paged(page) }),
  search: (term?: string, category?: string, page?: number) =>
    pathTo('pixels2pages-posts', {}, { term: term || undefined, category: category || undefined, page: paged(page) }),
  /** Every draft, for an editor whose drafts switch is on (the drafts tab's "View All"). */
  drafts: (page?: number) => pathTo('pixels2pages-posts', {}, { drafts: 'all', page: paged(page) }),
};
export type P2pLinks = typeof p2pLinks;
