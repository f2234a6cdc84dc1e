// One story of storage on its two pages (decision 100): what the storage gift is, what the plans
// cost in the plan page's units, and what a gift costs on the plan page, only from what is sold.
import { describe, expect, it } from 'vitest';
import {
  giftIsTime,
  giftLengthsText,
  giftOfStorage,
  plansAreForGood,
  soldTiers,
} from '#core/domain/storage/gift-story.ts';
import type { PricedProduct } from '#core/domain/storage/plans.ts';

const priced = (productId: number, priceCents: number): PricedProduct => ({
  productId,
  priceCents,
  regularCents: null,
  percentOff: null,
});

const GIFTS = {
  'forever-storage-gift-1-month': priced(1, 700),
  'forever-storage-gift-1-year': priced(3, 7000),
};

describe('the gift is time', () => {
  it('lists the lengths the store sells, shortest first, in one money format', () => {
    expect(giftLengthsText(GIFTS)).toBe('1 month for $7 or 1 year for $70');
    expect(giftLengthsText({ ...GIFTS, 'forever-storage-gift-3-months': priced(2, 1999) })).toBe(
      '1 month for $7.00, 3 months for $19.99 or 1 year for $70.00',
    );
    expect(giftLengthsText({ 'forever-storage-gift-1-year': priced(3, 7000) })).toBe('1 year for $70');
    expect(giftLengthsText({})).toBeNull();
  });

  it('says so on the gift page, and on the plan page with the gift’s prices', () => {
    expect(giftIsTime(GIFTS)).toBe(
      'This gift is time on Forever Storage, given to someone else: 1 month for $7 or 1 year for $70.',
    );
    expect(giftIsTime({})).toBe('This gift is time on Forever Storage, given to someone else.');
    expect(giftOfStorage(GIFTS)).toBe(
      'The plans above are permanent storage for your own account. Forever Storage can be given as time instead: ' +
        '1 month for $7 or 1 year for $70, by email or printed to give in person.',
    );
    expect(giftOfStorage(null)).toBe(
      'The plans above are permanent storage for your own account. Forever Storage can be given as time instead, ' +
        'by email or printed to give in person.',
    );
  });
});

describe('the plans, in the plan page’s units', () => {
  const PLANS = {
    'forever-storage-50gb': priced(11, 10000),
    'forever-storage-10gb': priced(10, 3000),
    'forever-storage-2tb': priced(12, 200000),
    // A 24-month instalment is not a price paid once: left out of the range.
    'forever-storage-1tb-24-months': priced(13, 100),
  };

  it('takes the tiers paid once, smallest first, each with its price per GB', () => {
    expect(soldTiers(PLANS)).toEqual([
      { tier: '10GB', priceCents: 3000, perGbCents: 300 },
      { tier: '50GB', priceCents: 10000, perGbCents: 200 },
      { tier: '2TB', priceCents: 200000, perGbCents: 100 },
    ]);
  });

  it('gives the smallest and the largest tier sold, the span per GB and the guarantee', () => {
    expect(plansAreForGood(PLANS)).toBe(
      'Storage kept for good is a plan you buy by size for your own account, not a gift: from 10GB for $30 to ' +
        '2TB for $2,000 paid once, about $1 to $3 per GB, guaranteed for your lifetime plus 100 years.',
    );
    expect(plansAreForGood({ 'forever-storage-25gb': priced(1, 5950) })).toBe(
      'Storage kept for good is a plan you buy by size for your own account, not a gift: 25GB for $59.50 paid ' +
        'once, about $2.38 per GB, guaranteed for your lifetime plus 100 years.',
    );
    expect(plansAreForGood({})).toBe(
      'Storage kept for good is a plan you buy by size for your own account, not a gift, guaranteed for your ' +
        'lifetime plus 100 years.',
    );
  });
});
