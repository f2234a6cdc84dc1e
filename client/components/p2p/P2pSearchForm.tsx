import { p2pLinks } from '#core/domain/post-links.ts';
import type { P2pSearchCategory } from '#core/views.ts';

interface Props {
  term: string;
  category: string;
  categories: P2pSearchCategory[];
}

/**
 * pixels2Pages' search (SPEC §2.7), in the section's bar on every page: a plain GET form on the
 * posts list, with the categories that have show_in_search as its filter. Laid out as the blog's:
 * one compact row at the bar's end (the field, the category, the button), the field on a row of
 * its own only where the screen is too narrow for all three.
 */
export function P2pSearchForm({ term, category, categories }: Props) {
  return (
    <search className="ml-auto w-full sm:w-auto sm:max-w-xl sm:grow" data-testid="p2p-search">
      <form action={p2pLinks.home()} method="get" className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <label htmlFor="p2p-search-term" className="sr-only">
          Search pixels2Pages
        </label>
        <input
          id="p2p-search-term"
          type="search"
          name="term"
          defaultValue={term}
          placeholder="Search pixels2Pages"
          maxLength={200}
          className="input min-h-9 w-auto min-w-40 flex-1 basis-full sm:basis-auto"
        />
        {categories.length ? (
          <>
            <label htmlFor="p2p-search-category" className="sr-only">
              Category
            </label>
            <select
              id="p2p-search-category"
              name="category"
              defaultValue={category}
              className="input min-h-9 w-auto max-w-full shrink"
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button type="submit" className="btn-primary btn-sm">
          Search
        </button>
      </form>
    </search>
  );
}
