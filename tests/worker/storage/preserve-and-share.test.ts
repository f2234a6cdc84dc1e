// /preserve-and-share (issue 11): the storage plan chooser with live store prices, the choice in
// the query, the capacity table, add to cart as a form post, and a store that is slow, down,
// failing or malformed never taking the page down.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd } from '#core/domain/money.ts';
import { findProduct } from '#tests/fixtures/store/catalogue.ts';
import {
  clearStoreRequests,
  control,
  holdStore,
  logInCookie,
  readUntil,
  releaseStore,
  site,
  storeRequests,
  withCookiesSet,
} from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const product = (slug: string) => {
  const p = findProduct(slug, 'slug');
  if (!p) throw new Error(`no fixture product ${slug}`);
  return p;
};
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const checked = (page: string, name: string) =>
  [...page.matchAll(new RegExp(`<input type="radio"[^>]*name="${name}"[^>]*>`, 'g'))]
    .filter((m) => m[0].includes('checked=""'))
    .map((m) => m[0].match(/value="([^"]+)"/)?.[1]);

describe('the chooser', () => {
  it('answers 200: one h1, the default tier paid once, its promotion price, percent off and per-GB price', async () => {
    const res = await site('/preserve-and-share');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(checked(page, 'tier')).toEqual(['100GB']);
    expect(checked(page, 'plan')).toEqual(['single']);
    // The fixture’s 100 GB: $179, on promotion at $134.25, a quarter off, $1.3425 a GB; the list price
    // beside the price in its format (issue 35).
    const p = product('forever-storage-100gb');
    expect([p.price_cents, p.promotionPrice]).toEqual([17_900, 13_425]);
    expect(page).toContain('$134.25');
    expect(page).toContain('<s class="ml-2 text-base font-normal text-slate-500" data-part="was">$179.00</s>');
    expect(page).toContain('25% off');
    expect(page).toContain('About $1.34 per GB.');
    expect(page).toContain('Log in to buy');
    expect(page).not.toContain('data-testid="storage-add"');
  });

  it('picks exactly one tier and plan from the query: the 24-month total is the instalment times 24', async () => {
    const page = await (await site('/preserve-and-share?tier=2TB&plan=24-months')).text();
    expect(checked(page, 'tier')).toEqual(['2TB']);
    expect(checked(page, 'plan')).toEqual(['24-months']);
    // The fixture's 2 TB over 24 months: $94.46 a month, $2,267.04 in all, $1.13352 a GB.
    expect(product('forever-storage-2tb-24-months').price_cents).toBe(9_446);
    expect(page).toMatch(
      new RegExp(
        String.raw`data-testid="storage-plan-price"><span data-part="price">\$94\.46<\/span><span[^>` +
          String.raw`]*> a month for 24 months<\/span>`,
      ),
    );
    expect(page).toContain('$2,267.04 in all over 24 months, about $1.13 per GB.');
  });

  it('prices a tier without a promotion at its base price, with nothing struck through', async () => {
    const page = await (await site('/preserve-and-share?tier=10GB&plan=single')).text();
    expect(page).toContain(formatUsd(product('forever-storage-10gb').price_cents));
    // Both are there for the script that follows the radios, empty and hidden.
    expect(page).toContain('data-part="was" hidden=""></s>');
    expect(page).toContain('data-part="off" hidden=""></span>');
    expect(page).not.toContain('% off');
  });

  it.each([
    ['?tier=3GB&plan=forever', '100GB', 'single'],
    ['?tier=1tb', '1TB', 'single'],
    ['?plan=24-months&tier=', '100GB', '24-months'],
    ['?tier=%00%ff&plan[]=x', '100GB', 'single'],
  ])('keeps one choice for %s', async (query, tier, plan) => {
    const res = await site(`/preserve-and-share${query}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(checked(page, 'tier')).toEqual([tier]);
    expect(checked(page, 'plan')).toEqual([plan]);
  });

  it('works without script: a GET form of the tier and plan radios', async () => {
    const page = await (await site('/preserve-and-share')).text();
    expect(page).toContain('action="/preserve-and-share#storage-price" method="get"');
    expect(page.match(/<input type="radio"[^>]*name="tier"/g)).toHaveLength(9);
    expect(page.match(/<input type="radio"[^>]*name="plan"/g)).toHaveLength(2);
  });

  it('shows what the chosen tier holds by the SPEC §9 estimates, and the free 2 GB and the guarantee', async () => {
    const page = await (await site('/preserve-and-share?tier=10GB')).text();
    expect(page).toContain('1,500 to 5,000 photos');
    expect(page).toContain('8,000 to 10,000 photos');
    expect(page).toContain('1 to 4 hours');
    expect(page).toContain('80 to 85 hours');
    expect(page).toContain('600 to 1,000,000 pages');
    expect(page).toContain('2 GB of free storage');
    expect(page).toContain('makes those 2 GB permanent');
    expect(page).toContain('lifetime plus 100 years');
  });
});

describe('when the store misbehaves', () => {
  it.each([
    ['is down', { mode: 'down', path: '/api/v1/groups' }],
    ['answers 500', { mode: 'error', status: 500, path: '/api/v1/groups' }],
    ['answers malformed JSON', { mode: 'malformed', path: '/api/v1/groups' }],
  ])(
    'stands when it %s: the chooser and capacity table render, the price shows a retry, the error is reported',
    async (_name, fault) => {
      await control('store', '/fault', fault);
      const reported = quiet();
      try {
        const res = await site('/preserve-and-share?tier=50GB');
        expect(res.status).toBe(200);
        const page = await res.text();
        expect(page).toContain('Preserve &amp; Share</h1>');
        expect(page).toContain('data-testid="capacity-table"');
        expect(page).toContain('Storage prices could not be loaded right now.');
        expect(page).toContain(
          'data-testid="storage-prices-error" action="/preserve-and-share#storage-price" method="get"',
        );
        expect(page).toContain('<input type="hidden" name="tier" value="50GB"/>');
        expect(page).not.toContain('data-testid="storage-plan-price"');
        expect(reported).toHaveBeenCalledWith(expect.stringContaining('part=storage-plans'), expect.anything());
      } finally {
        reported.mockRestore();
      }
    },
  );

  it('does not offer a plan the store lists as unavailable, and still offers the rest', async () => {
    expect(product('forever-storage-150gb-24-months').unavailable).toBe(true);
    const page = await (await site('/preserve-and-share?tier=150GB&plan=24-months')).text();
    expect(page).toContain('data-part="not-sold">This plan is not available to order online right now.');
    // Neither a price nor a way to buy shows (both hidden, for the script that follows the radios).
    expect(page).toContain('<div data-part="amounts" hidden="">');
    expect(page).toContain('data-part="buy" hidden="">');
    const single = await (await site('/preserve-and-share?tier=150GB&plan=single')).text();
    expect(single).toContain(formatUsd(product('forever-storage-150gb').price_cents));
  });

  it('streams: the page starts while the store holds its response, and the price follows', async () => {
    await holdStore('/api/v1/groups');
    const res = await site('/preserve-and-share');
    const { head, rest } = await readUntil(res, 'Loading price…');
    expect(head).toContain('Preserve &amp; Share</h1>');
    expect(head).not.toContain(formatUsd(product('forever-storage-100gb').promotionPrice!));
    await releaseStore();
    expect(await rest()).toContain(formatUsd(product('forever-storage-100gb').promotionPrice!));
  });
});

describe('add to cart', () => {
  const post = (cookie: string, body: Record<string, string>) =>
    site('/preserve-and-share?tier=1TB&plan=single', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });

  it('sends a signed-out buyer to log in first', async () => {
    const res = await post('', { tier: '1TB', plan: 'single' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('log-in');
  });

  it('puts the chosen tier and plan in the cart and says so', async () => {
    const cookie = await logInCookie();
    const page = await (await site('/preserve-and-share?tier=1TB&plan=24-months', { cookie })).text();
    expect(page).toContain('data-testid="storage-add"');
    await clearStoreRequests();
    const res = await post(cookie, { tier: '1TB', plan: '24-months' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/preserve-and-share?tier=1TB&plan=24-months#storage-price');
    const sent = (await storeRequests()).filter((r) => r.path.endsWith('/current_order/line_items'));
    expect(sent).toHaveLength(1);
    const after = await (
      await site('/preserve-and-share?tier=1TB&plan=24-months', { cookie: withCookiesSet(cookie, res) })
    ).text();
    expect(after).toContain('Your storage plan is in your cart.');
  });

  it('buys what the radios and the panel both say; adds nothing when the panel lags behind the radios', async () => {
    const cookie = await logInCookie();
    const page = await (await site('/preserve-and-share?tier=100GB&plan=single', { cookie })).text();
    // Add to cart submits the chooser's own form (its radios) and names the choice its panel shows.
    expect(page).toMatch(/<form id="storage-chooser"[^>]*action="\/preserve-and-share#storage-price" method="get"/);
    const add = /<button type="submit" form="storage-chooser"[^>]*>/.exec(page)![0];
    expect(add).toContain('value="100GB:single"');
    expect(add).toContain('name="shown"');
    expect(add).toContain('formMethod="post"');
    await clearStoreRequests();
    // Without script, 1TB over 24 months ticked but the panel still showing 100GB paid once.
    const stale = await post(cookie, { tier: '1TB', plan: '24-months', shown: '100GB:single' });
    expect(stale.status).toBe(409);
    const shown = await stale.text();
    expect(shown).toContain('Your choice changed before it was added: here is its price.');
    expect(shown).toContain('data-part="heading">1TB, paid over 24 months</h2>');
    expect(shown).toContain(
      `<span data-part="price">${formatUsd(product('forever-storage-1tb-24-months').price_cents)}</span>`,
    );
    expect(shown).toContain('value="1TB:24-months"');
    expect((await storeRequests()).some((r) => r.path.includes('line_items'))).toBe(false);
    const bought = await post(cookie, { tier: '1TB', plan: '24-months', shown: '1TB:24-months' });
    expect(bought.status).toBe(303);
    const sent = (await storeRequests()).filter((r) => r.path.endsWith('/current_order/line_items')) as unknown as {
      body: { product_id: number };
    }[];
    expect(sent.map((r) => r.body.product_id)).toEqual([product('forever-storage-1tb-24-months').id]);
  });

  it('answers a tier or plan it does not sell with a 422 and the SPEC §8 text, without calling the cart', async () => {
    const cookie = await logInCookie();
    await clearStoreRequests();
    const bodies: Record<string, string>[] = [
      { tier: '3GB', plan: 'single' },
      { tier: '1TB', plan: 'weekly' },
      { tier: '150GB', plan: '24-months' },
      {},
    ];
    for (const body of bodies) {
      const res = await post(cookie, body);
      expect(res.status).toBe(422);
      expect(await res.text()).toContain(
        'Something went wrong and we were unable to add this product to your cart. Please try again later.',
      );
    }
    expect((await storeRequests()).some((r) => r.path.includes('line_items'))).toBe(false);
  });

  it('answers a failing cart with a 502 and the SPEC §8 text, never a 500', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/current_order/line_items' });
    const reported = quiet();
    try {
      const res = await post(cookie, { tier: '1TB', plan: 'single' });
      expect(res.status).toBe(502);
      const page = await res.text();
      expect(page).toContain('unable to add this product to your cart');
      expect(page).toContain(formatUsd(product('forever-storage-1tb').price_cents));
    } finally {
      reported.mockRestore();
    }
  });

  it('answers with the failure beside the retry state when the prices cannot be read', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 503, path: '/api/v1/groups' });
    const reported = quiet();
    try {
      const res = await post(cookie, { tier: '1TB', plan: 'single' });
      expect(res.status).toBe(502);
      const page = await res.text();
      expect(page).toContain('Storage prices could not be loaded right now.');
      expect(page).toContain('unable to add this product to your cart');
    } finally {
      reported.mockRestore();
    }
  });
});
