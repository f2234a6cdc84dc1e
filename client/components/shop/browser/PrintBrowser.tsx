import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { BrowserState } from '#client/domain/shop/browser.ts';
import { BrowserControls } from './BrowserControls.tsx';
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
 * promotion modal, every state a URL (client/domain/shop/browser.ts), server-rendered so it
 * works without script; with script, the print-browser behaviour changes state in place.
 */
export function PrintBrowser(props: Props) {
  return (
    <section aria-labelledby="browse-heading" className="mt-10" id="browse" {...behaviourRoot('print-browser')} data-path={props.path}>
      <EntryScript />
      <h2 id="browse-heading" className="heading-2 mb-4 outline-none" tabIndex={-1}>
        {props.state.term ? `Results for “${props.state.term}”` : `Browse ${props.label}`}
      </h2>
      <BrowserControls path={props.path} state={props.state} keep={props.keep} label={props.label} />
      <div className="mt-6">
        <BrowserResults
          path={props.path}
          state={props.state}
          keep={props.keep}
          results={props.results}
          promotionId={props.promotionId}
          featureFirst={props.featureFirst}
          inFirstScreen={props.inFirstScreen}
        />
      </div>
    </section>
  );
}
