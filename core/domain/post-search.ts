import { normalizeSearchTerm } from './posts.ts';

/** Where a section's search goes: its search page (query `term`) and its home. */
export interface SearchPaths {
  search: string;
  home: string;
}

/** SPEC §5: a term goes to the search page with query term; an empty term to the section's home. */
export function searchDestination(raw: string, paths: SearchPaths): string {
  const term = normalizeSearchTerm(raw);
  return term ? `${paths.search}?${new URLSearchParams({ term })}` : paths.home;
}

/** SPEC §5: clearing empties the term and, if it matched the current query, resubmits. */
export function clearSearch(input: string, currentQuery: string): { term: ''; resubmit: boolean } {
  const matched = normalizeSearchTerm(input) !== '' && normalizeSearchTerm(input) === normalizeSearchTerm(currentQuery);
  return { term: '', resubmit: matched };
}
