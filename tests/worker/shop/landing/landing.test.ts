// The print catalogue's landing pages against the fixture store: the five categories with lists
// and photo prints, their from-prices from one POST /groups/batch, the fast prints leading into the
// app, and every page standing when the store is slow, down, failing or talking nonsense.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANDING_CATEGORIES } from '#core/domain/shop/marketing.ts';
import { routes } from '#core/routes/table.ts';
import { clearStoreRequests, control, site, storeRequests } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
/** A part by its test id, up to the end of its list: past the menus, which name every list. */
const part = (html: string, testId: string) => {
  const at = html.lastIndexOf(`data-testid="${testId}"`);
  return at < 0 ? '' : html.slice(at, html.indexOf('</ul>', at));
};
/** The page's own content: what the store answered within the page's wait is there, not streamed after the footer. */
const inMain = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** Reads a streamed answer until it holds `marker` (the page's first chunk, before the store answers). */
async function readUntil(res: Response, marker: string) {
  const reader = res.body!.getReader();
  let head = '';
  while (!head.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) break;
    head += new TextDecoder().decode(value);
  }
  await reader.cancel();
  return head;
}

describe('the category landing pages', () => {
  it('are the five categories with lists of their own', () => {
    expect(LANDING_CATEGORIES.map((c) => c.nameSlug)).toEqual([
      'cards-and-stationery',
      'photo-gifts',
      'drinkware',
      'wall-decor',
      'home-decor',
    ]);
  });

  for (const category of LANDING_CATEGORIES) {
    it(`${category.nameSlug}: its description and every list as a card with a from-price`, async () => {
      const res = await site(routes[category.routeName].path);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain(`<h1 class="heading-1">${category.name.replace('&', '&amp;')}</h1>`);
      const cards = part(page, 'group-cards');
      for (const list of category.products) {
        expect(cards).toContain(`href="${routes[list.routeName].path}"`);
        expect(cards).toContain(list.name);
      }
      expect(inMain(page).match(/data-testid="from-price"/g)?.length).toBe(category.products.length);
      expect(page).toContain('"@type":"BreadcrumbList"');
    });
  }

  it('asks the store once for all its lists’ groups, and prices cards per card, other lists per piece', async () => {
    await clearStoreRequests();
    const page = await (await site('/create-and-print/cards-and-stationery')).text();
    const batches = (await storeRequests()).filter((r) => r.path === '/api/v1/groups/batch') as unknown as {
      body: { slugs: string[] };
    }[];
    expect(batches).toHaveLength(1);
    expect(batches[0]!.body.slugs).toEqual(['cards', 'notebooks', 'planners']);
    const prices = inMain(page);
    expect(prices).toMatch(/From \$[\d.]+ per card/);
    expect(prices.match(/From \$/g)).toHaveLength(3);
    expect(prices.match(/per card/g)).toHaveLength(1);
    // Each list's picture is its cheapest product's, from the store's image host, resized (decision 060).
    expect(
      prices.match(/<img src="\/cdn-cgi\/image\/[^"/]+\/http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+"[^>]* alt=""/g),
    ).toHaveLength(3);
  });

  it('ignores any query, hostile or not, and never reflects it', async () => {
    for (const path of [
      '/create-and-print/drinkware?term=%3Cscript%3Ex&page=-1&filter=%00',
      '/create-and-print/photo-prints?option=%22%3E%3Cb%3E',
    ]) {
      const res = await site(path);
      expect(res.status, path).toBe(200);
      const page = await res.text();
      expect(page).not.toContain('<script>x');
      expect(page).not.toContain('"><b>');
    }
  });

  for (const [name, fault] of [
    ['down', { mode: 'down' }],
    ['500', { mode: 'error', status: 500 }],
    ['malformed', { mode: 'malformed' }],
  ] as const) {
    it(`stands when the store is ${name}: the lists stay, each price offers a retry`, async () => {
      const reported = quiet();
      try {
        await control('store', '/fault', { ...fault, path: '/api/v1/groups/batch' });
        const res = await site('/create-and-print/drinkware');
        expect(res.status).toBe(200);
        const page = await res.text();
        expect(part(page, 'group-cards')).toContain('href="/create-and-print/drinkware/photo-mugs"');
        expect(inMain(page).match(/data-testid="from-price-error"/g)).toHaveLength(4);
        expect(inMain(page)).toContain('<a href="/create-and-print/drinkware">Try again</a>');
      } finally {
        reported.mockRestore();
      }
    });
  }

  it('sends its lists before a slow store answers, their prices held in place', async () => {
    await control('store', '/fault', { mode: 'slow', delayMs: 20_000, path: '/api/v1/groups/batch' });
    const res = await site('/create-and-print/wall-decor');
    expect(res.status).toBe(200);
    const head = await readUntil(res, 'Loading prices');
    expect(head).toContain('href="/create-and-print/wall-decor/canvas-prints"');
    expect(head).toContain('Metal Wall Panels');
    // Without script the fallback stays: the page says so and offers itself again, waiting for the store.
    expect(head).toContain(
      '<a href="/create-and-print/wall-decor?wait=store" class="underline">Show this page with its prices</a>',
    );
  });

  it('has its prices in the page itself when the store answers late but the visitor asks to wait', async () => {
    await control('store', '/fault', { mode: 'slow', delayMs: 1_000, path: '/api/v1/groups/batch', times: 1 });
    const page = await (await site('/create-and-print/wall-decor?wait=store')).text();
    expect(inMain(page).match(/data-testid="from-price"/g)).toHaveLength(2);
    expect(page).not.toContain('data-testid="slow-store"');
  });
});

describe('photo prints', () => {
  it('shows the enabled fast-print sizes with prices, each leading into the app with its size chosen', async () => {
    const res = await site('/create-and-print/photo-prints');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('href="/app/photo-prints"');
    const prints = part(inMain(page), 'deals');
    expect(prints).toContain('href="/app/photo-prints?option=4x6-photo-print"');
    expect(prints).toContain('5x7 Photo Print');
    expect(prints).not.toContain('4x4 Square');
    // A promoted size shows its list price struck through and the percent off.
    expect(prints).toMatch(/<s[^>]*>.*\$0\.39<\/span><\/s>/);
    expect(prints).toContain('30% off');
  });

  for (const [name, fault] of [
    ['down', { mode: 'down' }],
    ['500', { mode: 'error', status: 500 }],
    ['malformed', { mode: 'malformed' }],
  ] as const) {
    it(`stands when the store is ${name}, with a retry and the way into the app`, async () => {
      const reported = quiet();
      try {
        await control('store', '/fault', { ...fault, path: '/api/v1/products/fast_print' });
        const res = await site('/create-and-print/photo-prints');
        expect(res.status).toBe(200);
        const page = await res.text();
        expect(page).toContain('data-testid="deals-error"');
        expect(page).toContain('href="/create-and-print/photo-prints" class="btn-primary">Try again');
        expect(page).toContain('href="/app/photo-prints"');
      } finally {
        reported.mockRestore();
      }
    });
  }

  it('sends the page before a slow store answers, the sizes held in place', async () => {
    await control('store', '/fault', { mode: 'slow', delayMs: 20_000, path: '/api/v1/products/fast_print' });
    const res = await site('/create-and-print/photo-prints');
    expect(res.status).toBe(200);
    const head = await readUntil(res, 'deals-loading');
    expect(head).toContain('Order photo prints');
  });
});
