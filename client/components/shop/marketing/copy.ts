// What the shop says about a category or list of the print catalogue, by the catalogue's slug; the
// texts themselves (copy-texts.ts) reach the worker in the page texts asset (docs/decisions/101).

export interface ShopCopy {
  /** By print category slug. */
  categories: Record<string, string>;
  /** By the slug of a category's list (a marketing product's main group). */
  lists: Record<string, string>;
  /** The print catalogue's index. */
  index: string;
  /** Anything the catalogue has that these do not name. */
  fallback: string;
}

export const copyOf = (copy: ShopCopy, slug: string) => copy.categories[slug] ?? copy.lists[slug] ?? copy.fallback;

/** What a page of the print catalogue says about itself: its type's copy, or the index's (type null). */
export const placeCopy = (copy: ShopCopy, type: string | null) => (type === null ? copy.index : copyOf(copy, type));
