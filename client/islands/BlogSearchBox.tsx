import { type FormEvent, useState } from 'react';
import { clearSearch, searchDestination } from '#client/domain/blog-search.ts';
import { pathTo } from '#client/routes/paths.ts';

export interface BlogSearchBoxProps {
  /** The term of the search page being shown, or '' elsewhere. */
  currentTerm: string;
}

/** "Search the blog" (SPEC §2.7, §5). Without JavaScript it is a plain GET form. */
export default function BlogSearchBox({ currentTerm }: BlogSearchBoxProps) {
  const [term, setTerm] = useState(currentTerm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    location.assign(searchDestination(term));
  };
  const clear = () => {
    const next = clearSearch(term, currentTerm);
    setTerm(next.term);
    if (next.resubmit) location.assign(searchDestination(next.term));
  };
  return (
    <search>
      <form action={pathTo('yours-search')} method="get" onSubmit={submit} className="flex items-center gap-1">
        <label htmlFor="blog-search" className="sr-only">
          Search the blog
        </label>
        <input
          id="blog-search"
          type="search"
          name="term"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search the blog"
          maxLength={200}
          className="w-48 rounded border border-slate-300 px-3 py-1.5 text-sm"
        />
        {term ? (
          <button type="button" onClick={clear} aria-label="Clear search" className="rounded px-2 py-1.5 text-sm text-slate-600">
            ✕
          </button>
        ) : null}
        <button type="submit" className="rounded bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white">
          Search
        </button>
      </form>
    </search>
  );
}
