import type { ReactNode } from 'react';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { type BrowserState, hrefAfter } from '#core/domain/shop/browser.ts';
import { isPastEnd } from './BrowserResults.tsx';
import type { FacetChoice, BrowserResults as Results } from './types.ts';

interface Props {
  path: string;
  state: BrowserState;
  keep: URLSearchParams;
  results: Deferred<Results | null>;
}

/** A choice's number of results, after its name: "Mugs (4)". */
function Count({ choice }: { choice: FacetChoice }) {
  return choice.count === undefined ? null : <span className="font-normal text-slate-600">{` (${choice.count})`}</span>;
}

const CHOICE = 'btn-quiet border border-slate-300 px-3 py-1 text-sm';

/** One group of choices, named by its landmark and a visible label. */
function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <p className="m-0 mb-1 text-sm font-semibold">{label}</p>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">{children}</ul>
    </nav>
  );
}

function Facets({ path, state, keep, results }: Omit<Props, 'results'> & { results: Results }) {
  if (isPastEnd(state, results) || (!results.filters.length && !results.categories.length)) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="browser-filters">
      {results.categories.length ? (
        <Group label="Categories">
          {results.categories.map((c) => (
            <li key={c.slug}>
              <a
                href={hrefAfter(
                  path,
                  state,
                  { type: 'category', slug: state.category === c.slug ? null : c.slug },
                  keep,
                )}
                className={state.category === c.slug ? 'btn-primary px-3 py-1 text-sm' : CHOICE}
                aria-current={state.category === c.slug ? 'true' : undefined}
              >
                {c.name}
                <Count choice={c} />
              </a>
            </li>
          ))}
        </Group>
      ) : null}
      {results.filters.length ? (
        <Group label="Filters">
          {results.filters.map((f) => (
            <li key={f.slug}>
              <a
                href={hrefAfter(path, state, { type: 'add-filter', slug: f.slug }, keep)}
                className={CHOICE}
                data-testid="add-filter"
              >
                + {f.name}
                <Count choice={f} />
              </a>
            </li>
          ))}
        </Group>
      ) : null}
    </div>
  );
}

/**
 * The categories and filters the store's response offers: nothing while it streams, nor when it
 * failed or the page is past the end.
 */
export function BrowserFacets({ results, ...props }: Props) {
  return (
    <WhenSettled value={results} fallback={null}>
      {(settled) => (settled ? <Facets {...props} results={settled} /> : null)}
    </WhenSettled>
  );
}
