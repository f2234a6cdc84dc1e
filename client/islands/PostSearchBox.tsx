import { type FormEvent, useEffect, useId, useState } from 'react';
import { clearSearch, type SearchPaths, searchDestination } from '#client/domain/post-search.ts';

export interface PostSearchBoxProps {
  /** The term of the search page being shown, or '' elsewhere. */
  currentTerm: string;
  /** The label and placeholder ("Search the blog", SPEC §2.7). */
  label: string;
  paths: SearchPaths;
}

/** A post section's search box (SPEC §2.7, §5). Without JavaScript it is a plain GET form. */
export default function PostSearchBox({ currentTerm, label, paths }: PostSearchBoxProps) {
  const [term, setTerm] = useState(currentTerm);
  const id = useId();
  // The clear button needs script: without it (or before hydration) it is not offered.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    location.assign(searchDestination(term, paths));
  };
  const clear = () => {
    const next = clearSearch(term, currentTerm);
    setTerm(next.term);
    if (next.resubmit) location.assign(searchDestination(next.term, paths));
  };
  return (
    <search className="min-w-56 grow basis-56">
      <form action={paths.search} method="get" onSubmit={submit} className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            type="search"
            name="term"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={label}
            maxLength={200}
            className="input min-h-9 w-full pr-9"
          />
          {term && ready ? (
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search"
              className="absolute inset-y-0 right-0 flex w-9 cursor-pointer items-center justify-center text-slate-500 hover:text-ink"
            >
              ✕
            </button>
          ) : null}
        </div>
        <button type="submit" className="btn-primary btn-sm">
          Search
        </button>
      </form>
    </search>
  );
}
