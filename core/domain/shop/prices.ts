// The shop's price rules (SPEC §3, §9): the price a visitor pays, the list price beside it, the
// rounded percent off, the cheapest of several, and cards priced per card.
import { CARD_PRICE_DIVISOR } from '#core/domain/constants.ts';

interface Priced {
  price_cents: number | null;
  promotionPrice?: number | null;
}

/** What it costs: the promotion price when one lowers it, else the price; null when not for sale. */
export function payCents(p: Priced): number | null {
  if (p.price_cents === null) return null;
  return p.promotionPrice != null && p.promotionPrice < p.price_cents ? p.promotionPrice : p.price_cents;
}

/** SPEC §9: the rounded price reduction relative to the list price, in percent; null when none. */
export function percentOff(listCents: number, payingCents: number): number | null {
  if (listCents <= 0 || payingCents >= listCents) return null;
  return Math.round(((listCents - payingCents) / listCents) * 100);
}

/** SPEC §3: the cheapest of several, chosen by promotion price or price; unpriced ones never win. */
export function cheapest<T extends Priced>(items: readonly T[]): T | null {
  let best: T | null = null;
  for (const item of items) {
    const cents = payCents(item);
    if (cents === null) continue;
    if (best === null || cents < (payCents(best) as number)) best = item;
  }
  return best;
}

/** SPEC §3: cards are sold by the pack and shown per card; a pack that names no count holds the shared divisor's. */
export const perCardCents = (packCents: number, cards: number = CARD_PRICE_DIVISOR) => Math.round(packCents / cards);

/** How many cards a pack option's value names ("50 cards" → 50); null when it names none. */
export function cardsNamed(value: string | null | undefined): number | null {
  const count = Number(/(\d{1,5})\s*cards?\b/i.exec(value ?? '')?.[1]);
  return count > 0 ? count : null;
}
