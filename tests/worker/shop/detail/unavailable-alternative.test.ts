// Issue 35: a product the store cannot sell says so and offers where to go instead: its list, whose
// other products can be bought; never a dead end.
import { describe, expect, it } from 'vitest';
import { site, textOf } from '#tests/worker/helpers.ts';

const LIST = '/create-and-print/drinkware/tumblers';

describe('a product the store marks unavailable', () => {
  it('leads to its list’s other products', async () => {
    const list = await (await site(`${LIST}?wait=store`)).text();
    // The one the store marks unavailable, as its card says.
    const cards = list.split('data-testid="product-card"').slice(1);
    const card = cards.find((c) => c.includes('Not available to order right now'));
    expect(card).toBeTruthy();
    const href = new RegExp(`href="(${LIST}/[^"?#]+)"`).exec(card!)?.[1];
    const page = await (await site(`${href}?wait=store`)).text();
    const detail = page.slice(page.indexOf('data-testid="product-detail"'));
    expect(textOf(detail)).toContain('This product is not available to order right now. See the other Tumblers');
    expect(detail).toMatch(new RegExp(`<a href="${LIST}"[^>]*>See the other Tumblers</a>`));
  });
});
