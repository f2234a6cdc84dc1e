import type { ResultsSource } from '#client/components/shop/browser/BrowserResults.tsx';
import { PrintBrowser } from '#client/components/shop/browser/PrintBrowser.tsx';
import { placeCopy, type ShopCopy } from '#client/components/shop/marketing/copy.ts';
import { MarketingSections, type MarketingSectionsData } from '#client/components/shop/marketing/MarketingSections.tsx';
import type { BrowserState } from '#core/domain/shop/browser.ts';
import { PRINT_PLACES, type PrintPlace } from '#core/domain/shop/places.ts';

export interface PrintListData {
  place: PrintPlace;
  state: BrowserState;
  /** The list's own query (facet_name, facet_names), kept by the browser's links. */
  keep: [string, string][];
  promotionId: number | null;
  /** The first products, streamed. */
  results: ResultsSource;
  /** The index's categories with from-prices and its photo-print deals (worker/pages/shop/landing/marketing.ts). */
  marketing: MarketingSectionsData | null;
  copy: ShopCopy;
}

/** The index and the product lists of the print catalogue (SPEC §2.3): what it is, then its products. */
export function PrintListPage({ data }: { data: PrintListData }) {
  const { place } = data;
  const index = place.kind === 'index';
  return (
    <div>
      {index ? null : (
        <nav aria-label="Breadcrumb" className="mb-2 text-sm">
          <a href={PRINT_PLACES[0]!.path}>Create &amp; Print</a>
          {place.category && place.category.slug !== place.type ? (
            <>
              {' / '}
              <a href={PRINT_PLACES.find((p) => p.type === place.category!.slug)!.path}>{place.category.label}</a>
            </>
          ) : null}
        </nav>
      )}
      {/* Below the index the breadcrumb already says where the page is: no eyebrow to say it again. */}
      {index ? <p className="eyebrow">Designed by you, printed by us</p> : null}
      <h1 className="heading-1">{place.label}</h1>
      <p className="lead mt-3 max-w-3xl">{placeCopy(data.copy, place.type)}</p>
      {data.marketing ? <MarketingSections data={data.marketing} copy={data.copy} /> : null}
      <PrintBrowser
        path={place.path}
        label={place.label}
        state={data.state}
        keep={new URLSearchParams(data.keep)}
        results={data.results}
        promotionId={data.promotionId}
        featureFirst={place.detail === 'optional'}
        inFirstScreen={!data.marketing}
      />
    </div>
  );
}
