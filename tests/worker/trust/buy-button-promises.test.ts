// Issue 35, trust where a shopper decides: beside each buy button, the promises of the pages the
// site already has (shipping, returns, guarantee, the club's perks), read here from those pages
// themselves, so a line never says more than the page it links to (docs/decisions/090).
import { afterEach, describe, expect, it } from 'vitest';
import { control, site, textOf } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const page = async (path: string) => {
  const res = await site(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The first product page a list links to: whatever the store holds there. */
async function firstProductOf(list: string): Promise<string> {
  const html = await page(`${list}?wait=store`);
  const href = new RegExp(`href="(${list}/[^"?#]+)"`).exec(html)?.[1];
  expect(href, list).toBeTruthy();
  return `${href}?wait=store`;
}

/** The trust lines' text, one entry per line, tags stripped. */
function trustLines(html: string): string[] {
  const start = html.indexOf('data-testid="trust-lines"');
  expect(start, 'no trust lines').toBeGreaterThan(0);
  const list = html.slice(start, html.indexOf('</ul>', start));
  return list
    .split('<li')
    .slice(1)
    .map((li) => textOf(`<li${li}`).replace(/\s+/g, ' ').trim());
}

/** "7 to 10" for the shipping page's sentence about these pieces. */
async function shippingPageSpan(pieces: RegExp): Promise<string> {
  const text = textOf(await page('/shipping'));
  const span = new RegExp(`${pieces.source}[^;.]*? in (\\d+ to \\d+)`).exec(text)?.[1];
  expect(span, String(pieces)).toBeTruthy();
  return span!;
}

describe('beside a printed product’s buy button', () => {
  it('says how long a mug takes as the shipping page does, dates left to the visitor’s browser', async () => {
    const html = await page(await firstProductOf('/create-and-print/drinkware/photo-mugs'));
    const made = await shippingPageSpan(/drinkware|canvas, metal panels, blankets and drinkware/);
    const shipping = textOf(await page('/shipping'));
    const delivery = /another (\d+ to \d+) business days by standard shipping/.exec(shipping)?.[1];
    const lines = trustLines(html);
    const spans = `Made in ${made} business days, then ${delivery} business days to you by standard shipping.`;
    expect(lines[0]).toBe(`${spans} Shipping`);
    expect(html).toMatch(/data-behaviour="delivery-date" data-production="\d+,\d+" data-delivery="\d+,\d+"/);
    // The page is cached and shared: no date in it, which would be wrong tomorrow or in another time zone.
    expect(html).not.toContain('Order by');
    expect(lines.some((l) => l.startsWith('Shipping cost shown at checkout') && l.endsWith('Shipping'))).toBe(true);
    const claimDays = /within (\d+) days of delivery/.exec(textOf(await page('/returns')))?.[1];
    const claim = `Tell us within ${claimDays} days of delivery and we reprint or refund it.`;
    expect(lines).toContain(`Damaged or not as ordered? ${claim} Returns`);
    expect(html).toContain('href="/shipping"');
    expect(html).toContain('href="/returns"');
  });

  it('takes a product’s own production time first, as its specifications show it', async () => {
    const html = await page(await firstProductOf('/create-and-print/photo-books'));
    const own = /<dt[^>]*>Production time<\/dt><dd[^>]*>(\d+(?: to \d+)? business days?)<\/dd>/.exec(html)?.[1];
    expect(own).toBeTruthy();
    expect(trustLines(html)[0]).toMatch(new RegExp(`^Made in ${own}, then `));
  });

  it('says no time where the shipping page gives none, and still shipping and returns', async () => {
    const html = await page(await firstProductOf('/create-and-print/photo-gifts/magnets'));
    const lines = trustLines(html);
    expect(lines.some((l) => l.startsWith('Made in'))).toBe(false);
    expect(html).not.toContain('data-behaviour="delivery-date"');
    expect(lines.map((l) => l.split(' ').pop())).toEqual(['Shipping', 'Returns']);
  });
});

/** The first page a listing links to under `prefix`. */
async function firstLinkUnder(listing: string, prefix: string): Promise<string> {
  const href = new RegExp(`href="(${prefix}[^"?#/]+)"`).exec(await page(listing))?.[1];
  expect(href, listing).toBeTruthy();
  return href!;
}

describe('beside the other buy buttons', () => {
  it('a Forever Box: its safety, when it leaves, the redo, as the shipping and returns pages say', async () => {
    const box = await firstLinkUnder('/digital-conversion/order', '/digital-conversion/order/forever-');
    const lines = trustLines(await page(`${box}?wait=store`));
    const shippingText = textOf(await page('/shipping'));
    expect(shippingText).toContain('tracked and insured in both directions');
    expect(lines[0]).toMatch(/^Tracked and insured both ways; .* Shipping$/);
    const dispatch = /Your empty box ships within (\d+) business days/.exec(shippingText)?.[1];
    const leaves = `Your empty box ships within ${dispatch} business days, with prepaid return labels inside.`;
    expect(lines[1]).toBe(`${leaves} Shipping`);
    const redo = /tell us within (\d+) days of your files arriving/.exec(textOf(await page('/returns')))?.[1];
    const redone = `Not right? Within ${redo} days we redo it free. Items we cannot digitize cost nothing.`;
    expect(lines[2]).toBe(`${redone} Returns`);
  });

  it('a per-item service, sent in a box of the shopper’s own: only the redo promise, no box safety', async () => {
    const lines = trustLines(await page('/digital-conversion/order/video-tape-conversion?wait=store'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Not right\? .* Returns$/);
  });

  it('storage for good: the guarantee, linked to its page; its gift, a set time, none (decision 100)', async () => {
    const years = /Your lifetime plus (\d+) years/.exec(textOf(await page('/guarantee')))?.[1];
    const guarantee = `Guaranteed for your lifetime plus ${years} years, paid once. Our guarantee`;
    const html = await page('/preserve-and-share?wait=store');
    expect(trustLines(html)).toEqual([guarantee]);
    expect(html).toContain('href="/guarantee"');
    expect(await page('/gifting/forever-storage?wait=store')).not.toContain('data-testid="trust-lines"');
  });

  it('the club: free shipping from its perks and cancelling from the returns page', async () => {
    const lines = trustLines(await page('/forever-club?wait=store'));
    expect(lines).toEqual([
      'Free standard shipping on printed products and on Forever Boxes both ways. Forever Club',
      'Cancel any time from your account before the next renewal. Returns',
    ]);
    const returns = textOf(await page('/returns'));
    expect(returns).toContain('Subscriptions can be cancelled at any time from your account and will not renew');
  });

  it('software: the returns page’s refund window', async () => {
    const days = /Software can be refunded within (\d+) days of purchase/.exec(textOf(await page('/returns')))?.[1];
    const lines = trustLines(await page('/historian?wait=store'));
    expect(lines).toEqual([`Refunded if you ask within ${days} days of purchase. Returns`]);
  });
});
