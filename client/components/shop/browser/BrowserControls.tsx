import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { type BrowserState, hrefAfter, SHAPES, SORTS } from '#core/domain/shop/browser.ts';
import type { BrowserResults } from './types.ts';

interface Props {
  path: string;
  state: BrowserState;
  /** Query the page itself takes (a list's facet_name), kept by every link and form. */
  keep: URLSearchParams;
}

/** The state a form keeps: each name and value once (filters repeat the name, never the value). */
const Hidden = ({ entries }: { entries: [string, string][] }) =>
  entries.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);

// The browser's search, sort and shape controls: plain GET forms and links, so they work without
// script; each submits the state its action leads to (a search keeps no filter or category, a sort
// keeps everything but the page).

/** The search over the list, one row from 320 px (the field keeps 160 px beside its button). */
export function BrowserSearch({ path, state, keep, label }: Props & { label: string }) {
  return (
    <search className="flex max-w-md">
      <form method="get" action={path} className="flex flex-1 flex-wrap gap-2">
        <Hidden entries={[...keep]} />
        <label htmlFor="print-search" className="sr-only">
          Search {label}
        </label>
        <input
          id="print-search"
          name="term"
          type="search"
          defaultValue={state.term}
          maxLength={100}
          placeholder={`Search ${label}`}
          className="input min-w-0 flex-1 basis-40"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
    </search>
  );
}

export function BrowserSort({ path, state, keep }: Props) {
  const sortKeeps: [string, string][] = [
    ...(state.category ? [['category', state.category] as [string, string]] : []),
    ...state.filters.map((f): [string, string] => ['filter', f]),
    ...(state.term ? [['term', state.term] as [string, string]] : []),
    ...(state.shape ? [['shape', state.shape] as [string, string]] : []),
    ...keep,
  ];
  return (
    <form method="get" action={path} className="flex flex-wrap items-end gap-2">
      <Hidden entries={sortKeeps} />
      <label htmlFor="print-sort" className="text-sm font-semibold">
        Sort by
        <select id="print-sort" name="sort" defaultValue={state.sort} className="input mt-1 block">
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {/* With script a new sort applies at once (the print-browser behaviour). */}
      <noscript>
        <button type="submit" className="btn-secondary">
          Sort
        </button>
      </noscript>
    </form>
  );
}

/** The shapes the store's response holds (worker/pages/shop/browse.ts): none while it streams, nor when it failed. */
export function BrowserShapes({ results, ...props }: Props & { results: Deferred<BrowserResults | null> }) {
  return (
    <WhenSettled value={results} fallback={null}>
      {(settled) => (settled?.shapes.length ? <Shapes {...props} offered={settled.shapes} /> : null)}
    </WhenSettled>
  );
}

function Shapes({ path, state, keep, offered }: Props & { offered: BrowserResults['shapes'] }) {
  // In SPEC's order, whatever order the store's tree has them in.
  const named = new Map(offered.map((o) => [o.slug, o.name]));
  const shapes = SHAPES.flatMap((shape) => (named.has(shape) ? [{ shape, name: named.get(shape)! }] : []));
  return (
    <nav aria-label="Shape">
      <p className="m-0 mb-1 text-sm font-semibold" id="shape-label">
        Shape
      </p>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0" aria-labelledby="shape-label">
        {shapes.map(({ shape, name }) => (
          <li key={shape}>
            <a
              href={hrefAfter(path, state, { type: 'shape', shape }, keep)}
              className={state.shape === shape ? 'btn-primary px-3 py-1 text-sm' : 'btn-secondary px-3 py-1 text-sm'}
              aria-current={state.shape === shape ? 'true' : undefined}
              data-testid={`shape-${shape}`}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
