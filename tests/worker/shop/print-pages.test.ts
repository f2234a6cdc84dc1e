// The print catalogue against the fixture store: every list and product route answers, the slug
// rules of SPEC §2.3, the browser's URL state, the marketing groups, add to cart, and the store
// failing every way it can.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#core/domain/messages.ts';
import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import {
  clearStoreRequests,
  control,
  holdStore,
  logInCookie,
  readUntil,
  releaseStore,
  site,
  storeRequests,
} from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const form = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  ...(cookie ? { cookie } : {}),
});
const MUG = '/create-and-print/drinkware/photo-mugs/11oz-photo-mug';
/** The streamed part with a test id, up to the list's end: past the menus, which name every list. */
const part = (html: string, testId: string) => {
  const at = html.lastIndexOf(`data-testid="${testId}"`);
  return at < 0 ? '' : html.slice(at, html.indexOf('</ul>', at));
};

describe('the catalogue pages', () => {
  it('answers every list page of SPEC §2.3 with its heading and products', async () => {
    expect(PRINT_PLACES).toHaveLength(1 + 8 + 17);
    // The category landing pages and photo prints have no browser (tests/worker/shop/landing).
    for (const place of PRINT_PLACES.filter((p) => p.kind === 'index' || p.kind === 'list')) {
      const res = await site(place.path);
      expect(res.status, place.path).toBe(200);
      const page = await res.text();
      expect(page, place.path).toContain(`<h1 class="heading-1">${place.label.replace('&', '&amp;')}</h1>`);
      expect(page, place.path).toMatch(/data-testid="browser-(results|empty)"/);
    }
  });

  it('lists a list page’s own products, linked to their product pages, cards priced per card', async () => {
    const mugs = part(await (await site('/create-and-print/drinkware/photo-mugs')).text(), 'browser-results');
    expect(mugs).toContain(`href="${MUG}"`);
    expect(mugs).not.toContain('Tumbler');
    const cards = await (await site('/create-and-print/cards-and-stationery/cards')).text();
    expect(cards).toContain('$1 per card');
    expect(cards).toContain('Most popular');
  });

  it('takes blankets’ facet_name and facet_names, and photo books’ facet_name, from the query', async () => {
    const woven = part(
      await (await site('/create-and-print/home-decor/blankets?facet_name=Woven')).text(),
      'browser-results',
    );
    expect(woven).toContain('Woven Photo Blanket');
    expect(woven).not.toContain('Outdoor Photo Blanket');
    const both = part(
      await (
        await site('/create-and-print/home-decor/blankets?facet_names=Mink%20Sherpa&facet_names=Plush%20Fleece')
      ).text(),
      'browser-results',
    );
    expect(both).toContain('Mink Sherpa');
    expect(both).toContain('Plush Fleece');
    expect(both).not.toContain('Woven Photo Blanket');
    const layflat = part(
      await (await site('/create-and-print/photo-books?facet_name=Deluxe%20Seamless%20Layflat')).text(),
      'browser-results',
    );
    expect(layflat).toContain('Deluxe Seamless Layflat');
    expect(layflat).not.toContain('Standard');
    // A value the catalogue does not name is ignored, not sent.
    await clearStoreRequests();
    await (await site('/create-and-print/home-decor/blankets?facet_name=%3Cscript%3E')).text();
    const search = (await storeRequests()).find((r) => r.path === '/api/v1/products/search') as unknown as {
      query: Record<string, string>;
    };
    expect(JSON.stringify(search.query)).not.toContain('script');
  });

  it('searches, filters, sorts, pages and shapes through the URL', async () => {
    const termPage = await (await site('/create-and-print?term=mug')).text();
    expect(termPage).toContain('Results for “mug”');
    const term = part(termPage, 'browser-results');
    expect(term).toContain('11 oz Photo Mug');
    expect(term).not.toContain('Canvas');
    const filteredPage = await site('/create-and-print?filter=tumblers');
    const filteredHtml = await filteredPage.text();
    const filtered = part(filteredHtml, 'browser-results');
    expect(filtered).toContain('Photo Tumbler');
    expect(filtered).not.toContain('Mug');
    expect(filteredHtml).toContain('data-testid="remove-filter"');
    const square = await (await site('/create-and-print/wall-decor/canvas-prints?shape=portrait')).text();
    expect(square).toContain('aria-current="true"');
    const sorted = part(await (await site('/create-and-print/photo-books?sort=price_desc')).text(), 'browser-results');
    expect(sorted.indexOf('12x12 Deluxe')).toBeLessThan(sorted.indexOf('8x8 Standard'));
    const all = await (await site('/create-and-print')).text();
    expect(all).toContain('data-testid="browser-pager"');
    expect(all).toContain('rel="next"');
  });

  it('shows the marketing group’s enabled products with promotions, and categories with from-prices', async () => {
    const page = await (await site('/create-and-print')).text();
    const strip = part(page.slice(page.indexOf('<main'), page.indexOf('</main>')), 'deals');
    expect(strip).toContain('4x6 Photo Print');
    expect(strip).not.toContain('4x4 Square');
    expect(strip).toContain('Print Sale');
    expect(page).toMatch(/From \$/);
  });

  it('loads first a phone’s largest first-screen picture: the first category card or list row', async () => {
    const loading = (html: string, testId: string) =>
      [...part(html, testId).matchAll(/<img [^>]*?loading="(\w+)"(?: fetchPriority="(\w+)")?/g)].map(
        ([, load, priority]) => priority ?? load,
      );
    const index = await (await site('/create-and-print')).text();
    expect(loading(index, 'group-cards')).toEqual(['high', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    // The browser sits below the categories and the deals: nothing of it competes with the first card.
    expect(new Set(loading(index, 'browser-results'))).toEqual(new Set(['lazy']));
    const [first, second, ...rest] = loading(
      await (await site('/create-and-print/cards-and-stationery/cards')).text(),
      'browser-results',
    );
    expect([first, second]).toEqual(['eager', 'eager']);
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set(rest)).toEqual(new Set(['lazy']));
  });

  it('treats a failed promotions fetch as no promotions', async () => {
    await control('store', '/fault', {
      mode: 'error',
      status: 500,
      path: '/api/v1/groups/all-print-photo-prints/primary_promotion',
    });
    await control('store', '/fault', {
      mode: 'error',
      status: 500,
      path: '/api/v1/groups/photo-print-marketing/primary_promotion',
    });
    const strip = part(await (await site('/create-and-print')).text(), 'deals');
    expect(strip).toContain('4x6 Photo Print');
    expect(strip).not.toContain('Print Sale');
  });

  it('opens the promotion modal by a query flag, with a close link without it', async () => {
    const list = await (await site('/create-and-print/drinkware/photo-mugs')).text();
    const id = /href="\/create-and-print\/drinkware\/photo-mugs\?promotion=(\d+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    const page = await (await site(`/create-and-print/drinkware/photo-mugs?promotion=${id}`)).text();
    expect(page).toContain('role="dialog"');
    expect(page).toContain('aria-modal="true"');
    expect(page).toContain(`href="/create-and-print/drinkware/photo-mugs#promotion-${id}"`);
    // What the offer takes off this product leads; the store's words for the whole offer follow as its terms.
    const name = new RegExp(
      `id="promotion-${id}"[^>]*>See the offer<span class="sr-only"> on (?:<!-- -->)?([^<]+)</span>`,
    ).exec(list)?.[1];
    expect(page).toMatch(new RegExp(`<h2 id="promotion-modal-title"[^>]*>\\d+% off the ${name}</h2>`));
    expect(page).toMatch(/<p class="muted m-0">Part of our [^<]+ offer\.<\/p>/);
    expect(page).toMatch(/>Offer terms: [^<]+</);
    expect(page).toMatch(/class="btn-primary w-full sm:w-auto"[^>]*>Shop now<span class="sr-only">: /);
  });

  it('counts the results behind each filter and category, and offers none that would show nothing', async () => {
    const count = (html: string, name: string) =>
      new RegExp(`${name}(<!-- -->)?<span[^>]*> \\((\\d+)\\)</span>`).exec(html)?.[2];
    const blankets = part(await (await site('/create-and-print/home-decor/blankets')).text(), 'browser-filters');
    expect(['Woven', 'Outdoor', 'Mink Sherpa', 'Plush Fleece'].map((name) => count(blankets, name))).toEqual([
      '1',
      '1',
      '1',
      '1',
    ]);

    const fleece = part(
      await (await site('/create-and-print/home-decor/blankets?term=fleece')).text(),
      'browser-filters',
    );
    expect(count(fleece, 'Plush Fleece')).toBe('1');
    expect(fleece).not.toContain('Woven');

    // Beside a chosen filter a count would mislead (another of the group widens the results): names only.
    const woven = part(
      await (await site('/create-and-print/home-decor/blankets?filter=woven')).text(),
      'browser-filters',
    );
    expect(woven).toContain('Outdoor');
    expect(count(woven, 'Outdoor')).toBeUndefined();

    const index = await (await site('/create-and-print?term=mug')).text();
    const categories = index.slice(index.lastIndexOf('aria-label="Categories"'));
    expect(Number(count(categories, 'Drinkware'))).toBeGreaterThan(0);
    expect(categories.slice(0, categories.indexOf('</ul>'))).not.toContain('Calendars');
    const searches = ((await storeRequests()) as unknown as { path: string; query: Record<string, string> }[]).filter(
      (r) => r.path === '/api/v1/products/search',
    );
    expect(searches.at(-1)?.query.include_groups_by_parent).toBe('true');
  });

  it('puts the first products in the HTML when the store answers within the wait, else streams them', async () => {
    const quick = await (await site('/create-and-print/drinkware/photo-mugs')).text();
    expect(quick).toContain('11 oz Photo Mug');
    expect(quick).not.toContain('browser-loading');

    await holdStore('/api/v1/products/search');
    const res = await site('/create-and-print/drinkware/photo-mugs');
    // The page did not wait for the store past its 400 ms: the skeletons came while it held its response.
    const { head, rest } = await readUntil(res, 'browser-loading');
    expect(head).not.toContain('11 oz Photo Mug');
    await releaseStore();
    expect(await rest()).toContain('11 oz Photo Mug');
  });

  for (const [name, fault] of [
    ['slow', { mode: 'slow', delayMs: 20_000 }],
    ['down', { mode: 'down' }],
    ['500', { mode: 'error', status: 500 }],
    ['malformed', { mode: 'malformed' }],
  ] as const) {
    it(`stands when the store is ${name}, with a retry where the products go`, async () => {
      const reported = quiet();
      try {
        await control('store', '/fault', { ...fault, path: '/api/v1/products/search' });
        const res = await site('/create-and-print/drinkware/photo-mugs');
        expect(res.status).toBe(200);
        if (name === 'slow') {
          const reader = res.body!.getReader();
          let head = '';
          while (!head.includes('browser-loading')) head += new TextDecoder().decode((await reader.read()).value);
          await reader.cancel();
          expect(head).toContain('Photo Mugs');
          return;
        }
        const page = await res.text();
        expect(page).toContain('data-testid="browser-error"');
        expect(page).toContain('Try again');
      } finally {
        reported.mockRestore();
      }
    });
  }
});

describe('the product pages', () => {
  it('shows a product with its options, prices, JSON-LD with offer and rating, and Open Graph image', async () => {
    const res = await site('/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Flat Photo Cards 5x7');
    expect(page).toContain('50 cards');
    expect(page).toContain('"@type":"Product"');
    expect(page).toContain('"@type":"Offer"');
    expect(page).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/product-flat-photo-card-5x7\.jpg"/,
    );
    expect(page).toContain('data-testid="start-designing"');
    // Its price is of this moment: the page streams the store's response, so it is never cached whole.
    const again = await site('/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7');
    expect(again.headers.get('server-timing')).not.toContain('hit');
  });

  it('shows photo book sizes, softbound and hardbound, up to 199 pages', async () => {
    const page = await (await site('/create-and-print/photo-books/8x8-standard-photo-book')).text();
    expect(page).toContain('8x8 Softbound');
    expect(page).toContain('8x8 Hardbound');
    expect(page).toContain('up to 199');
  });

  it('follows the slug rules: unknown and malformed slugs are 404s; required lists keep their list page', async () => {
    expect((await site('/create-and-print/drinkware/tumblers/no-such-tumbler')).status).toBe(404);
    expect((await site('/create-and-print/drinkware/tumblers/..%2F..%2Fetc')).status).toBe(404);
    expect((await site('/create-and-print/drinkware/tumblers/%00')).status).toBe(404);
    // A product of another list is not this list's.
    expect((await site('/create-and-print/drinkware/tumblers/11oz-photo-mug')).status).toBe(404);
    expect((await site('/create-and-print/drinkware/tumblers')).status).toBe(200);
    expect((await site('/create-and-print/calendars/2027-wall-calendar')).status).toBe(200);
    expect((await site('/create-and-print/drinkware/photo-mugs/11oz-photo-mug/extra')).status).toBe(404);
  });

  it('stands with a retry when the store fails to send the product its list named', async () => {
    const reported = quiet();
    try {
      // The product's own record, asked for by its slug (docs/decisions/064); the list answers.
      await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/products/11oz-photo-mug' });
      const res = await site(MUG);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('data-testid="product-error"');
    } finally {
      reported.mockRestore();
    }
  });

  it('sends a signed-out buyer to log in, and puts a signed-in one’s choice in the cart', async () => {
    const out = await site(MUG, form({ product_id: '1' }));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toContain(`redirectTo=${encodeURIComponent(MUG)}`);

    const cookie = await logInCookie();
    const page = await (await site(MUG, { cookie })).text();
    const productId = /value="(\d+)"[^>]*name="product_id"/.exec(page)![1]!;
    await clearStoreRequests();
    const added = await site(MUG, form({ product_id: productId }, cookie));
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`${MUG}#add-to-cart`);
    const call = (await storeRequests()).find((r) => r.path === '/api/v1/current_order/line_items') as unknown as {
      body: Record<string, unknown>;
    };
    expect(call.body).toMatchObject({ product_id: Number(productId), quantity: 1, option_values: [] });
  });

  it('answers a failed add to cart with the exact SPEC §8 text, a bad option too, never a 500', async () => {
    const cookie = await logInCookie();
    const cards = '/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7';
    const page = await (await site(cards, { cookie })).text();
    const productId = /value="(\d+)"[^>]*name="product_id"/.exec(page)![1]!;
    const optionName = /name="(option-\d+)" value="(\d+)"/.exec(page)!;
    const ok = await site(cards, form({ product_id: productId, [optionName[1]!]: optionName[2]! }, cookie));
    expect(ok.status).toBe(303);
    const bad = await site(cards, form({ product_id: productId, [optionName[1]!]: '999999' }, cookie));
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain(MESSAGES.addToCartFailed);
    const reported = quiet();
    try {
      await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/current_order/line_items' });
      const failed = await site(cards, form({ product_id: productId }, cookie));
      expect(failed.status).toBe(502);
      expect(await failed.text()).toContain(MESSAGES.addToCartFailed);
    } finally {
      reported.mockRestore();
    }
  });
});

describe('/api/print-browser', () => {
  it('answers the browser of a catalogue page in the state its query describes, every part resolved', async () => {
    const res = await site('/api/print-browser?path=%2Fcreate-and-print&page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<section[^>]*id="browse"/);
    expect(html).toContain('Page 2 of');
    expect(html).not.toContain('browser-loading');
    expect(html).not.toContain('<template');
  });

  it('reads a malformed query as the defaults, and a failing store as a retry, never a 500', async () => {
    const odd =
      `&page=-4&page=1e99&sort=%3Cx%3E&shape=hexagon&filter=%00&filter=${'x'.repeat(3000)}` +
      '&priority=NaN&term=%F0%9F%93%B7';
    const res = await site(`/api/print-browser?path=%2Fcreate-and-print%2Fhome-decor%2Fblankets${odd}`);
    expect(res.status).toBe(200);
    // The emoji is searched for and matches nothing; every other value fell back to its default.
    const html = await res.text();
    expect(html).toContain('data-testid="browser-empty"');
    expect(html).toContain('Results for “📷”');
    const reported = quiet();
    try {
      await control('store', '/fault', { mode: 'malformed', path: '/api/v1/products/search' });
      const failed = await site('/api/print-browser?path=%2Fcreate-and-print');
      expect(failed.status).toBe(200);
      expect(await failed.text()).toContain('data-testid="browser-error"');
    } finally {
      reported.mockRestore();
    }
  });

  it('is a 404 with a message for a path outside the catalogue', async () => {
    const res = await site('/api/print-browser?path=%2Fyours');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Name a page of the print catalogue in path.' });
  });
});
