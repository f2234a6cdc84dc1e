import { describe, expect, it } from 'vitest';
import { ratingView } from '#core/domain/shop/rating.ts';

describe('ratingView: reviews as shoppers read them (issue 35)', () => {
  it('gives stars out of 5 from the store’s average out of 10, and the count', () => {
    expect(ratingView({ average: 8.2, count: 201 })).toEqual({
      text: '4.1 ★ (201 reviews)',
      label: 'Rated 4.1 out of 5 stars, from 201 reviews',
    });
    expect(ratingView({ average: 10, count: 1 })?.text).toBe('5.0 ★ (1 review)');
    expect(ratingView({ average: 9, count: 1250 })?.text).toBe('4.5 ★ (1,250 reviews)');
  });

  it('is nothing where the store gives no reviews', () => {
    expect(ratingView(null)).toBeNull();
    expect(ratingView({ average: 0, count: 0 })).toBeNull();
  });
});
