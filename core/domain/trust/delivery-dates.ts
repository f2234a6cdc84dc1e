// "Order by {date} to have it by {date}": a printed product's production time and the shipping
// page's standard delivery, counted in business days from the visitor's own today. The page is
// cached and shared, so these dates are only ever worked out in the browser, with its clock and
// time zone (the delivery-date behaviour); the HTML says the spans, which stay true
// (docs/decisions/090).
import { onFirstUse } from '#core/domain/formatters.ts';
import { type BusinessDays, businessDaysText } from './policies.ts';

/** A day on the calendar, with no time zone: what "today" is where the visitor is. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The day it is at `now` in `timeZone` (the browser's own when undefined). */
export function todayIn(now: Date, timeZone?: string): CalendarDay {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = format.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const asUtc = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** The day `count` business days after `from` (the order's own day never counts: work starts the next one). */
export function addBusinessDays(from: CalendarDay, count: number): CalendarDay {
  const date = asUtc(from);
  for (let left = count; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend(date)) left--;
  }
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }),
);
/** "Friday, November 27". */
export const dayText = (d: CalendarDay) => dayFormat().format(asUtc(d));

/** What is true whatever the day: the spans themselves, for a page without script. */
export function deliverySpanText(production: BusinessDays, delivery: BusinessDays): string {
  return `Made in ${businessDaysText(production)}, then ${businessDaysText(delivery)} to you by standard shipping.`;
}

/** The latest it arrives when ordered today: the longest production and the longest delivery. */
export function deliveryDateText(today: CalendarDay, production: BusinessDays, delivery: BusinessDays): string {
  const arrives = addBusinessDays(today, production[1] + delivery[1]);
  return `Order by ${dayText(today)} to have it by ${dayText(arrives)} by standard shipping.`;
}
