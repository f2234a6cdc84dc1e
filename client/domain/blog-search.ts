import { pathTo } from '#client/routes/paths.ts';
import { normalizeSearchTerm } from './blog.ts';

/** SPEC §5: a term goes to the blog search page with query term; an empty term to the blog home. */
export function searchDestination(raw: string): string {
  const term = normalizeSearchTerm(raw);
  return term ? pathTo('yours-search', {}, { term }) : pathTo('yours');
}

/** SPEC §5: clearing empties the term and, if it matched the current query, resubmits. */
export function clearSearch(input: string, currentQuery: string): { term: ''; resubmit: boolean } {
  const matched = normalizeSearchTerm(input) !== '' && normalizeSearchTerm(input) === normalizeSearchTerm(currentQuery);
  return { term: '', resubmit: matched };
}
