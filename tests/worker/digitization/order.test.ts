// The box order against the fixture store: the boxes from their groups with the services
// promotion, a box's options, adding it to the cart, and the store failing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#core/domain/messages.ts';
import {
  clearStoreRequests,
  control,
  logInCookie,
  site,
  storeRequests,
  withCookiesSet,
} from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const BOX = '/digital-conversion/order/forever-box-10';
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('/digital-conversion/order', () => {
  it('lists the boxes of d2c-forever-boxes with their promotion price, and the itemized products', async () => {
    await clearStoreRequests();
    const res = await site('/digital-conversion/order');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.match(/data-testid="box-card"/g)).toHaveLength(3);
    expect(page).toContain('href="/digital-conversion/order/forever-box-10"');
    expect(page).toContain('$279.20');
    // The store's generic line is priced per quote by staff: never a $1 item in a price list.
    expect(page).not.toContain('Additional Item');
    expect(page).toContain('Up to 25 items');
    expect(page).toContain('Priced per item');
    const batch = (await storeRequests()).find((r) => r.path === '/api/v1/groups/batch') as unknown as {
      body: { slugs: string[] };
    };
    expect(batch.body.slugs).toEqual(['d2c-forever-boxes', 'd2c-forever-boxes-itemized', 'extra-items-1']);
  });

  it('says the boxes cannot be shown when the store is down, and the page stands', async () => {
    await control('store', '/fault', { mode: 'down', path: '/api/v1/groups' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site('/digital-conversion/order');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('data-testid="boxes-unavailable"');
    } finally {
      reported.mockRestore();
    }
  });
});

describe('/digital-conversion/order with a slow store', () => {
  it('gives up after the request timeout and says the boxes cannot be shown', { timeout: 40_000 }, async () => {
    // The store answers after 24 s: the page ends before that only through its 14 s time-out.
    await control('store', '/fault', { mode: 'slow', delayMs: 24_000, path: '/api/v1/groups/batch' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site('/digital-conversion/order');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('data-testid="boxes-unavailable"');
    } finally {
      reported.mockRestore();
    }
  });
});

describe('/digital-conversion/order/{slug}', () => {
  it('shows the box, its dimensions and its options: download fixed, extras at 0, standard processing', async () => {
    const res = await site(BOX);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>Forever Box (10 items)');
    expect(page).toContain('12 x 10 x 6 in');
    expect(page).toContain('data-testid="box-download"');
    expect(page).toMatch(/id="box-thumbDrive"[^>]*value="0"|value="0"[^>]*id="box-thumbDrive"/);
    expect(page).toContain('DVD sets (videos only)');
    // Each processing time says what it costs: Standard is in the box, Priority is its own product.
    expect(page).toContain('Standard: about 8 weeks, included');
    expect(page).toContain('Priority: about 3 weeks, $49.99 a box');
    expect(page).toContain('data-behaviour="box-order"');
    // No React island: the form is the server's, its behaviour in the one entry script.
    expect(page).not.toContain('data-island=');
  });

  it('is a 404 for an unknown or malformed slug', async () => {
    expect((await site('/digital-conversion/order/no-such-box')).status).toBe(404);
    expect((await site('/digital-conversion/order/%3Cscript%3E')).status).toBe(404);
  });

  // A box's page is its product page: without the store it cannot show what it sells (decision 064).
  it('answers 503, Retry-After when the store cannot say what the box is, never cached; 200 once back', async () => {
    await control('store', '/fault', { mode: 'down', path: '/api/v1/groups' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site(BOX);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain('data-testid="boxes-unavailable"');
    } finally {
      reported.mockRestore();
    }
    await control('store', '/reset');
    expect((await site(BOX)).status).toBe(200);
  });

  it('sends a signed-out buyer to log in first', async () => {
    const res = await site(BOX, form({ thumbDrive: '1' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('redirectTo=%2Fdigital-conversion%2Forder%2Fforever-box-10');
  });

  it('brings a signed-out buyer back from log-in to the box with the options chosen', async () => {
    const res = await site(BOX, form({ thumbDrive: '2', dvdSet: '1', processingTime: 'priority', download: 'yes' }));
    expect(res.status).toBe(303);
    const logIn = new URL(res.headers.get('location')!, 'http://x');
    expect(logIn.pathname).toBe('/log-in');
    const target = logIn.searchParams.get('redirectTo')!;
    expect(target).toBe(`${BOX}?thumbDrive=2&dvdSet=1&processingTime=priority`);
    const back = await (await site(target, { cookie: await logInCookie() })).text();
    expect(back).toMatch(/id="box-thumbDrive"[^>]*value="2"|value="2"[^>]*id="box-thumbDrive"/);
    expect(back).toMatch(/id="box-dvdSet"[^>]*value="1"|value="1"[^>]*id="box-dvdSet"/);
    expect(back).toMatch(/name="processingTime"[^>]*checked=""[^>]*value="priority"/);
  });

  it('adds the box with its options and the services promotion to the cart, priority processing per box', async () => {
    const cookie = await logInCookie();
    await clearStoreRequests();
    const res = await site(BOX, {
      ...form({ download: 'no', thumbDrive: '2', dvdSet: '1', processingTime: 'priority', boxes: '2' }),
      cookie,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(BOX);
    const posted = (await storeRequests()).filter((r) => r.path === '/api/v1/current_order/line_items') as unknown as {
      body: Record<string, unknown>;
    }[];
    expect(posted.map((r) => r.body)).toEqual([
      {
        product_id: expect.any(Number),
        quantity: 2,
        option_values: [],
        required_line_items_attributes: [{ download: true, processing_time: 'priority', lead_time_weeks: 3 }],
        promotion_code: 'services-landing-page',
      },
      {
        product_id: expect.any(Number),
        quantity: 2,
        option_values: [],
        required_line_items_attributes: null,
        promotion_code: 'services-landing-page',
      },
      {
        product_id: expect.any(Number),
        quantity: 1,
        option_values: [],
        required_line_items_attributes: null,
        promotion_code: 'services-landing-page',
      },
      {
        product_id: expect.any(Number),
        quantity: 2,
        option_values: [],
        required_line_items_attributes: null,
        promotion_code: 'services-landing-page',
      },
    ]);
    const after = await (await site(BOX, { cookie: withCookiesSet(cookie, res) })).text();
    expect(after).toContain('data-testid="box-added"');
  });

  it('reads hostile option bodies as valid options, never a 5xx', async () => {
    const cookie = await logInCookie();
    for (const fields of [
      { thumbDrive: '-5', dvdSet: '1e9' },
      { processingTime: '<script>', thumbDrive: 'x' },
      { download: 'no', dvdSet: '99999' },
    ] as Record<string, string>[]) {
      const res = await site(BOX, { ...form(fields), cookie });
      expect(res.status, JSON.stringify(fields)).toBe(303);
    }
    const bad = await site(BOX, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"thumbDrive":',
      cookie,
    });
    expect(bad.status).toBeLessThan(500);
  });

  it('shows the SPEC §8 text, with the options as sent, when the store refuses', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/current_order/line_items' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site(BOX, { ...form({ thumbDrive: '3', processingTime: 'priority' }), cookie });
      expect(res.status).toBe(502);
      const page = await res.text();
      expect(page).toContain(MESSAGES.addToCartFailed);
      expect(page).toMatch(/id="box-thumbDrive"[^>]*value="3"|value="3"[^>]*id="box-thumbDrive"/);
    } finally {
      reported.mockRestore();
    }
  });
});
