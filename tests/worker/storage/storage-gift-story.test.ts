// Storage told as one offer on its two pages (issue 35, decision 100): the store gives Forever
// Storage only as time and sells permanent storage by size, so the gift page says what its gift
// is and what the plans cost, and the plan page what a gift costs, each from the store's own
// products (read here from the store's answer, not named) and linking to the other.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoreRequests, control, site, storeRequests, textOf } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

interface StoreProduct {
  slug: string;
  price_cents: number | null;
  promotionPrice?: number | null;
  enabled?: boolean;
  unavailable?: boolean;
}

/** A group's products as the store sends them. */
async function group(slug: string): Promise<StoreProduct[]> {
  const store = env.FIXTURE_CONTROL_STORE.replace(/\/__control$/, '');
  const res = await fetch(`${store}/api/v1/groups/${slug}`);
  return ((await res.json()) as { group: { products: StoreProduct[] } }).group.products;
}

const sold = (p: StoreProduct) => p.enabled !== false && !p.unavailable && p.price_cents !== null;
const paid = (p: StoreProduct) => Math.min(p.price_cents!, p.promotionPrice ?? p.price_cents!);
const cents = (usd: string) => Math.round(Number(usd.replace(/[$,]/g, '')) * 100);
const LENGTHS: [string, string][] = [
  ['1-month', '1 month'],
  ['3-months', '3 months'],
  ['1-year', '1 year'],
];

/** The store's storage gifts, each length as the page names it, with what it costs or null when not sold. */
async function giftLengths() {
  const gifts = await group('gifts-forever-storage');
  return LENGTHS.map(([key, label]) => {
    const p = gifts.find((g) => g.slug === `forever-storage-gift-${key}`);
    return { label, cents: p && sold(p) ? paid(p) : null };
  });
}

/** The lengths a text offers, with their prices in cents: "1 month for $5.99 or 1 year for $59.99". */
const offered = (text: string) =>
  [...text.matchAll(/(\d+ (?:month|months|year)) for (\$[\d,]+(?:\.\d\d)?)/g)].map((m) => ({
    label: m[1],
    cents: cents(m[2]!),
  }));

const part = (html: string, testId: string) => {
  const at = html.indexOf(`data-testid="${testId}"`);
  expect(at, testId).toBeGreaterThan(-1);
  return textOf(html.slice(html.indexOf('>', at) + 1, html.indexOf('</p>', at)));
};

describe('/gifting/forever-storage', () => {
  it('says its gift is time, at the prices of the lengths it sells, the same as its radios', async () => {
    const html = await (await site('/gifting/forever-storage?wait=store')).text();
    const lengths = await giftLengths();
    const forSale = lengths.filter((l) => l.cents !== null);
    expect(forSale.length).toBeGreaterThan(0);
    expect(forSale.length).toBeLessThan(lengths.length);
    const story = part(html, 'gift-is-time');
    expect(story).toMatch(/^This gift is time on Forever Storage, given to someone else: .*\.$/);
    expect(offered(story)).toEqual(forSale);
    // Its radios: the same prices.
    const radios = [...html.matchAll(/data-testid="gift-price">([^<]+)</g)].map((m) => cents(m[1]!));
    expect(radios).toEqual(forSale.map((l) => l.cents));
  });

  it('says the plans are kept for good, sold by size, from the smallest to the largest tier sold', async () => {
    const html = await (await site('/gifting/forever-storage?wait=store')).text();
    const plans = (await group('storage-plans')).filter((p) => sold(p) && !p.slug.endsWith('-24-months'));
    const gb = (p: StoreProduct) => {
      const [, n, unit] = /-(\d+)(gb|tb)$/.exec(p.slug)!;
      return Number(n) * (unit === 'tb' ? 1000 : 1);
    };
    plans.sort((a, b) => gb(a) - gb(b));
    const text = part(html, 'plans-for-good');
    const m = new RegExp(
      String.raw`not a gift: from (\d+[GT]B) for (\$[\d,.]+) to (\d+[GT]B) for (\$[\d,.]+) paid once, ` +
        String.raw`about (\$[\d.]+) to (\$[\d.]+) per GB, guaranteed for your lifetime plus 100 years\.$`,
    ).exec(text);
    expect(m, text).not.toBeNull();
    const [, small, smallPrice, large, largePrice, low, high] = m!;
    expect(small!.toLowerCase()).toBe(plans[0]!.slug.replace('forever-storage-', ''));
    expect(cents(smallPrice!)).toBe(paid(plans[0]!));
    expect(large!.toLowerCase()).toBe(plans.at(-1)!.slug.replace('forever-storage-', ''));
    expect(cents(largePrice!)).toBe(paid(plans.at(-1)!));
    const perGb = plans.map((p) => Math.round(paid(p) / gb(p)));
    expect([cents(low!), cents(high!)]).toEqual([Math.min(...perGb), Math.max(...perGb)]);
    expect(html).toMatch(/<a href="\/preserve-and-share"[^>]*>Compare the storage plans<\/a>/);
  });

  it('asks the store once for the gifts and the plans', async () => {
    await clearStoreRequests();
    await site('/gifting/forever-storage?wait=store');
    const batches = (await storeRequests()).filter((r) => r.path === '/api/v1/groups/batch') as unknown as {
      body: { slugs: string[] };
    }[];
    expect(batches.map((b) => [...b.body.slugs].sort())).toEqual([['gifts-forever-storage', 'storage-plans']]);
  });

  it('promises no guarantee paid once beside a gift of a set time', async () => {
    const html = await (await site('/gifting/forever-storage?wait=store')).text();
    expect(html).not.toContain('data-testid="trust-lines"');
  });

  it('is the only gift page that tells it: another gift page asks only for its gifts', async () => {
    await clearStoreRequests();
    const html = await (await site('/gifting/artisan?wait=store')).text();
    expect(html).not.toContain('data-testid="storage-gift-story"');
    const batches = (await storeRequests()).filter((r) => r.path === '/api/v1/groups/batch') as unknown as {
      body: { slugs: string[] };
    }[];
    expect(batches.map((b) => b.body.slugs)).toEqual([['gifts-artisan']]);
  });
});

describe('/preserve-and-share', () => {
  it('says its plans are for the buyer’s own account and what a gift of storage costs, linking to it', async () => {
    const html = await (await site('/preserve-and-share?wait=store')).text();
    const forSale = (await giftLengths()).filter((l) => l.cents !== null);
    const band = part(html, 'gift-of-storage');
    expect(band).toMatch(/^The plans above are permanent storage for your own account\. Forever Storage can be given/);
    expect(band).toMatch(/ as time instead: .*, by email or printed to give in person\.$/);
    expect(offered(band)).toEqual(forSale);
    expect(html).toMatch(/<a href="\/gifting\/forever-storage"[^>]*>Give Forever Storage<\/a>/);
  });

  it('with the store down, still says what a gift is, without prices', async () => {
    await control('store', '/fault', { mode: 'down', path: '/api/v1/groups' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await (await site('/preserve-and-share?wait=store')).text();
    reported.mockRestore();
    expect(part(html, 'gift-of-storage')).toBe(
      'The plans above are permanent storage for your own account. Forever Storage can be given as time instead, ' +
        'by email or printed to give in person.',
    );
  });
});
