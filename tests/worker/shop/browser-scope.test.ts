// The print browser shows the print catalogue and nothing else (issue 25): the index asks the
// store for the print-project-type tree's products, every card leads where its product is sold,
// a page past the last is a 404 as on every list of the site, and names sort naturally.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoreRequests, control, site, storeRequests } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

/** The browser's results, past the menus (which name every list). */
const results = (html: string) => {
  const at = html.lastIndexOf('data-testid="browser-results"');
  return at < 0 ? '' : html.slice(at, html.indexOf('</ul>', at));
};
const cardsOf = (html: string) =>
  [...results(html).matchAll(/data-sku="([^"]+)"[\s\S]*?<a href="([^"]+)" class="card-link">/g)].map((m) => ({
    sku: m[1]!,
    href: m[2]!,
  }));

type Listed = { sku: string; product_type: string; enabled: boolean };

/** What the store itself lists, all of it, as a shopper never sees it. */
async function storeProducts(): Promise<Listed[]> {
  const res = await fetch(`${env.STORE_API_URL}/products/search?per_page=250`);
  return ((await res.json()) as { products: Listed[] }).products;
}

describe('the index browser', () => {
  it('asks the store for print products only, and lists every one of them, each card linking to its page', async () => {
    await clearStoreRequests();
    const first = await (await site('/create-and-print')).text();
    const search = (await storeRequests()).find((r) => r.path === '/api/v1/products/search') as unknown as {
      query: Record<string, string>;
    };
    expect(search.query.type).toBe('print-project-type');

    const pages = Number(/Page 1 of (\d+)/.exec(first)?.[1] ?? '1');
    const cards = cardsOf(first);
    for (let page = 2; page <= pages; page++)
      cards.push(...cardsOf(await (await site(`/create-and-print?page=${page}`)).text()));

    const everything = await storeProducts();
    // The store sells more than prints (storage, digitization, tickets): none of it is a card here.
    expect(everything.some((p) => p.product_type !== 'print')).toBe(true);
    const prints = everything.filter((p) => p.product_type === 'print' && p.enabled).map((p) => p.sku);
    expect(cards.map((c) => c.sku).sort()).toEqual(prints.sort());
    for (const card of cards) {
      expect(card.href, card.sku).toMatch(
        card.sku.startsWith('PRT-')
          ? /^\/app\/photo-prints\?option=[a-z0-9-]+$/
          : /^\/create-and-print\/[a-z-]+(\/[a-z-]+)?\/[a-z0-9-]+$/,
      );
    }

    // Its categories count exactly what it lists.
    const nav = first.slice(first.lastIndexOf('aria-label="Categories"'));
    const counts = [...nav.slice(0, nav.indexOf('</nav>')).matchAll(/\((\d+)\)<\/span>/g)].map((m) => Number(m[1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(cards.length);
  });
});

describe('the index’s categories', () => {
  it('are the print-project-type tree’s top groups, counting all they hold: blankets are in Home Decor', async () => {
    const page = await (await site('/create-and-print')).text();
    const at = page.lastIndexOf('aria-label="Categories"');
    const categories = page.slice(at, page.indexOf('</ul>', at));
    const count = (name: string) =>
      new RegExp(`>${name}(<!-- -->)?<span[^>]*> \\((\\d+)\\)</span>`).exec(categories)?.[2];
    expect(count('Home Decor')).toBe('6');
    expect(categories).not.toContain('>Blankets');
    const homeDecor = await (await site('/create-and-print?category=home-decor')).text();
    expect(cardsOf(homeDecor).map((c) => c.sku)).toEqual(expect.arrayContaining(['BLK-WOVEN-50X60', 'PIL-16X16']));
  });
});

describe('pages past the last', () => {
  it('are a 404, however large the number', async () => {
    for (const path of [
      '/create-and-print?page=99999999999999999999',
      '/create-and-print/drinkware/photo-mugs?page=2',
    ]) {
      const res = await site(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page Not Found (404)');
    }
    expect((await site('/api/print-browser?path=%2Fcreate-and-print%2Fdrinkware%2Fphoto-mugs&page=2')).status).toBe(
      404,
    );
  });

  it('lead to the last page when the store answered after the page was sent', async () => {
    await control('store', '/fault', { mode: 'slow', delayMs: 1_000, path: '/api/v1/products/search', times: 1 });
    const res = await site('/create-and-print/drinkware/photo-mugs?page=3');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('data-testid="browser-past-end"');
    expect(page).toContain('There is no page 3');
    expect(page).toContain('href="/create-and-print/drinkware/photo-mugs">Go to the last page</a>');
    expect(page).not.toContain('data-testid="browser-empty"');
  });
});

describe('sorting', () => {
  it('sorts names naturally: 8x10 before 16x20 before 24x36', async () => {
    const list = results(await (await site('/create-and-print/wall-decor/canvas-prints?sort=name')).text());
    const at = ['8x10 Canvas', '16x20 Canvas', '24x36 Canvas'].map((name) => list.indexOf(name));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  /** Each card's headline price in dollars, in the order shown; null for one not for sale now. */
  const headlines = (html: string) =>
    results(html)
      .split('data-testid="product-card"')
      .slice(1)
      .map((card) => {
        const now = /data-part="now">\$([\d,.]+)/.exec(card)?.[1];
        return {
          sku: /data-sku="([^"]+)"/.exec(card)?.[1],
          price: now === undefined ? null : Number(now.replace(',', '')),
        };
      });

  it('sorts by the headline price each card shows, packs included, unpriced ones last both ways', async () => {
    for (const [sort, path] of [
      ['price_asc', '/create-and-print?sort=price_asc'],
      ['price_desc', '/create-and-print?sort=price_desc'],
      ['price_asc', '/create-and-print?category=drinkware&sort=price_asc'],
      ['price_desc', '/create-and-print?category=drinkware&sort=price_desc'],
    ] as const) {
      const cards = headlines(await (await site(path)).text());
      const priced = cards.flatMap((c) => (c.price === null ? [] : [c.price]));
      expect(priced.length, path).toBeGreaterThan(3);
      expect(priced, path).toEqual([...priced].sort((a, b) => (sort === 'price_asc' ? a - b : b - a)));
      // The products without a price (not for sale now) come after every priced one.
      const firstUnpriced = cards.findIndex((c) => c.price === null);
      if (firstUnpriced >= 0)
        expect(
          cards.slice(firstUnpriced).every((c) => c.price === null),
          path,
        ).toBe(true);
    }
    const drinkware = headlines(await (await site('/create-and-print?category=drinkware&sort=price_desc')).text());
    expect(drinkware.at(-1)).toEqual({ sku: 'TMB-30OZ', price: null });
    // A card's headline is its pack's price, what the cart is charged; the price per card is beside it.
    const cards = await (await site('/create-and-print/cards-and-stationery/cards?sort=price_asc')).text();
    expect(headlines(cards).every((c) => c.price !== null && c.price > 5)).toBe(true);
    expect(results(cards)).toMatch(/\$[\d.]+ per card/);
  });

  it('has a Sort button only for pages without script', async () => {
    const page = await (await site('/create-and-print/photo-books')).text();
    expect(page).toMatch(/<noscript><button type="submit" class="btn-secondary">Sort<\/button><\/noscript>/);
  });
});
