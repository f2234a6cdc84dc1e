// The storage chooser's rules (SPEC §3, §9): one choice from any query, prices from the promotion
// or base price, percent off rounded, the 24-month total, the price per GB and the capacity table.
import { describe, expect, it } from 'vitest';
import {
  capacityTable,
  choiceOf,
  percentOff,
  planTotalCents,
  pricedPlans,
  pricedProduct,
  storageSlug,
  tierGb,
  unitCentsPerGb,
} from '#core/domain/storage/plans.ts';

const sold = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'forever-storage-10gb',
  price_cents: 2900,
  promotionPrice: null,
  enabled: true,
  unavailable: false,
  ...over,
});

describe('choiceOf', () => {
  it('reads a known tier (any case) and plan, and keeps the default for anything else', () => {
    expect(choiceOf({ tier: '2TB', plan: '24-months' })).toEqual({ tier: '2TB', plan: '24-months' });
    expect(choiceOf({ tier: '1tb' })).toEqual({ tier: '1TB', plan: 'single' });
    expect(choiceOf({ tier: '3GB', plan: 'weekly' })).toEqual({ tier: '100GB', plan: 'single' });
    expect(choiceOf({})).toEqual({ tier: '100GB', plan: 'single' });
  });
});

describe('storageSlug and tierGb', () => {
  it('names the store products forever-storage-{tier}[-24-months], and counts a TB as 1000 GB', () => {
    expect(storageSlug({ tier: '10GB', plan: 'single' })).toBe('forever-storage-10gb');
    expect(storageSlug({ tier: '1TB', plan: '24-months' })).toBe('forever-storage-1tb-24-months');
    expect(tierGb('250GB')).toBe(250);
    expect(tierGb('2TB')).toBe(2000);
  });
});

describe('pricedProduct', () => {
  it('prices from the promotion price when lower, with the list price and the rounded percent off', () => {
    expect(pricedProduct(sold({ price_cents: 17900, promotionPrice: 13425 }))).toEqual({
      productId: 1,
      priceCents: 13425,
      regularCents: 17900,
      percentOff: 25,
    });
    expect(percentOff(2000, 3000)).toBe(33);
    expect(percentOff(1000, 3000)).toBe(67);
  });
  it('prices from the base price without a promotion, or with one that is not lower', () => {
    expect(pricedProduct(sold())).toMatchObject({ priceCents: 2900, regularCents: null, percentOff: null });
    expect(pricedProduct(sold({ promotionPrice: 3100 }))).toMatchObject({ priceCents: 2900, regularCents: null });
  });
  it('sells nothing disabled, unavailable or without a price', () => {
    expect(pricedProduct(sold({ enabled: false }))).toBeNull();
    expect(pricedProduct(sold({ unavailable: true }))).toBeNull();
    expect(pricedProduct(sold({ price_cents: null }))).toBeNull();
  });
  it('keys what is sold by slug', () => {
    expect(Object.keys(pricedPlans([sold(), sold({ id: 2, slug: 'x', enabled: false })]))).toEqual([
      'forever-storage-10gb',
    ]);
  });
});

describe('totals and per-GB prices', () => {
  it('multiplies the 24-month instalment by 24, and leaves a single payment as it is', () => {
    expect(planTotalCents('24-months', 1000)).toBe(24_000);
    expect(planTotalCents('single', 1000)).toBe(1000);
  });
  it('divides what the plan costs in all by its GB', () => {
    expect(unitCentsPerGb({ tier: '10GB', plan: 'single' }, 2900)).toBe(290);
    expect(unitCentsPerGb({ tier: '2TB', plan: '24-months' }, 10_000)).toBe(120);
  });
});

describe('capacityTable', () => {
  it('scales the SPEC §9 per-GB estimates to the tier, rounded, at least 1', () => {
    const rows = capacityTable('10GB');
    expect(rows.map((r) => [r.what, r.low, r.high])).toEqual([
      ['Mobile photos', 1500, 5000],
      ['Digitized photos', 8000, 10000],
      ['Mobile video', 1, 4],
      ['Digitized video', 7, 10],
      ['Audio', 80, 85],
      ['Documents', 600, 1_000_000],
    ]);
  });
});
