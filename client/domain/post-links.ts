// Where a post section's pages are. The blog's now; pixels2Pages' next, from its own routes.
import { pathTo } from '#client/routes/paths.ts';

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
