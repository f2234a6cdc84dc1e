// A product page follows the options chosen (issue 25 items 2 and 8): the headline price, the
// list price and percent off, Start designing and the URL say the same choice as the cart line,
// and the store charges what the page showed. It shows what the store says of the product (its
// specifications, dimensions, sizes, rating), where it sits in the catalogue, and how many.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  clearStoreRequests,
  control,
  logInCookie,
  site,
  storeRequests,
  withCookiesSet,
} from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const BOOK = '/create-and-print/photo-books/8x8-standard-photo-book';
/** Promoted 20 % off. */
const PROMOTED_BOOK = '/create-and-print/photo-books/12x12-standard-photo-book';
const MUG = '/create-and-print/drinkware/photo-mugs/11oz-photo-mug';
const CARDS = '/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7';

const form = (fields: [string, string][], cookie: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  cookie,
});

/** The store's copy of the product, as rendered. */
const detailOf = (html: string) =>
  html.slice(
    html.indexOf('data-testid="product-detail"'),
    html.indexOf('</article>', html.indexOf('data-testid="product-detail"')),
  );
const headline = (html: string) =>
  /data-testid="product-price"[^>]*><span data-part="now">([^<]+)<\/span>/.exec(detailOf(html))?.[1];

/** The Cover option's field and its Softbound and Hardbound values' ids, as the page names them. */
function cover(html: string) {
  const detail = detailOf(html);
  const soft = /<input type="radio" name="(option-\d+)"[^>]*value="(\d+)"\/>Softbound/.exec(detail)!;
  const hard = /<input type="radio" name="option-\d+"[^>]*value="(\d+)"\/>Hardbound/.exec(detail)!;
  return { field: soft[1]!, soft: soft[2]!, hard: hard[1]! };
}

/** What the store itself charges for a line, asked directly with the customer's own session. */
async function storeCharge(line: Record<string, unknown>): Promise<number> {
  const session = await fetch(`${env.STORE_API_URL}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  const token = ((await session.json()) as { user: { auth_token: string } }).user.auth_token;
  const res = await fetch(`${env.STORE_API_URL}/current_order/line_items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forever-auth-token': token },
    body: JSON.stringify(line),
  });
  return ((await res.json()) as { line_item: { price_cents: number } }).line_item.price_cents;
}

describe('the price follows the choice', () => {
  it('in the headline, for the choice the URL names, with the radio checked', async () => {
    const plain = await (await site(BOOK)).text();
    const { field, soft, hard } = cover(plain);
    expect(headline(plain)).toBe('$34.99');
    const chosen = await (await site(`${BOOK}?${field}=${hard}`)).text();
    expect(headline(chosen)).toBe('$44.99');
    expect(detailOf(chosen)).toMatch(new RegExp(`name="${field}" checked="" value="${hard}"`));
    expect(detailOf(chosen)).not.toMatch(new RegExp(`name="${field}" checked="" value="${soft}"`));
    // A value the product does not have is its first.
    expect(headline(await (await site(`${BOOK}?${field}=999999`)).text())).toBe('$34.99');
  });

  it('with the list price struck through and the percent off when promoted, as the store charges it', async () => {
    const page = await (await site(PROMOTED_BOOK)).text();
    const { field, hard } = cover(page);
    const chosen = await (await site(`${PROMOTED_BOOK}?${field}=${hard}`)).text();
    expect(headline(chosen)).toBe('$55.99');
    expect(detailOf(chosen)).toContain('<span data-part="was-amount">$69.99</span>');
    expect(detailOf(chosen)).toContain('data-part="off">20% off</span>');
    // Each cover says what the book costs with it, promotion included.
    expect(detailOf(chosen)).toContain('Hardbound<span class="text-sm text-slate-600">$55.99</span>');
    const productId = Number(
      /value="(\d+)"[^>]*name="product_id"/.exec(
        await (await site(PROMOTED_BOOK, { cookie: await logInCookie() })).text(),
      )![1],
    );
    expect(
      await storeCharge({
        product_id: productId,
        option_values: [{ option_id: Number(field.slice(7)), option_value_id: Number(hard) }],
      }),
    ).toBe(5599);
  });

  it('per card for a pack, the chosen pack’s price divided by that pack’s own count', async () => {
    const plain = await (await site(CARDS)).text();
    const packs = Object.fromEntries(
      [...detailOf(plain).matchAll(/<input type="radio" name="(option-\d+)"[^>]*value="(\d+)"\/>(\d+) cards/g)].map(
        (m) => [m[3]!, `${m[1]}=${m[2]}`],
      ),
    );
    expect(Object.keys(packs).sort()).toEqual(['100', '25', '50']);
    const pack = (html: string) => /data-part="pack"[^>]*>([^<]+)</.exec(detailOf(html))?.[1];
    expect(headline(plain)).toBe('$1 per card');
    expect(pack(plain)).toBe('($24.99 a pack)');
    const fifty = await (await site(`${CARDS}?${packs['50']}`)).text();
    expect(headline(fifty)).toBe('$0.90 per card');
    expect(pack(fifty)).toBe('($44.99 a pack)');
    const hundred = await (await site(`${CARDS}?${packs['100']}`)).text();
    expect(headline(hundred)).toBe('$0.60 per card');
    expect(pack(hundred)).toBe('($59.99 a pack)');
  });

  it('and Start designing takes that choice, and how many, to the designer', async () => {
    const { field, hard } = cover(await (await site(BOOK)).text());
    const res = await site(`${BOOK}?${field}=${hard}&quantity=2&design=1`);
    expect(res.status).toBe(303);
    const designer = new URL(res.headers.get('location')!, 'http://x');
    expect(designer.pathname).toBe('/app/print-designer');
    expect(JSON.parse(designer.searchParams.get('selected_print_options')!)).toEqual({ Cover: 'Hardbound' });
    expect(designer.searchParams.get('quantity')).toBe('2');
    expect(designer.searchParams.get('title')).toBe('8x8 Standard Photo Book');
  });

  it('and the cart gets that choice and how many, and the page comes back showing it', async () => {
    const cookie = await logInCookie();
    const page = await (await site(BOOK, { cookie })).text();
    const { field, hard } = cover(page);
    const productId = /value="(\d+)"[^>]*name="product_id"/.exec(page)![1]!;
    await clearStoreRequests();
    const added = await site(
      BOOK,
      form(
        [
          [field, hard],
          ['quantity', '3'],
          ['product_id', productId],
        ],
        cookie,
      ),
    );
    expect(added.status).toBe(303);
    // Casey's cart held 3 items; the store says how many it holds now, which the page says without script.
    expect(added.headers.get('location')).toBe(`${BOOK}?${field}=${hard}&quantity=3#add-to-cart`);
    const call = (await storeRequests()).find((r) => r.path === '/api/v1/current_order/line_items') as unknown as {
      body: Record<string, unknown>;
    };
    expect(call.body).toMatchObject({
      product_id: Number(productId),
      quantity: 3,
      option_values: [{ option_id: Number(field.slice(7)), option_value_id: Number(hard) }],
    });
    const back = await (await site(added.headers.get('location')!, { cookie: withCookiesSet(cookie, added) })).text();
    expect(headline(back)).toBe('$44.99');
    expect(back).toContain('Added to your cart. Your cart holds 6 items.');
    expect(back).toMatch(/name="quantity"[^>]*value="3"/);
  });

  it('refuses a quantity that is not a whole number from 1 to 99', async () => {
    const cookie = await logInCookie();
    const page = await (await site(MUG, { cookie })).text();
    const productId = /value="(\d+)"[^>]*name="product_id"/.exec(page)![1]!;
    for (const quantity of ['0', '100', '2.5', 'x']) {
      const res = await site(
        MUG,
        form(
          [
            ['quantity', quantity],
            ['product_id', productId],
          ],
          cookie,
        ),
      );
      expect(res.status, quantity).toBe(422);
    }
  });
});

describe('what the page says of the product', () => {
  it('its place in the catalogue, as links and as a BreadcrumbList', async () => {
    const mug = await (await site(MUG)).text();
    const trail = mug.slice(
      mug.indexOf('data-testid="breadcrumb"'),
      mug.indexOf('</nav>', mug.indexOf('data-testid="breadcrumb"')),
    );
    expect([...trail.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/create-and-print', 'Create &amp; Print'],
      ['/create-and-print/drinkware', 'Drinkware'],
      ['/create-and-print/drinkware/photo-mugs', 'Photo Mugs'],
    ]);
    expect(trail).toContain('<span aria-current="page" class="text-slate-700">11 oz Photo Mug</span>');
    expect(trail).toContain('"@type":"BreadcrumbList"');
    const book = await (await site(BOOK)).text();
    expect(book.slice(book.indexOf('data-testid="breadcrumb"'), book.indexOf('aria-current="page"'))).toContain(
      '>Photo Books</a>',
    );
  });

  it('its specifications, dimensions and sizes, its rating, shipping and returns', async () => {
    const book = detailOf(await (await site(BOOK)).text());
    expect(book).toContain('<dt class="font-semibold">Binding</dt><dd class="m-0">Perfect bound</dd>');
    expect(book).toContain('<dt class="font-semibold">Production time</dt><dd class="m-0">5 business days</dd>');
    expect(book).toContain('<dt class="font-semibold">Dimensions</dt><dd class="m-0">8 × 8 × 0.5 in</dd>');
    expect(book).toContain('data-testid="product-rating"');
    expect(book).toContain('<a href="/shipping" class="underline">Shipping</a>');
    expect(book).toContain('<a href="/returns" class="underline">Returns</a>');
    const blanket = detailOf(await (await site('/create-and-print/home-decor/blankets/woven-photo-blanket')).text());
    expect(blanket).toContain('<dt class="font-semibold">Sizes</dt><dd class="m-0">50x60 in, 60x80 in</dd>');
  });

  it('a quantity, except for a product sold by the pack', async () => {
    expect(detailOf(await (await site(MUG)).text())).toMatch(
      /<label for="quantity"[^>]*>Quantity<\/label><input id="quantity"/,
    );
    expect(detailOf(await (await site(CARDS)).text())).not.toContain('name="quantity"');
  });
});

describe('a product the store marks unavailable', () => {
  it('shows no price and no way to buy it, on its page and its card', async () => {
    const page = await (await site('/create-and-print/drinkware/tumblers/30oz-photo-tumbler')).text();
    const detail = detailOf(page);
    expect(detail).toContain('data-testid="product-unavailable"');
    expect(detail).not.toContain('data-testid="product-price"');
    expect(detail).not.toContain('Start designing');
    expect(detail).not.toContain('Add to cart');
    const list = await (await site('/create-and-print/drinkware/tumblers')).text();
    const card = list.slice(
      list.indexOf('data-sku="TMB-30OZ"'),
      list.indexOf('</article>', list.indexOf('data-sku="TMB-30OZ"')),
    );
    expect(card).toContain('Not available to order right now');
    expect(card).not.toContain('data-testid="product-price"');
  });
});
