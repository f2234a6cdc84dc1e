import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { BrowserState } from '#core/domain/shop/browser.ts';
import { BrowserSearch, BrowserShapes, BrowserSort } from './BrowserControls.tsx';
import { BrowserFacets } from './BrowserFacets.tsx';
import { BrowserRefine } from './BrowserRefine.tsx';
import { BrowserResults, type ResultsSource } from './BrowserResults.tsx';

interface Props {
  path: string;
  label: string;
  state: BrowserState;
  keep: URLSearchParams;
  results: ResultsSource;
  promotionId: number | null;
  featureFirst: boolean;
  /** False below other sections (the Create & Print index's): the results' pictures then load lazily. */
  inFirstScreen?: boolean;
}

/**
 * The print-product browser (SPEC §2.10, §4): search, sort, shape, filters, pages and the
 * promotion modal, every state a URL (core/domain/shop/browser.ts), server-rendered so it
 * works without script; with script, the print-browser behaviour changes state in place.
 * The products come first on a phone, the sort and filters behind one button (BrowserRefine);
 * from 992 px the filters are a sidebar.
 */
export function PrintBrowser(props: Props) {
  const { path, state, keep } = props;
  return (
    <section
      aria-labelledby="browse-heading"
      className="mt-8 sm:mt-10"
      id="browse"
      {...behaviourRoot('print-browser')}
      data-path={path}
    >
      <EntryScript />
      <h2 id="browse-heading" className="heading-2 mb-4 outline-none" tabIndex={-1}>
        {state.term ? `Results for “${state.term}”` : `Browse ${props.label}`}
      </h2>
      <BrowserSearch path={path} state={state} keep={keep} label={props.label} />
      <div className="mt-4 grid gap-4 md:mt-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
        <BrowserRefine state={state}>
          <BrowserSort path={path} state={state} keep={keep} />
          <BrowserShapes path={path} state={state} keep={keep} results={props.results} />
          <BrowserFacets path={path} state={state} keep={keep} results={props.results} />
        </BrowserRefine>
        <div>
          <BrowserResults
            path={path}
            state={state}
            keep={keep}
            results={props.results}
            promotionId={props.promotionId}
            featureFirst={props.featureFirst}
            inFirstScreen={props.inFirstScreen}
          />
        </div>
      </div>
    </section>
  );
}
