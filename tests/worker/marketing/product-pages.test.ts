// The pages that sell (issue 13): plans priced live from the fixture store, streamed; the page
// standing with a retry state when the store is down; add to cart as a form posted to the page.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { yearlySavingsPercent } from '#client/components/marketing/plans.ts';
import { YEARLY_SAVINGS_CLAIM_PERCENT } from '#core/domain/constants.ts';
import { formatUsd } from '#core/domain/money.ts';
import { findProduct } from '#tests/fixtures/store/catalogue.ts';
import { syncCompany } from '#tests/worker/company/sync-company.ts';
import {
  clearStoreRequests,
  control,
  logInCookie,
  site,
  storeRequests,
  withCookiesSet,
} from '#tests/worker/helpers.ts';

beforeAll(syncCompany);
afterEach(() => control('store', '/reset'));

const price = (slug: string) => {
  const p = findProduct(slug, 'slug');
  if (!p) throw new Error(`no fixture product ${slug}`);
  return p.promotionPrice ?? p.price_cents;
};

const SELLING: Record<string, string[]> = {
  '/artisan': [
    'artisan-year',
    'artisan-lifetime',
    'artisan-lifetime-installment',
    'artisan6-exclusive-digital-art',
    'artisan-year-gift',
    'artisan-lifetime-gift',
  ],
  '/family-research': [
    'family-research-3-month-plan',
    'family-research-6-month-plan',
    'family-research-12-month-plan',
    'genealogy-coaching-project-3-month-plan',
    'genealogy-coaching-project-6-month-plan',
    'genealogy-coaching-project-12-month-plan',
    'family-research-consultation',
  ],
  '/forever-club': ['forever-club-25', 'forever-club-50', 'forever-club-100', 'forever-club-250'],
  '/historian': ['historian-software'],
  '/valet': ['valet-software'],
  '/pixels2pages': ['pixels2pages-monthly', 'pixels2pages-yearly'],
  '/facial-recognition': ['facial-recognition-monthly', 'facial-recognition-yearly'],
  '/video': ['video-streaming-monthly', 'video-streaming-yearly'],
  '/photo-restoration-and-colorization': [
    'photo-restoration',
    'photo-colorization',
    'photo-restoration-and-colorization',
  ],
  '/training': ['training-monthly', 'training-yearly'],
};

const OTHERS = [
  '/mobile-apps',
  '/bulk-orders',
  '/create-and-sell-digital-art',
  '/referrals',
  '/become-an-ambassador',
  '/ambassador-card',
  '/gift-guide',
];

describe.each(Object.entries(SELLING))('%s', (path, slugs) => {
  it('answers 200 with one h1 and every plan priced from the store, with Product JSON-LD', async () => {
    const res = await site(path);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toContain(`<link rel="canonical" href="http://localhost:8787${path}"`);
    for (const slug of slugs) expect(page, slug).toContain(formatUsd(price(slug)));
    expect(page.match(/"@type":"Product"/g)?.length).toBe(slugs.length);
    expect(page).toContain('"priceCurrency":"USD"');
    expect(page).toContain('Log in to buy');
  });
});

describe.each(OTHERS)('%s', (path) => {
  it('answers 200 with one h1', async () => {
    const res = await site(path);
    expect(res.status).toBe(200);
    expect((await res.text()).match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe('what the plans say', () => {
  it('shows a promotion price with the list price struck through', async () => {
    const page = await (await site('/artisan')).text();
    const year = findProduct('artisan-year', 'slug')!;
    expect(year.promotionPrice).toBeLessThan(year.price_cents);
    expect(page).toContain(`<s class="ml-2 text-base font-normal text-slate-500">${formatUsd(year.price_cents)}</s>`);
    expect(page).toContain('21 monthly blueprints');
    expect(page).toContain('Free digital art kits every quarter');
  });
  it('gives each research and coaching plan its hourly rate, and shows up to 3 researchers', async () => {
    const page = await (await site('/family-research')).text();
    expect(page).toContain(`${formatUsd(Math.round(price('family-research-3-month-plan') / 15))} an hour`);
    expect(page).toContain(`${formatUsd(Math.round(price('family-research-12-month-plan') / 60))} an hour`);
    expect(page).toContain(`${formatUsd(Math.round(price('genealogy-coaching-project-6-month-plan') / 6))} an hour`);
    expect(page).toContain('A written report every month');
    expect(page.match(/data-testid="researcher"/g)).toHaveLength(3);
    // The quoted project is not sold online.
    expect(page).toContain('Not available to order online');
  });
  it('claims the yearly plans save more than 25 percent only because the live prices say so', async () => {
    for (const line of ['facial-recognition', 'video-streaming', 'pixels2pages', 'training']) {
      expect(yearlySavingsPercent(price(`${line}-monthly`), price(`${line}-yearly`))).toBeGreaterThan(
        YEARLY_SAVINGS_CLAIM_PERCENT,
      );
    }
    for (const path of ['/facial-recognition', '/video', '/pixels2pages', '/training']) {
      expect(await (await site(path)).text(), path).toContain('Yearly plans save more than 25 percent');
    }
  });
  it('gives the pixels2Pages landing the bar of its section, with its search', async () => {
    const page = await (await site('/pixels2pages')).text();
    expect(page).toMatch(/<form [^>]*action="\/pixels2pages\/posts" method="get"/);
  });
  it('lists every club tier', async () => {
    const page = await (await site('/forever-club')).text();
    for (const tier of [25, 50, 100, 250]) expect(page).toContain(`Club ${tier}</h3>`);
  });
});

describe('with the store down', () => {
  it('stands: the heading and copy render, the prices show a retry state, and the error is reported', async () => {
    await control('store', '/fault', { mode: 'error', status: 503, path: '/api/v1/products' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site('/family-research');
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain('Find the people behind the photos</h1>');
      expect(page).toContain('Research, 3 months');
      expect(page).toContain('Prices could not be loaded right now.');
      expect(page).toContain('action="/family-research#research-plans" method="get"');
      expect(page).not.toContain('data-testid="plan-price"');
      expect(page).not.toContain('"@type":"Product"');
      expect(reported).toHaveBeenCalledWith(expect.stringContaining('part=plans'), expect.anything());
    } finally {
      reported.mockRestore();
    }
  });
});

describe('add to cart', () => {
  const post = (cookie: string, body: Record<string, string>) =>
    site('/video', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const productId = String(findProduct('video-streaming-yearly', 'slug')!.id);

  it('sends a signed-out buyer to log in first', async () => {
    const res = await post('', { product_id: productId });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('log-in');
  });
  it('puts the plan in the cart and says so', async () => {
    const cookie = await logInCookie();
    const page = await (await site('/video', { cookie })).text();
    expect(page).toContain(`name="product_id" value="${productId}"`);
    const res = await post(cookie, { product_id: productId });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/video#plan-added');
    const after = await (await site('/video', { cookie: withCookiesSet(cookie, res) })).text();
    expect(after).toContain('Added to your cart.');
  });
  it('answers a failed add with the exact SPEC §8 text, never a 500', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/current_order/line_items' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await post(cookie, { product_id: productId });
      expect(res.status).toBe(502);
      expect(await res.text()).toContain(
        'Something went wrong and we were unable to add this product to your cart. Please try again later.',
      );
    } finally {
      reported.mockRestore();
    }
  });
  it('answers a product this page does not sell, or no product at all, with a 422 and the same text', async () => {
    const cookie = await logInCookie();
    await clearStoreRequests();
    const elsewhere = await post(cookie, { product_id: String(findProduct('artisan-year', 'slug')!.id) });
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.text()).toContain('unable to add this product to your cart');
    expect((await storeRequests()).some((r) => r.path.includes('line_items'))).toBe(false);
    const refused = await post(cookie, { product_id: '999999' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('unable to add this product to your cart');
    const missing = await post(cookie, { product_id: 'x' });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('unable to add this product to your cart');
  });
  it('is not offered on a page that sells nothing', async () => {
    const res = await site('/privacy', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'product_id=1',
    });
    expect(res.status).not.toBe(303);
    expect(res.status).toBeLessThan(500);
  });
});
