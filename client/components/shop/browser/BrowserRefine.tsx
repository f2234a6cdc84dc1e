import type { ReactNode } from 'react';
import type { BrowserState } from '#core/domain/shop/browser.ts';

/** How many narrowings the state holds (a category, filters, a shape): what the closed disclosure says it hides. */
const chosenCount = (state: BrowserState) => state.filters.length + (state.category ? 1 : 0) + (state.shape ? 1 : 0);

/**
 * Sort, shape, categories and filters. Below 992 px a disclosure behind one "Filter & sort"
 * button, so the products come first on a phone; from 992 px the sidebar, always open (the
 * `.browser-refine` rules of client/styles/base.css). A <details>, so it opens without script.
 */
export function BrowserRefine({ state, children }: { state: BrowserState; children: ReactNode }) {
  const chosen = chosenCount(state);
  return (
    <details className="browser-refine" id="browser-refine" data-testid="browser-refine">
      <summary className="btn-secondary">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        >
          <path d="M3 5h14M6 10h8M8.5 15h3" />
        </svg>
        Filter &amp; sort
        {chosen ? <span className="badge bg-brand-600 text-white">{`${chosen} chosen`}</span> : null}
      </summary>
      <div className="mt-4 flex flex-col gap-5 md:mt-0">{children}</div>
    </details>
  );
}
