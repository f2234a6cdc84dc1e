import { describe, expect, it } from 'vitest';
import { formatCartCount } from '#client/domain/cart-count.ts';

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
