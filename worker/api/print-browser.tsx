import { prerender } from 'react-dom/static';
import { isPastEnd, PROMOTION_PARAM } from '#client/components/shop/browser/BrowserResults.tsx';
import { PrintBrowser } from '#client/components/shop/browser/PrintBrowser.tsx';
import { fromQuery } from '#core/domain/shop/browser.ts';
import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';
import { loadBrowser } from '#worker/pages/shop/browse.ts';
import { facetQuery } from '#worker/pages/shop/list.tsx';
import { loadContext } from '#worker/pages/unit/load-context.ts';

/**
 * GET /api/print-browser?path={a catalogue page}&{its browser query}: the print browser of that
 * page in the state the query describes, as HTML, every part resolved (product search through
 * the store, SPEC §7). The print-browser behaviour swaps it in, so results change without a page
 * load (docs/decisions/030); the same components render the page itself.
 */
export const printBrowserApi = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const query = new URL(c.req.url).searchParams;
  const place = PRINT_PLACES.find((p) => p.path === query.get('path'));
  if (!place) return c.json({ error: 'Name a page of the print catalogue in path.' }, 404);
  const state = fromQuery(query);
  const keep = facetQuery(query, place);
  const promotion = Number(query.get(PROMOTION_PARAM));
  // Awaited before rendering: the response is whole HTML, with no streamed boundary to resolve by script.
  const settled = await loadBrowser(
    loadContext(c),
    place,
    state,
    keep.map(([, value]) => value),
  );
  const { prelude } = await prerender(
    <PrintBrowser
      path={place.path}
      label={place.label}
      state={state}
      keep={new URLSearchParams(keep)}
      results={{ settled }}
      promotionId={Number.isSafeInteger(promotion) && promotion > 0 ? promotion : null}
      featureFirst={place.detail === 'optional'}
    />,
  );
  // Past the last page the behaviour goes there by a page load, which answers the site's 404.
  return c.html(await new Response(prelude).text(), settled && isPastEnd(state, settled) ? 404 : 200);
});
