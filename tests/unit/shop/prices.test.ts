import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CARD_PRICE_DIVISOR } from '#core/domain/constants.ts';
import { formatUsd } from '#core/domain/money.ts';
import { cheapest, payCents, perCardCents, percentOff } from '#core/domain/shop/prices.ts';
import { StoreProduct, toSummary } from '#core/domain/shop/product.ts';

describe('shop prices (SPEC §3, §9)', () => {
  it('pays the promotion price only when it is lower', () => {
    expect(payCents({ price_cents: 2000, promotionPrice: 1600 })).toBe(1600);
    expect(payCents({ price_cents: 2000, promotionPrice: 2400 })).toBe(2000);
    expect(payCents({ price_cents: 2000, promotionPrice: null })).toBe(2000);
    expect(payCents({ price_cents: null, promotionPrice: 100 })).toBeNull();
  });
  it('rounds percent off relative to the list price', () => {
    expect(percentOff(2999, 2399)).toBe(20);
    expect(percentOff(300, 199)).toBe(34);
    expect(percentOff(1000, 1000)).toBeNull();
    expect(percentOff(0, 0)).toBeNull();
  });
  it('chooses the cheapest by promotion price or price, skipping unpriced ones', () => {
    const a = { price_cents: 1000, promotionPrice: 700 };
    const b = { price_cents: 800, promotionPrice: null };
    const c = { price_cents: null, promotionPrice: null };
    expect(cheapest([b, a, c])).toBe(a);
    expect(cheapest([c])).toBeNull();
  });
  it('shows cards per card, from the pack price', () => {
    expect(perCardCents(2500)).toBe(2500 / CARD_PRICE_DIVISOR);
    expect(formatUsd(perCardCents(2499))).toBe('$1');
  });
  it('formats USD as SPEC §9 says: $2,000 with no decimals', () => {
    expect(formatUsd(200000)).toBe('$2,000');
    expect(formatUsd(1999)).toBe('$19.99');
  });
  it('shows only enabled products with a price (SPEC §5)', () => {
    const base = { id: 1, sku: 'A', slug: 'a' };
    expect(toSummary(v.parse(StoreProduct, { ...base, price_cents: 1000, enabled: false }))).toBeNull();
    expect(toSummary(v.parse(StoreProduct, { ...base, price_cents: null }))).toBeNull();
    // Per card where the page that sells it says so (the cards list), whatever the store's subtype.
    expect(
      toSummary(v.parse(StoreProduct, { ...base, price_cents: 1000, promotionPrice: 800, subtype: 'card' }))?.perCard,
    ).toBe(false);
    expect(
      toSummary(v.parse(StoreProduct, { ...base, price_cents: 1000, promotionPrice: 800 }), { perCard: true }),
    ).toMatchObject({
      priceCents: 800,
      regularCents: 1000,
      percentOff: 20,
      perCard: true,
      name: 'a',
    });
  });
  it('reads the store’s product leniently: missing fields default, images become their urls', () => {
    const p = v.parse(StoreProduct, {
      id: 2,
      sku: 'B',
      slug: 'b',
      name: null,
      price_cents: 1500,
      options: [{ id: 1, name: null, option_values: [{ id: 9, value: null, price_cents: null }] }],
      product_images: [{ url: 'https://store.example/b.jpg' }],
      primary_image: null,
      unavailable: true,
    });
    expect(p.options[0]!.option_values[0]).toEqual({ id: 9, value: null, price_cents: null });
    expect(toSummary(p)).toMatchObject({
      name: 'b',
      imageUrl: 'https://store.example/b.jpg',
      unavailable: true,
      perCard: false,
      percentOff: null,
    });
    expect(toSummary(p, { perCard: true })!.perCard).toBe(true);
    expect(v.safeParse(StoreProduct, { id: 'x', sku: 'B', slug: 'b' }).success).toBe(false);
  });
});
