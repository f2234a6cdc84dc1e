// A crawl of the print catalogue (issue 25): every product list and the index browser, page by
// page, holds print products only, and every card leads to a page that answers 200 or to a path
// of the account app SPEC §2.4 documents (the photo-print ordering, its size chosen). The deals and
// fast prints too.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import { site } from '#tests/worker/helpers.ts';

/** SPEC §2.4: "/app/photo-prints (optional option query)". */
const DOCUMENTED_OUTSIDE = /^\/app\/photo-prints(\?option=[A-Za-z0-9._~-]+)?$/;

interface Card {
  sku: string;
  href: string;
  on: string;
}

function cardsIn(html: string, on: string, testId: string): Card[] {
  const cards: Card[] = [];
  for (
    let at = html.indexOf(`data-testid="${testId}"`);
    at >= 0;
    at = html.indexOf(`data-testid="${testId}"`, at + 1)
  ) {
    const list = html.slice(at, html.indexOf('</ul>', at));
    for (const m of list.matchAll(/data-sku="([^"]+)"[\s\S]*?<a href="([^"]+)" class="card-link">/g)) {
      cards.push({ sku: m[1]!, href: m[2]!.replaceAll('&amp;', '&'), on });
    }
  }
  return cards;
}

async function printSkus(type?: string | null): Promise<Set<string>> {
  const res = await fetch(`${env.STORE_API_URL}/products/search?per_page=250${type ? `&type=${type}` : ''}`);
  const { products } = (await res.json()) as { products: { sku: string; product_type: string }[] };
  return new Set(products.filter((p) => p.product_type === 'print').map((p) => p.sku));
}

describe('a crawl of the print catalogue', () => {
  it('finds print products only, each card leading to a page that answers or to the documented photo-print ordering', {
    timeout: 120_000,
  }, async () => {
    const browsing = PRINT_PLACES.filter((p) => p.kind === 'index' || p.kind === 'list');
    const cards: Card[] = [];
    const listed = new Map<string, Set<string>>();
    for (const place of browsing) {
      const skus = new Set<string>();
      for (let page = 1, pages = 1; page <= pages; page++) {
        const path = page === 1 ? place.path : `${place.path}?page=${page}`;
        const res = await site(path);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        pages = Number(/Page \d+ of (\d+)/.exec(html)?.[1] ?? '1');
        const results = cardsIn(html, path, 'browser-results');
        for (const card of results) skus.add(card.sku);
        cards.push(...results);
        if (place.kind === 'index' && page === 1) cards.push(...cardsIn(html, path, 'deals'));
      }
      listed.set(place.path, skus);
    }
    // The pages walked are as many as the page said; what the store holds for the place says
    // whether that was all of them.
    for (const place of browsing)
      expect([place.path, listed.get(place.path)]).toEqual([place.path, await printSkus(place.type)]);
    cards.push(
      ...cardsIn(
        await (await site('/create-and-print/photo-prints')).text(),
        '/create-and-print/photo-prints',
        'deals',
      ),
    );
    expect(cards.length).toBeGreaterThan(60);

    const prints = await printSkus();
    expect(cards.filter((c) => !prints.has(c.sku))).toEqual([]);

    const answers = new Map<string, number>();
    for (const href of new Set(cards.map((c) => c.href))) {
      if (DOCUMENTED_OUTSIDE.test(href)) continue;
      answers.set(href, (await site(href)).status);
    }
    expect([...answers].filter(([, status]) => status !== 200)).toEqual([]);
    expect(cards.some((c) => DOCUMENTED_OUTSIDE.test(c.href))).toBe(true);
  });
});
