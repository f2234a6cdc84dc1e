import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryDateText, deliverySpanText, todayIn } from '#core/domain/trust/delivery-dates.ts';
import { parseProductionTime, productionTimeOf } from '#core/domain/trust/lines.ts';

describe('the delivery line: "Order by {date} to have it by {date}" (issue 35)', () => {
  it('is today where the visitor is, not where the server is', () => {
    // 03:00 UTC on a Saturday is still Friday evening in New York, and Saturday afternoon in Auckland.
    const now = new Date('2026-11-28T03:00:00Z');
    expect(todayIn(now, 'America/New_York')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(todayIn(now, 'Pacific/Auckland')).toEqual({ year: 2026, month: 11, day: 28 });
  });

  it('counts business days after the order’s day, over weekends and month ends', () => {
    const friday = { year: 2026, month: 11, day: 27 };
    expect(addBusinessDays(friday, 1)).toEqual({ year: 2026, month: 11, day: 30 });
    expect(addBusinessDays(friday, 5)).toEqual({ year: 2026, month: 12, day: 4 });
    const saturday = { year: 2026, month: 11, day: 28 };
    expect(addBusinessDays(saturday, 1)).toEqual({ year: 2026, month: 11, day: 30 });
    expect(addBusinessDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('promises the latest day: the longest production, then the longest delivery', () => {
    const friday = { year: 2026, month: 11, day: 27 };
    // 7 + 6 = 13 business days after Friday, November 27: Wednesday, December 16.
    const text = deliveryDateText(friday, [5, 7], [2, 6]);
    expect(text).toBe('Order by Friday, November 27 to have it by Wednesday, December 16 by standard shipping.');
  });

  it('says only the spans without script, true on any day', () => {
    const delivery = 'then 2 to 6 business days to you by standard shipping.';
    expect(deliverySpanText([5, 7], [2, 6])).toBe(`Made in 5 to 7 business days, ${delivery}`);
    expect(deliverySpanText([5, 5], [2, 6])).toBe(`Made in 5 business days, ${delivery}`);
  });

  it('reads a product’s own production time, and nothing it cannot read', () => {
    expect(parseProductionTime('5 business days')).toEqual([5, 5]);
    expect(parseProductionTime('3 to 4 business days')).toEqual([3, 4]);
    expect(parseProductionTime('1 business day')).toEqual([1, 1]);
    const odd = [null, '', 'about a week', '0 business days', '7 to 3 business days'];
    for (const value of odd) expect(parseProductionTime(value)).toBeNull();
  });

  it('takes the list’s time before its category’s, and none where the shipping page names neither', () => {
    expect(productionTimeOf(['cards', 'cards-and-stationery'])).toEqual([5, 7]);
    expect(productionTimeOf(['photo-mugs', 'drinkware'])).toEqual([7, 10]);
    expect(productionTimeOf(['magnets', 'photo-gifts'])).toBeNull();
  });
});
