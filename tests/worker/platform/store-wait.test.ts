// Every page that shows a price has it in the HTML the server sends when the store answers within
// the page's wait (issue 25, docs/decisions/045): prices, buy buttons and Offer JSON-LD, for a
// visitor without script and for crawlers. When the store is late the page streams them, and says
// to a visitor without script where the page waits for them; crawlers still find the offers.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, ORIGIN, serve, site } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { syncEvents } from '../events/sync-events.ts';

beforeAll(syncEvents);
afterEach(() => control('store', '/reset'));

/** The page's own content: a part streamed after the shell lands after the footer instead. */
const inMain = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const count = (html: string, text: string) => html.split(text).length - 1;

/**
 * The page from a site whose wait is longer than any test: the fixture store's response comes within
 * it however slow the machine, so a page without its prices is the page's fault, not the timing's.
 */
const patiently = async (path: string) =>
  (await serve(createApp(), new Request(`${ORIGIN}${path}`), { ...env, STORE_WAIT_MS: '20000' })).text();

/**
 * Each priced page, what it shows once priced (a test id, and how many times), and what streams in
 * when the store is late (the same, but for the estimator, whose island takes its prices as JSON).
 * Every page that sells has its offers in JSON-LD; a category's from-prices and the estimate are
 * not offers.
 */
const NO_OFFERS = ['/create-and-print/drinkware', '/digital-conversion/estimator'];
const PRICED: [path: string, testId: string, times: number, late?: string][] = [
  ['/digital-conversion', 'service-price', 13],
  ['/forever-club', 'plan-price', 4],
  ['/pixels2pages', 'plan-price', 2],
  ['/events/preserve-and-share-summit-2027', 'ticket-price', 2],
  ['/preserve-and-share', 'storage-plan-price', 1],
  ['/gifting/artisan', 'gift-price', 3],
  ['/create-and-print', 'from-price', 8],
  ['/create-and-print/photo-prints', 'product-price', 3],
  ['/create-and-print/drinkware', 'from-price', 4],
  ['/create-and-print/photo-books/8x8-standard-photo-book', 'product-detail', 1],
  [
    '/digital-conversion/estimator?step=summary&steps=audio&box=have&audio=2',
    'estimate-total',
    1,
    'id="digitization-prices"',
  ],
];

describe('prices in the HTML', () => {
  for (const [path, testId, times] of PRICED) {
    it(`${path}: ${times} × ${testId} in the page itself, with nothing left loading`, async () => {
      const page = await patiently(path);
      const main = inMain(page);
      expect(count(main, `data-testid="${testId}"`)).toBeGreaterThanOrEqual(times);
      expect(main).not.toMatch(/Loading prices?…/);
      expect(page).not.toContain('data-testid="slow-store"');
      if (!NO_OFFERS.some((p) => path.startsWith(p))) expect(page).toContain('"@type":"Offer"');
    });
  }

  it('with a buy button beside each plan, as the store sells them', async () => {
    const main = inMain(await patiently('/forever-club'));
    expect(count(main, '>Log in to buy</a>')).toBe(4);
  });
});

describe('prices from a late store', () => {
  const slowStore = async () => {
    for (const path of ['/api/v1/products', '/api/v1/groups'])
      await control('store', '/fault', { mode: 'slow', delayMs: 900, path });
    // A product page asks for its record beside its list (docs/decisions/064): late only when it
    // comes past the list's response and the wait.
    await control('store', '/fault', {
      mode: 'slow',
      delayMs: 1_800,
      path: '/api/v1/products/8x8-standard-photo-book',
    });
  };

  for (const [path, testId, , late = `data-testid="${testId}"`] of PRICED) {
    it(`${path}: streamed after the shell, with the way to them for a visitor without script`, async () => {
      await slowStore();
      const page = await (await site(path)).text();
      expect(inMain(page)).not.toContain(`data-testid="${testId}"`);
      expect(page.slice(page.indexOf('</main>'))).toContain(late);
      const notice = new RegExp(
        String.raw`<noscript><p class="page-width panel mb-6" data-testid="slow-store">[\s\S]*?<a href="` +
          String.raw`([^"]+)" class="underline">Show this page with its prices<\/a>`,
      ).exec(page);
      expect(notice).not.toBeNull();
      const patient = notice![1]!.replaceAll('&amp;', '&');
      expect(new URL(patient, 'http://x').searchParams.get('wait')).toBe('store');

      const waited = await (await site(patient)).text();
      expect(inMain(waited)).toContain(`data-testid="${testId}"`);
      expect(waited).not.toContain('data-testid="slow-store"');
    });
  }
});
