import { describe, expect, it } from 'vitest';
import { cartChangedCount, cartLinkLabel, formatCartCount } from '#core/domain/cart-count.ts';

describe('formatCartCount (SPEC §2.9, §9)', () => {
  it('shows nothing for an empty or unknown cart', () => {
    expect(formatCartCount(0)).toBe('');
    expect(formatCartCount(null)).toBe('');
    expect(formatCartCount(undefined)).toBe('');
  });
  it('shows the count up to 99', () => {
    expect(formatCartCount(1)).toBe('1');
    expect(formatCartCount(99)).toBe('99');
  });
  it('caps at 99+ above 99', () => {
    expect(formatCartCount(100)).toBe('99+');
    expect(formatCartCount(120)).toBe('99+');
  });
});

describe('cartLinkLabel', () => {
  it('names the exact count, in the singular for one item', () => {
    expect(cartLinkLabel(null)).toBe('Cart');
    expect(cartLinkLabel(0)).toBe('Cart, 0 items');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(120)).toBe('Cart, 120 items');
  });
});

describe('cartChangedCount (the cart:changed event)', () => {
  it('reads a count or null', () => {
    expect(cartChangedCount({ count: 4 })).toBe(4);
    expect(cartChangedCount({ count: 0 })).toBe(0);
    expect(cartChangedCount({ count: 2.7 })).toBe(2);
    expect(cartChangedCount({ count: null })).toBeNull();
  });
  it('ignores anything else', () => {
    for (const detail of [
      undefined,
      null,
      4,
      'x',
      {},
      { count: 'many' },
      { count: -1 },
      { count: Number.NaN },
      { count: Infinity },
    ]) {
      expect(cartChangedCount(detail), JSON.stringify(detail)).toBeUndefined();
    }
  });
});
