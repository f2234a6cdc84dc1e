import { p2pLinks } from '#client/domain/post-links.ts';
import type { P2pSearchCategory } from '#worker/db/views.ts';

interface Props {
  term: string;
  category: string;
  categories: P2pSearchCategory[];
}

/** pixels2Pages' search (SPEC §2.7): a plain GET form on the posts list, with the category filter. */
export function P2pSearchForm({ term, category, categories }: Props) {
  return (
    <search className="mb-8">
      <form action={p2pLinks.home()} method="get" className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 grow">
          <label htmlFor="p2p-search-term" className="field-label">
            Search pixels2Pages
          </label>
          <input id="p2p-search-term" type="search" name="term" defaultValue={term} className="input w-full" />
        </div>
        {categories.length ? (
          <div>
            <label htmlFor="p2p-search-category" className="field-label">
              Category
            </label>
            <select id="p2p-search-category" name="category" defaultValue={category} className="input">
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
    </search>
  );
}
