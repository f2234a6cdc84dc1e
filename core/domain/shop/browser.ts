// The print-product browser's state (SPEC §2.10, §4) as a pure reducer, and its URL form: the
// state lives in the query, so a page can be shared and the back button works. The rules: any
// change of filter, search, category, shape or priority goes back to page 1; a new search clears
// the filters and the category; adding a filter clears the search term, and never adds one twice;
// choosing the same shape again unselects it.
import * as v from 'valibot';

export const SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];

/** The shapes a print comes in; the store files them as facets of the `shape` group. */
export const SHAPES = ['square', 'landscape', 'portrait', 'round'] as const;
export type Shape = (typeof SHAPES)[number];

export interface BrowserState {
  /** A category (facet slug) chosen on the browser; a list page's own type is not part of it. */
  category: string | null;
  /** Facet slugs, each once, in the order chosen. */
  filters: string[];
  term: string;
  shape: Shape | null;
  sort: Sort;
  page: number;
  /** A facet whose products come first. */
  priority: number | null;
}

export const INITIAL: BrowserState = {
  category: null,
  filters: [],
  term: '',
  shape: null,
  sort: 'featured',
  page: 1,
  priority: null,
};

export type BrowserAction =
  | { type: 'category'; slug: string | null }
  | { type: 'add-filter'; slug: string }
  | { type: 'remove-filter'; slug: string }
  | { type: 'clear-filters' }
  | { type: 'search'; term: string }
  | { type: 'shape'; shape: Shape }
  | { type: 'sort'; sort: Sort }
  | { type: 'priority'; facetId: number | null }
  | { type: 'page'; page: number };

export function browse(state: BrowserState, action: BrowserAction): BrowserState {
  const first = { ...state, page: 1 };
  switch (action.type) {
    case 'category':
      return { ...first, category: action.slug };
    case 'add-filter':
      if (state.filters.includes(action.slug)) return state;
      return { ...first, filters: [...state.filters, action.slug], term: '' };
    case 'remove-filter':
      return { ...first, filters: state.filters.filter((f) => f !== action.slug) };
    case 'clear-filters':
      return { ...first, filters: [] };
    case 'search':
      return { ...first, term: action.term.trim(), filters: [], category: null };
    case 'shape':
      return { ...first, shape: state.shape === action.shape ? null : action.shape };
    case 'sort':
      return { ...first, sort: action.sort };
    case 'priority':
      return { ...first, priority: action.facetId };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
  }
}

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));
const MAX_FILTERS = 20;
const MAX_TERM = 100;
const MAX_PAGE = 1000;

/** The query parameters a browser's state is read from (fromQuery). */
export const BROWSER_QUERY = ['term', 'category', 'filter', 'shape', 'priority', 'sort', 'page'] as const;

/** The state a query describes; anything malformed is left at its default, never an error. */
export function fromQuery(q: URLSearchParams): BrowserState {
  const ok = (value: string | null, schema: v.GenericSchema<string>) =>
    value !== null && v.is(schema, value) ? value : null;
  const filters = [...new Set(q.getAll('filter').filter((f) => v.is(slug, f)))].slice(0, MAX_FILTERS);
  const page = Number(q.get('page'));
  const priority = Number(q.get('priority'));
  const shape = q.get('shape');
  const sort = q.get('sort');
  return {
    category: ok(q.get('category'), slug),
    filters,
    term: (q.get('term') ?? '').trim().slice(0, MAX_TERM),
    shape: SHAPES.find((s) => s === shape) ?? null,
    sort: SORTS.find((s) => s.value === sort)?.value ?? 'featured',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    priority: Number.isInteger(priority) && priority > 0 ? priority : null,
  };
}

/** The query of a state: defaults left out, so the plain list has the plain URL. */
export function toQuery(s: BrowserState): URLSearchParams {
  const q = new URLSearchParams();
  if (s.category) q.set('category', s.category);
  for (const f of s.filters) q.append('filter', f);
  if (s.term) q.set('term', s.term);
  if (s.shape) q.set('shape', s.shape);
  if (s.sort !== 'featured') q.set('sort', s.sort);
  if (s.priority !== null) q.set('priority', String(s.priority));
  if (s.page > 1) q.set('page', String(s.page));
  return q;
}

/** The href of the state an action leads to, from a page at `path`. */
export function hrefAfter(path: string, state: BrowserState, action: BrowserAction, keep?: URLSearchParams): string {
  const q = toQuery(browse(state, action));
  for (const [k, value] of keep ?? []) q.append(k, value);
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}
