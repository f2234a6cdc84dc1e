import { describe, expect, it } from 'vitest';
import {
  choiceQuery,
  chosenFrom,
  listCents,
  paidCents,
  pricingOf,
  quantityFrom,
  takesQuantity,
  variantSummary,
} from '#core/domain/shop/detail/variant.ts';
import { optionPriceText } from '#core/domain/shop/price-texts.ts';
import type { StoreProduct } from '#core/domain/shop/product.ts';
import { toSummary } from '#core/domain/shop/product.ts';

/** A product as the store sends it: a value's price_cents is the product's price with that value. */
function product(over: Partial<StoreProduct> = {}): StoreProduct {
  return {
    id: 1,
    sku: 'PB-STD-8X8',
    slug: 'book',
    name: 'Book',
    price_cents: 3499,
    promotionPrice: null,
    primary_promotion: null,
    percentOff: null,
    enabled: true,
    product_type: 'print',
    subtype: 'photo_book',
    options: [
      {
        id: 10,
        name: 'Cover',
        option_values: [
          { id: 11, value: 'Softbound', price_cents: 3499 },
          { id: 12, value: 'Hardbound', price_cents: 4499 },
        ],
      },
    ],
    product_attributes: [],
    product_images: [],
    primary_image: null,
    description: null,
    width: null,
    length: null,
    height: null,
    sizes: [],
    starting_price_cents: 3499,
    unavailable: false,
    rating: null,
    ...over,
  };
}

describe('a choice’s price', () => {
  it('is the chosen value’s price, for one option', () => {
    const pricing = pricingOf(product())!;
    expect(paidCents(pricing, { 10: 11 })).toBe(3499);
    expect(paidCents(pricing, { 10: 12 })).toBe(4499);
  });

  it('adds what each chosen value adds to the base, for several options', () => {
    const pricing = pricingOf(
      product({
        options: [
          ...product().options,
          {
            id: 20,
            name: 'Pages',
            option_values: [
              { id: 21, value: '20 pages', price_cents: 3499 },
              { id: 22, value: '40 pages', price_cents: 4499 },
            ],
          },
        ],
      }),
    )!;
    expect(listCents(pricing, { 10: 12, 20: 22 })).toBe(5499);
    expect(listCents(pricing, { 10: 11, 20: 22 })).toBe(4499);
  });

  it('takes the promotion’s percent off the chosen price, and keeps the store’s own figure for the base', () => {
    const promoted = product({
      promotionPrice: 2799,
      primary_promotion: { name: 'Sale', description: null, percent_off: 20 },
      percentOff: 20,
    });
    const pricing = pricingOf(promoted)!;
    expect(paidCents(pricing, { 10: 11 })).toBe(2799);
    expect(paidCents(pricing, { 10: 12 })).toBe(3599);
    const summary = variantSummary(toSummary(promoted)!, pricing, { 10: 12 });
    expect(summary).toMatchObject({ priceCents: 3599, regularCents: 4499, percentOff: 20 });
  });

  it('takes the same sum off when the store names a promotion price but no percent', () => {
    const pricing = pricingOf(product({ promotionPrice: 3000 }))!;
    expect(paidCents(pricing, { 10: 12 })).toBe(4000);
  });

  it('ignores a value without a price, and is null for a product not for sale', () => {
    const pricing = pricingOf(
      product({ options: [{ id: 10, name: 'Cover', option_values: [{ id: 13, value: 'Linen', price_cents: null }] }] }),
    )!;
    expect(paidCents(pricing, { 10: 13 })).toBe(3499);
    expect(pricingOf(product({ price_cents: null }))).toBeNull();
  });
});

describe('what an option’s value says beside it', () => {
  it('the price with it, promotion included, for a product with one option', () => {
    const pricing = pricingOf(
      product({
        promotionPrice: 2799,
        primary_promotion: { name: 'Sale', description: null, percent_off: 20 },
        percentOff: 20,
      }),
    )!;
    expect([optionPriceText(pricing, 10, 11), optionPriceText(pricing, 10, 12)]).toEqual(['$27.99', '$35.99']);
  });

  it('what it adds among several options, nothing where it adds nothing', () => {
    const pricing = pricingOf(
      product({
        options: [
          ...product().options,
          { id: 20, name: 'Pages', option_values: [{ id: 21, value: '40 pages', price_cents: 3999 }] },
        ],
      }),
    )!;
    expect([
      optionPriceText(pricing, 10, 11),
      optionPriceText(pricing, 10, 12),
      optionPriceText(pricing, 20, 21),
    ]).toEqual([null, '+$10', '+$5']);
  });
});

describe('a choice in the URL', () => {
  const options = [{ id: 10, values: [{ id: 11 }, { id: 12 }] }];
  const from = (q: string) => chosenFrom(options, (name) => new URLSearchParams(q).get(name));

  it('is read back from its own query, and defaults to each option’s first value', () => {
    expect(from(choiceQuery({ 10: 12 }, 1).toString())).toEqual({ 10: 12 });
    expect(from('')).toEqual({ 10: 11 });
    expect(from('option-10=999')).toEqual({ 10: 11 });
    expect(from('option-10=%3Cx%3E')).toEqual({ 10: 11 });
  });

  it('keeps a quantity from 1 to 99, and leaves 1 out', () => {
    expect(choiceQuery({ 10: 12 }, 3).toString()).toBe('option-10=12&quantity=3');
    expect(choiceQuery({ 10: 12 }, 1).toString()).toBe('option-10=12');
    expect(['2', '99', '0', '100', '-1', '1.5', 'x', '', null].map(quantityFrom)).toEqual([2, 99, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('offers a quantity unless the product sells itself by the pack', () => {
    expect(takesQuantity(product())).toBe(true);
    expect(takesQuantity(product({ options: [{ id: 1, name: 'Quantity', option_values: [] }] }))).toBe(false);
  });
});
