// The plans' pure rules: the yearly savings behind the "more than 25 percent" claim, the hourly
// rate of a research plan, and the Product JSON-LD of a plan.
import { describe, expect, it } from 'vitest';
import { hourlyRateCents, yearlySavingsPercent } from '#client/components/marketing/plans.ts';
import { productLd } from '#core/domain/structured-data.ts';

describe('yearlySavingsPercent', () => {
  it('compares a year of the yearly plan with twelve months of the monthly one', () => {
    expect(yearlySavingsPercent(1000, 9000)).toBe(25);
    expect(yearlySavingsPercent(499, 3999)).toBe(33);
  });
  it('rounds down, so "more than 25 percent" is never rounded into being true', () => {
    // 25.9 percent: not more than 26.
    expect(yearlySavingsPercent(1000, 8892)).toBe(25);
  });
  it('is null without a monthly price, and negative when the yearly plan costs more', () => {
    expect(yearlySavingsPercent(0, 1000)).toBeNull();
    expect(yearlySavingsPercent(100, 1300)).toBeLessThan(0);
  });
});

describe('hourlyRateCents', () => {
  it('is the monthly price over the hours of a month (SPEC §9: research price / 5)', () => {
    expect(hourlyRateCents(74900, 3, 5)).toBe(4993);
    expect(hourlyRateCents(99900, 12, 1)).toBe(8325);
  });
});

describe('productLd', () => {
  it('is a Product with its brand and a USD Offer', () => {
    expect(
      productLd({
        name: 'Valet',
        description: 'Sorts photos.',
        sku: 'valet-software',
        brand: 'Forever Memories',
        offer: { priceCents: 4999, url: 'https://x.example/valet' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Valet',
      description: 'Sorts photos.',
      sku: 'valet-software',
      brand: { '@type': 'Brand', name: 'Forever Memories' },
      offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'USD', url: 'https://x.example/valet' },
    });
  });
});
