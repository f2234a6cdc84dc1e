// The money paths and the session on whatever data the store and CMS hold (issue 33): every
// product, price, event and account here is read from this run's fixture store and CMS, never
// named. `npm run test:e2e` runs this file against both fixture profiles (tests/fixtures/profile.ts),
// so a page tuned to the demo's ids, slugs, names, prices or subtypes fails here on the other one.
import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import { resetStore } from './session.ts';
import {
  cmsEvents,
  customer,
  groupProducts,
  linesAdded,
  type Product,
  productBySku,
  searchAll,
  sellable,
  usd,
} from './store-data.ts';
import { expect, type Page, test } from './test.ts';

test.afterEach(resetStore);

const LISTS = PRINT_PLACES.filter((p) => p.type && p.detailRoute && p.type !== 'cards');

async function logIn(page: Page, baseURL: string | undefined) {
  const res = await page.request.post('/api/session', { data: customer().credentials, headers: { origin: baseURL! } });
  expect(res.status()).toBe(201);
}

/** A product with a choice that changes its price, on a list page that sells it. */
async function productWithPricedChoice() {
  for (const list of LISTS) {
    for (const p of await searchAll(list.type!)) {
      if (!sellable(p)) continue;
      for (const option of p.options) {
        const value = option.option_values.find(
          (v, i) => i > 0 && v.price_cents !== null && v.price_cents !== p.price_cents,
        );
        if (value) return { list, product: p, option, value };
      }
    }
  }
  throw new Error('the store sells no print product with a choice that changes its price');
}

/** What a choice costs: its list price less the product's promotion (SPEC §9 "percent off"). */
const paid = (p: Product, listCents: number) =>
  p.primary_promotion ? Math.round((listCents * (100 - p.primary_promotion.percent_off)) / 100) : listCents;

test.describe('signed in, on this run’s data', () => {
  test('log in → the name → a choice → its price → two in the cart: that product, choice and quantity', async ({
    page,
    baseURL,
  }) => {
    const { list, product, option, value } = await productWithPricedChoice();
    await logIn(page, baseURL);
    await page.goto(`${list.path}/${encodeURIComponent(product.slug)}`);
    await expect(page.getByTestId('account-name')).toHaveText(customer().name);
    const detail = page.getByTestId('product-detail');
    await expect(detail.locator('form[data-attached]')).toHaveCount(1);
    await detail.getByLabel(new RegExp(`^${value.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).check();
    await expect(detail.getByTestId('product-price')).toContainText(usd(paid(product, value.price_cents!)));
    await detail.getByLabel('Quantity').fill('2');
    await detail.getByRole('button', { name: 'Add to cart' }).click();
    await expect(detail.getByTestId('added-to-cart')).toBeVisible();
    expect(await linesAdded()).toEqual([
      expect.objectContaining({
        product_id: product.id,
        quantity: 2,
        option_values: expect.arrayContaining([{ option_id: option.id, option_value_id: value.id }]),
      }),
    ]);
  });

  test('a ticket of an event still to come goes into the cart as itself', async ({ page, baseURL }) => {
    const now = Date.now();
    let found: { slug: string; tickets: Product[] } | null = null;
    for (const event of await cmsEvents()) {
      const end = Date.parse(event.ends_at ?? event.starts_at ?? '');
      if (!event.slug || !(end > now)) continue;
      const skus = event.tickets.flatMap((t) => t.store_sku ?? []);
      const tickets = (await Promise.all(skus.map((sku) => productBySku(sku).catch(() => null)))).flatMap((p) =>
        p && sellable(p) ? [p] : [],
      );
      if (tickets.length) {
        found = { slug: event.slug, tickets };
        break;
      }
    }
    if (!found) throw new Error('the CMS has no event still to come with a ticket the store sells');
    await logIn(page, baseURL);
    await page.goto(`/events/${found.slug}`);
    const form = page.getByTestId('attendee-form').first();
    await form.getByLabel('Badge name').fill('Sam');
    await form.getByLabel('Country').fill('Canada');
    await form.getByLabel('State or region').fill('Ontario');
    await form.getByLabel('City').fill('Ottawa');
    await form.getByRole('button', { name: 'Add ticket to cart' }).click();
    await expect(page.getByTestId('ticket-added')).toBeVisible();
    const [line] = await linesAdded();
    expect(found.tickets.map((t) => t.id)).toContain(line?.product_id);
  });

  test('the estimator puts a box the store sells in the cart, at the price it said', async ({ page, baseURL }) => {
    const boxes = (await groupProducts('d2c-forever-boxes')).filter(sellable);
    await logIn(page, baseURL);
    await page.goto('/digital-conversion/estimator');
    const form = page.getByTestId('estimator');
    await form.getByLabel('Audio tapes').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('No, I need a box').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('How many audio tapes?').fill('4');
    await form.getByRole('button', { name: 'Next' }).click();
    const box = page.getByTestId('estimate-box');
    const total = await box.getByTestId('estimate-box-total').textContent();
    await box.getByRole('button', { name: /Add box to cart/ }).click();
    await expect(page.getByTestId('box-added')).toBeVisible();
    const [line] = await linesAdded();
    const chosen = boxes.find((b) => b.id === line?.product_id);
    expect(chosen, 'the line is one of the store’s boxes').toBeDefined();
    expect(total).toBe(usd(paid(chosen!, chosen!.price_cents!)));
  });

  test('a session the store ends is signed out on the very next page, and its cookie goes', async ({
    page,
    baseURL,
    context,
  }) => {
    await logIn(page, baseURL);
    await page.goto('/our-story');
    await expect(page.getByTestId('account-name')).toHaveText(customer().name);
    const token = (await context.cookies()).find((c) => c.name === 'auth_token')!.value;
    // Signed out elsewhere (the account app, another device).
    const out = await fetch(`${process.env.E2E_STORE_URL}/api/v1/sessions`, {
      method: 'DELETE',
      headers: { 'X-Forever-Auth-Token': token },
    });
    expect(out.status).toBe(204);
    await page.goto('/our-story');
    await expect(page.getByTestId('log-in-link')).toBeVisible();
    await expect(page.getByText(customer().name)).toHaveCount(0);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'auth_token')).toBe(false);
  });

  test('log out ends the session here and at the store', async ({ page, baseURL, context }) => {
    await logIn(page, baseURL);
    await page.goto('/our-story');
    await page
      .getByTestId('account-menu')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('log-in-link')).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'auth_token')).toBe(false);
  });
});

test.describe('without JavaScript, on this run’s data', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page’s HTML holds the price of the choice its address names', async ({ page }) => {
    const { list, product, option, value } = await productWithPricedChoice();
    await page.goto(`${list.path}/${encodeURIComponent(product.slug)}?option-${option.id}=${value.id}`);
    await expect(page.getByTestId('product-detail').getByTestId('product-price')).toContainText(
      usd(paid(product, value.price_cents!)),
    );
  });
});

test('the catalogue: every print product the store lists is on a page of the site, linked to where it is sold', async ({
  request,
}) => {
  const listed = (await searchAll('print-project-type')).filter(sellable);
  expect(listed.length).toBeGreaterThan(0);
  const hrefs = new Set<string>();
  for (const place of PRINT_PLACES.filter((p) => p.kind !== 'photo-prints')) {
    for (let page = 1; page <= 50; page += 1) {
      const html = await (await request.get(`${place.path}${page > 1 ? `?page=${page}` : ''}`)).text();
      for (const [, href] of html.matchAll(/data-testid="product-card"[^>]*>[\s\S]*?href="([^"]+)"/g))
        hrefs.add(href!.replaceAll('&amp;', '&'));
      if (!html.includes('rel="next"')) break;
    }
  }
  const missing = listed.filter(
    (p) =>
      ![...hrefs].some(
        (href) =>
          href.endsWith(`/${encodeURIComponent(p.slug)}`) ||
          href.includes(`option=${encodeURIComponent(p.slug)}`) ||
          href.includes(`base_project_id=${p.id}&`),
      ),
  );
  expect(missing.map((p) => `${p.sku} ${p.name}`)).toEqual([]);
});

/** The amount in a text such as "$1,234.56", in cents. */
const centsIn = (text: string | null) => {
  const m = /\$([\d,]+(?:\.\d\d)?)/.exec(text ?? '');
  if (!m) throw new Error(`no price in ${text}`);
  return Math.round(Number(m[1]!.replace(/,/g, '')) * 100);
};

/** The gift lengths a text offers, with their prices: "1 month for $5.99 or 1 year for $59.99". */
const lengthsOffered = (text: string | null) =>
  [...(text ?? '').matchAll(/(\d+ (?:months?|year)) for (\$[\d,]+(?:\.\d\d)?)/g)].map((m) => ({
    label: m[1]!,
    cents: centsIn(m[2]!),
  }));

// Issue 35, decision 100: the store gives storage only as time and sells it for good by size; the
// two pages tell one story from the same products, and the gift's price is the cart line's.
test.describe('storage, given as time and sold for good, on this run’s data', () => {
  for (const javaScriptEnabled of [true, false]) {
    const js = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;
    test(`plan page → its gift band → the gift at the price both show → that line in the cart (${js})`, async ({
      browser,
      baseURL,
    }) => {
      const gifts = (await groupProducts('gifts-forever-storage')).filter(sellable);
      expect(gifts.length).toBeGreaterThan(0);
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      const page = await context.newPage();
      await logIn(page, baseURL);
      await page.goto('/preserve-and-share');
      const band = await page.getByTestId('gift-of-storage').textContent();
      expect(band).toContain('The plans above are permanent storage for your own account.');
      const offered = lengthsOffered(band);
      expect(offered.map((l) => l.cents).sort()).toEqual(gifts.map((g) => paid(g, g.price_cents!)).sort());
      await page.getByTestId('gift-offer').getByRole('link', { name: 'Give Forever Storage' }).click();
      await expect(page).toHaveURL(/\/gifting\/forever-storage$/);

      // The gift page says the same lengths at the same prices, in its story and on its radios.
      expect(lengthsOffered(await page.getByTestId('gift-is-time').textContent())).toEqual(offered);
      const chosen = offered.at(-1)!;
      const radio = page.getByRole('radio', { name: new RegExp(`^${chosen.label} `) });
      const shown = centsIn(await page.locator('label').filter({ has: radio }).getByTestId('gift-price').textContent());
      expect(shown).toBe(chosen.cents);
      await radio.check();
      await page.getByLabel('Their name').fill('Robin Lee');
      await page.getByLabel('Their email (for email delivery)').fill('robin@example.com');
      await page.getByRole('button', { name: 'Add gift to cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Your gift is in your cart' })).toBeVisible();

      // What went into the cart: that gift, once, no options, with its delivery, at the price shown.
      const lines = await linesAdded();
      expect(lines).toEqual([
        expect.objectContaining({
          quantity: 1,
          option_values: [],
          gift: expect.objectContaining({
            delivery_method: 'email',
            recipient_name: 'Robin Lee',
            recipient_email: 'robin@example.com',
          }),
        }),
      ]);
      const gift = gifts.find((g) => g.id === lines[0]!.product_id);
      expect(gift, 'the line is one of the store’s storage gifts').toBeDefined();
      expect(paid(gift!, gift!.price_cents!)).toBe(shown);
      await page.goto('/shopping_cart');
      const [name, options, quantity, , total] = await page
        .getByTestId('cart-line')
        .last()
        .evaluate((row) => [...row.children].map((c) => (c.textContent ?? '').trim()));
      expect([name, options, quantity]).toEqual([gift!.name, 'None', '1']);
      expect(centsIn(total!)).toBe(shown);
      await context.close();
    });
  }

  test('the gift page quotes the plans at the plan page’s own prices, and leads there', async ({ page }) => {
    await page.goto('/gifting/forever-storage');
    const plans = await page.getByTestId('plans-for-good').textContent();
    const quoted = [...(plans ?? '').matchAll(/(\d+[GT]B) for (\$[\d,]+(?:\.\d\d)?)/g)].map((m) => ({
      tier: m[1]!,
      cents: centsIn(m[2]!),
    }));
    expect(quoted.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Compare the storage plans' }).click();
    await expect(page).toHaveURL(/\/preserve-and-share$/);
    for (const { tier, cents } of quoted) {
      await page.goto(`/preserve-and-share?tier=${tier}&plan=single`);
      await expect(page.getByRole('radio', { name: tier, exact: true })).toBeChecked();
      const price = page.getByTestId('storage-plan-price').locator('[data-part="price"]');
      expect(centsIn(await price.textContent()), tier).toBe(cents);
    }
  });
});
