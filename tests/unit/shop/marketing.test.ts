import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CARD_PRICE_DIVISOR } from '#core/domain/constants.ts';
import {
  categoryBySlug,
  categoryFromPrice,
  deals,
  fromPrices,
  groupSlugsOf,
  MARKETING_CATEGORIES,
} from '#core/domain/shop/marketing.ts';
import { StoreProduct } from '#core/domain/shop/product.ts';

const product = (fields: Record<string, unknown>) => v.parse(StoreProduct, { id: 1, sku: 'S', slug: 's', ...fields });

describe('print marketing (SPEC §3, §5, §7)', () => {
  it('names the eight categories in menu order, with their lists as marketing products', () => {
    expect(MARKETING_CATEGORIES.map((c) => c.nameSlug)).toEqual([
      'photo-books',
      'cards-and-stationery',
      'photo-gifts',
      'photo-prints',
      'drinkware',
      'wall-decor',
      'calendars',
      'home-decor',
    ]);
    const drinkware = categoryBySlug('drinkware')!;
    expect(drinkware.products.map((p) => p.routeName)).toContain('create-and-print-drinkware-photo-mugs');
    expect(categoryBySlug('cards-and-stationery')!.products.find((p) => p.mainGroupSlug === 'cards')!.perCard).toBe(
      true,
    );
    expect(groupSlugsOf([categoryBySlug('calendars')!, drinkware])).toEqual([
      'calendars',
      'frosted-glasses',
      'photo-mugs',
      'tumblers',
      'water-bottles',
    ]);
  });

  it('prices a group from its cheapest enabled, priced product, by promotion price or price', () => {
    const prices = fromPrices(
      new Map([
        [
          'photo-mugs',
          [
            product({ id: 1, price_cents: 100, enabled: false }),
            product({ id: 2, price_cents: null }),
            product({ id: 3, price_cents: 1999, promotionPrice: 1499 }),
            product({ id: 4, price_cents: 1599 }),
          ],
        ],
        ['empty', [product({ price_cents: null })]],
      ]),
    );
    expect(prices).toEqual({ 'photo-mugs': { cents: 1499, perCard: false, imageUrl: null } });
  });

  it('prices cards per card, from the pack price', () => {
    const prices = fromPrices(
      new Map([
        [
          'cards',
          [product({ price_cents: 5000, subtype: 'card', product_images: [{ url: 'https://s.example/c.png' }] })],
        ],
      ]),
    );
    expect(prices.cards).toEqual({
      cents: Math.round(5000 / CARD_PRICE_DIVISOR),
      perCard: true,
      imageUrl: 'https://s.example/c.png',
    });
  });

  it('prices a category from its lowest list, preferring per-piece prices over per-card ones', () => {
    const cards = categoryBySlug('cards-and-stationery')!;
    expect(
      categoryFromPrice(cards, {
        cards: { cents: 200, perCard: true, imageUrl: null },
        notebooks: { cents: 1800, perCard: false, imageUrl: null },
        planners: { cents: 2400, perCard: false, imageUrl: null },
      }),
    ).toEqual({ cents: 1800, perCard: false, imageUrl: null });
    expect(categoryFromPrice(cards, { cards: { cents: 200, perCard: true, imageUrl: null } })).toEqual({
      cents: 200,
      perCard: true,
      imageUrl: null,
    });
    expect(categoryFromPrice(cards, {})).toBeNull();
    expect(
      categoryFromPrice(categoryBySlug('calendars')!, { calendars: { cents: 2499, perCard: false, imageUrl: null } }),
    ).toEqual({
      cents: 2499,
      perCard: false,
      imageUrl: null,
    });
  });

  it('takes promotions from the primary-promotion groups only, and leaves out what cannot be sold', () => {
    const promo = { name: 'Print Sale', description: null, percent_off: 30 };
    const market = [
      product({ id: 1, slug: 'a', price_cents: 1000, promotionPrice: 500, primary_promotion: promo }),
      product({ id: 2, slug: 'b', price_cents: 1000 }),
      product({ id: 3, slug: 'c', price_cents: 1000, enabled: false }),
    ];
    const promoted = [product({ id: 2, slug: 'b', price_cents: 1000, promotionPrice: 700, primary_promotion: promo })];
    const out = deals(market, promoted);
    expect(out.map((d) => [d.product.slug, d.product.priceCents, d.promotion])).toEqual([
      ['a', 1000, null],
      ['b', 700, 'Print Sale'],
    ]);
    expect(out[1]!.product.percentOff).toBe(30);
    // The promotions failed: nothing is promoted.
    expect(deals(market, []).every((d) => d.promotion === null && d.product.regularCents === null)).toBe(true);
  });
});
