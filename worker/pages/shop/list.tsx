import { isPastEnd, PROMOTION_PARAM } from '#client/components/shop/browser/BrowserResults.tsx';
import { placeCopy } from '#client/components/shop/marketing/copy.ts';
import { type PrintListData, PrintListPage } from '#client/pages/shop/PrintListPage.tsx';
import { BROWSER_QUERY, fromQuery } from '#core/domain/shop/browser.ts';
import type { PrintPlace } from '#core/domain/shop/places.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { pastTheLastPage } from '#worker/pages/unit/outcomes.ts';
import { loadBrowser } from './browse.ts';
import { loadMarketing } from './landing/marketing.ts';

/** A list's own facet query (SPEC §2.3 listing facets): only the values its catalogue entry names. */
export function facetQuery(query: URLSearchParams, place: PrintPlace): [string, string][] {
  return place.facets.flatMap((facet) =>
    query
      .getAll(facet.param)
      .filter((value) => facet.values.includes(value))
      .map((value): [string, string] => [facet.param, value]),
  );
}

/**
 * A page of the print catalogue (SPEC §2.3): the index, a category or a product list, with the
 * print browser; everything from the store streams, so the page stands when the store does not.
 */
export function printListPage(place: PrintPlace) {
  return definePage<PrintListData>({
    route: place.route,
    query: [...BROWSER_QUERY, PROMOTION_PARAM, 'facet_name', 'facet_names'],
    cache: 'live',
    async load(ctx) {
      const state = fromQuery(ctx.url.searchParams);
      const keep = facetQuery(ctx.url.searchParams, place);
      const promotion = Number(ctx.query(PROMOTION_PARAM));
      // In the HTML when the store answers within the page's wait (SPEC §2.10 "the first page is
      // server-rendered", for visitors without script and crawlers), streamed when it is late.
      const [marketing, results, texts] = await Promise.all([
        place.kind === 'index' ? loadMarketing(ctx) : null,
        ctx.store.defer(
          loadBrowser(
            ctx,
            place,
            state,
            keep.map(([, value]) => value),
          ),
        ),
        ctx.texts(),
      ]);
      // A page past the last is no page, as on every other list of the site; known only in time.
      if ('settled' in results && results.settled && isPastEnd(state, results.settled))
        pastTheLastPage(ctx.url, results.settled.totalPages);
      return {
        place,
        state,
        keep,
        promotionId: Number.isSafeInteger(promotion) && promotion > 0 ? promotion : null,
        results,
        marketing,
        copy: texts.shop,
      };
    },
    head: (data) => ({
      title:
        data.place.kind === 'index'
          ? 'Create & Print: Photo Books, Cards and Gifts'
          : `${data.place.label} | Create & Print`,
      description: placeCopy(data.copy, data.place.type),
      canonicalQuery: ['facet_name', 'facet_names'],
      // Search results and filtered pages are not pages of their own for a crawler.
      noindex: data.state.term !== '' || data.state.filters.length > 0,
    }),
    body: ({ data }) => <PrintListPage data={data} />,
  });
}
