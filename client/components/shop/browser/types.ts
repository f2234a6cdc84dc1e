import type { ProductSummary } from '#core/domain/shop/product.ts';

export interface FacetChoice {
  id: number;
  slug: string;
  name: string;
  /** How many of the current results it holds, when the store counted them (and they add up). */
  count?: number | undefined;
}

export interface BrowserProduct {
  summary: ProductSummary;
  href: string;
  promotion: { name: string; description: string; percentOff: number | null } | null;
}

/** One page of the browser, as the store answered it. */
export interface BrowserResults {
  products: BrowserProduct[];
  totalPages: number;
  /** Filters that can still be added: visible facets under what the page lists. */
  filters: FacetChoice[];
  /** The filters in the state, by name. */
  selected: FacetChoice[];
  /** On the index: the categories to narrow to. */
  categories: FacetChoice[];
  /** The shapes the results come in (slugs of core/domain/shop/browser.ts's SHAPES), and the chosen one. */
  shapes: FacetChoice[];
}
