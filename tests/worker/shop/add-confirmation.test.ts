// The confirmation after an add to cart without script (issue 25, trial finding 7): only the
// site's own redirect after a real add says "added", through a short-lived HttpOnly cookie that
// the next page reads once; an address that claims an add says nothing, and a page that says it
// is this visitor's alone, never cached in a shared cache.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { syncEvents } from '#tests/worker/events/sync-events.ts';
import {
  AMBASSADOR,
  control,
  formPost,
  logInCookie,
  resetFixtures,
  site,
  withCookiesSet,
} from '#tests/worker/helpers.ts';

beforeAll(syncEvents);
afterEach(() => control('store', '/reset'));

const BOOK = '/create-and-print/photo-books/8x8-standard-photo-book';
const BOX = '/digital-conversion/order/forever-box-10';
const EVENT = '/events/family-history-day-2026';

const productIdOn = async (path: string, cookie: string) =>
  /value="(\d+)"[^>]*name="product_id"|name="product_id" value="(\d+)"/.exec(
    await (await site(path, { cookie })).text(),
  )!;
const idOf = (m: RegExpExecArray) => (m[1] ?? m[2])!;

/**
 * Every page that adds to the cart with a form posted to itself: where it goes back, what it shows,
 * and an address that lies.
 */
const PAGES = [
  {
    name: 'a product page',
    crafted: `${BOOK}?added=1&cart=999999`,
    shown: 'data-testid="added-to-cart"',
    add: async (cookie: string) => formPost(BOOK, cookie, { product_id: idOf(await productIdOn(BOOK, cookie)) }),
  },
  {
    name: 'the storage plans',
    crafted: '/preserve-and-share?tier=1TB&plan=24-months&added=1',
    shown: 'Your storage plan is in your cart.',
    add: (cookie: string) => formPost('/preserve-and-share', cookie, { tier: '1TB', plan: '24-months' }),
  },
  {
    name: 'a marketing page’s plans',
    crafted: '/video?added=1',
    shown: 'data-testid="added-to-cart"',
    add: async (cookie: string) =>
      formPost('/video', cookie, { product_id: idOf(await productIdOn('/video', cookie)) }),
  },
  {
    name: 'the box order',
    crafted: `${BOX}?added=1`,
    shown: 'data-testid="box-added"',
    add: (cookie: string) =>
      formPost(BOX, cookie, { download: 'yes', thumbDrive: '0', dvdSet: '0', processingTime: 'standard' }),
  },
  {
    name: 'an event’s tickets',
    crafted: `${EVENT}?added=1`,
    shown: 'Your ticket is in your cart.',
    add: async (cookie: string) =>
      formPost(EVENT, cookie, {
        product_id: idOf(await productIdOn(EVENT, cookie)),
        badge_name: 'Casey',
        country: 'US',
        region: 'ID',
        city: 'Boise',
        dietary_restriction: 'none',
      }),
  },
];

describe.each(PAGES)('$name', ({ crafted, shown, add }) => {
  it('says nothing of an add its address claims', async () => {
    const res = await site(crafted, { cookie: await logInCookie() });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).not.toContain(shown);
    expect(page).not.toContain('999999');
  });

  it('says what was added once, after the real add, then not on reload', async () => {
    await resetFixtures();
    const cookie = await logInCookie();
    const added = await add(cookie);
    expect(added.status).toBe(303);
    const location = added.headers.get('location')!;
    expect(location).not.toMatch(/[?&](added|cart)=/);
    const path = new URL(location, 'http://x').pathname;
    // Short-lived, out of script's reach, sent only on the site's own requests, and only to the page that added.
    const [flash] = added.headers.getSetCookie().filter((c) => c.startsWith('cart_added='));
    expect(flash).toBeDefined();
    const attributes = flash!.split('; ').slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=60', `Path=${path}`, 'HttpOnly', 'Secure', 'SameSite=Strict']),
    );

    const back = await site(location.split('#')[0]!, { cookie: withCookiesSet(cookie, added) });
    expect(back.status).toBe(200);
    expect(back.headers.get('cache-control')).toBe('private, no-store');
    // Read once: the page that shows it removes it.
    expect(back.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^cart_added=; Max-Age=0; Path=${path}; `)),
    );
    expect(await back.text()).toContain(shown);
    const reload = await (await site(location.split('#')[0]!, { cookie })).text();
    expect(reload).not.toContain(shown);
  });
});

describe('the confirmation', () => {
  it('says the count the store answered, capped as the badge is', async () => {
    // Jordan's cart holds 120 items.
    const cookie = await logInCookie(AMBASSADOR);
    const added = await formPost(BOOK, cookie, { product_id: idOf(await productIdOn(BOOK, cookie)) });
    const back = await (
      await site(added.headers.get('location')!.split('#')[0]!, { cookie: withCookiesSet(cookie, added) })
    ).text();
    expect(back).toContain('Added to your cart. Your cart holds 99+ items.');
  });

  it('is never on a product page it was not left for', async () => {
    const cookie = await logInCookie();
    const added = await formPost(BOOK, cookie, { product_id: idOf(await productIdOn(BOOK, cookie)) });
    const flash = added.headers
      .getSetCookie()
      .find((c) => c.startsWith('cart_added='))!
      .split(';')[0]!;
    const other = '/create-and-print/photo-books/12x12-standard-photo-book';
    expect(await (await site(other, { cookie: `${cookie}; ${flash}` })).text()).not.toContain(
      'data-testid="added-to-cart"',
    );
  });

  it('makes any page that carries it the signed-in visitor’s own: never the signed-in shell', async () => {
    const flash = 'cart_added=%7B%22item%22%3A%221%22%2C%22count%22%3A2%7D';
    // Signed in, a content page is filled from the shell; with the confirmation it is rendered for them.
    const res = await site('/our-story', { cookie: `${await logInCookie()}; ${flash}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('server-timing')).toContain('cache;desc=bypass');
    await res.body?.cancel();
    // Signed out nobody added anything: a stray confirmation is ignored, the page is the shared one (issue 34, item 3).
    const stray = await site('/our-story', { cookie: flash });
    expect(stray.headers.get('server-timing')).toMatch(/cache;desc=(hit|miss)/);
    await stray.body?.cancel();
  });
});
