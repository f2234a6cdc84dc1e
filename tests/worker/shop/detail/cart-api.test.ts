// /api/cart, the product page's add to cart with script: the signed-in user's line reaches the
// store as SPEC §7 says, the new count comes back, and every bad body or failing store is a
// clear 4xx or 502 with the SPEC §8 text, never a 500.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#core/domain/messages.ts';
import { clearStoreRequests, control, logInCookie, site, storeRequests } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const CARDS = '/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7';
const post = (body: unknown, cookie?: string, contentType = 'application/json') => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body: typeof body === 'string' ? body : JSON.stringify(body),
  ...(cookie ? { cookie } : {}),
});

/** The product and one of its option values, as the signed-in page renders them. */
async function productOnPage(cookie: string) {
  const page = await (await site(CARDS, { cookie })).text();
  const option = /name="option-(\d+)" value="(\d+)"/.exec(page)!;
  return {
    productId: Number(/value="(\d+)"[^>]*name="product_id"/.exec(page)![1]),
    option: { option_id: Number(option[1]), option_value_id: Number(option[2]) },
  };
}

async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

describe('/api/cart', () => {
  it('asks a signed-out visitor to log in', async () => {
    const res = await site('/api/cart', post({ productId: 1 }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Log in to buy.' });
  });

  it('adds quantity 1 with the chosen options and answers the new cart count, never cached', async () => {
    const cookie = await logInCookie();
    const { productId, option } = await productOnPage(cookie);
    await clearStoreRequests();
    const first = await site('/api/cart', post({ productId, optionValues: [option], page: CARDS }, cookie));
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const { cartCount } = await first.json<{ cartCount: number }>();
    expect(typeof cartCount).toBe('number');
    const call = (await storeRequests()).find((r) => r.path === '/api/v1/current_order/line_items') as unknown as {
      body: unknown;
    };
    expect(call.body).toEqual({
      product_id: productId,
      quantity: 1,
      option_values: [option],
      required_line_items_attributes: null,
      promotion_code: null,
    });
    const second = await site('/api/cart', post({ productId, optionValues: [option], page: CARDS }, cookie));
    expect(await second.json()).toEqual({ cartCount: cartCount + 1 });
  });

  it('takes no attributes and no promotion code: no product page sends them (422, the store not asked)', async () => {
    const cookie = await logInCookie();
    const { productId, option } = await productOnPage(cookie);
    await clearStoreRequests();
    for (const extra of [
      { promotionCode: 'SPRING' },
      { requiredLineItemsAttributes: { processing_time: 'priority', download: 'true' } },
      { requiredLineItemsAttributes: {} },
      { promotionCode: '' },
    ]) {
      const res = await site('/api/cart', post({ productId, optionValues: [option], page: CARDS, ...extra }, cookie));
      expect([JSON.stringify(extra), res.status]).toEqual([JSON.stringify(extra), 422]);
      expect(await res.json()).toEqual({ error: MESSAGES.addToCartFailed });
    }
    expect((await storeRequests()).filter((r) => r.path === '/api/v1/current_order/line_items')).toEqual([]);
  });

  it('refuses a body that is not a cart line with a 4xx that says why', async () => {
    const cookie = await logInCookie();
    expect((await site('/api/cart', post('productId=1', cookie, 'application/x-www-form-urlencoded'))).status).toBe(
      415,
    );
    expect((await site('/api/cart', post('{"productId":', cookie))).status).toBe(400);
    for (const body of [
      {},
      { productId: '1' },
      { productId: -1 },
      { productId: 1.5 },
      { productId: 1, quantity: 0 },
      { productId: 1, quantity: 100 },
      { productId: 1, quantity: 1.5 },
      { productId: 1, optionValues: [{ option_id: 'x', option_value_id: 1 }] },
      { productId: 1, optionValues: Array.from({ length: 21 }, () => ({ option_id: 1, option_value_id: 1 })) },
      { productId: 1, promotionCode: 'x'.repeat(65) },
    ]) {
      const res = await site('/api/cart', post(body, cookie));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json<{ error: string }>()).error).toBe('The request body is invalid.');
    }
  });

  it('adds only what the product page it names sells: 422 with the SPEC §8 text, the store not asked', async () => {
    const cookie = await logInCookie();
    const { productId, option } = await productOnPage(cookie);
    const mugs = '/create-and-print/drinkware/photo-mugs';
    const aMug = /href="(\/create-and-print\/drinkware\/photo-mugs\/[^"?]+)"/.exec(
      await (await site(mugs)).text(),
    )![1]!;
    await clearStoreRequests();
    for (const body of [
      // A product no page sells, and this product's page with an option value it does not have.
      { productId: 999999, page: CARDS },
      { productId, optionValues: [{ ...option, option_value_id: 999999 }], page: CARDS },
      // This product, said to come from another product's page, a list, the home page or nowhere.
      { productId, page: aMug },
      { productId, page: mugs },
      { productId, page: '/' },
      { productId, page: `${CARDS}-nope` },
      { productId, page: 'https://evil.example/x' },
    ]) {
      const res = await site('/api/cart', post(body, cookie));
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      expect(await res.json()).toEqual({ error: MESSAGES.addToCartFailed });
    }
    expect((await storeRequests()).filter((r) => r.path === '/api/v1/current_order/line_items')).toEqual([]);
  });

  for (const [name, fault, status] of [
    ['failing (500)', { mode: 'error', status: 500 }, 502],
    ['down', { mode: 'down' }, 502],
    ['malformed', { mode: 'malformed' }, 502],
    ['refusing the session (401)', { mode: 'error', status: 401 }, 401],
  ] as const) {
    it(`answers the SPEC §8 text when the store is ${name}`, async () => {
      const cookie = await logInCookie();
      const { productId } = await productOnPage(cookie);
      await control('store', '/fault', { ...fault, path: '/api/v1/current_order/line_items' });
      const res = await quietly(() => site('/api/cart', post({ productId, page: CARDS }, cookie)));
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error: MESSAGES.addToCartFailed });
    });
  }

  it('refuses a cross-site post', async () => {
    const cookie = await logInCookie();
    const res = await site('/api/cart', {
      ...post({ productId: 1 }, cookie),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });
});
