// One story of storage on its two pages (docs/decisions/100). The store gives Forever Storage only
// as time (SPEC §9 gift subscriptions: 1 month, 3 months, 1 year) and sells permanent storage by
// size (SPEC §3 storage plan tiers), never as a gift. So the gift page says what the gift is and
// what the plans cost in the plan page's own units (a tier, paid once, per GB), and the plan page
// says what a gift of it costs, each from the store's products and linking to the other.
import { GIFT_DURATIONS, GUARANTEE_EXTRA_YEARS, STORAGE_TIERS } from '#core/domain/constants.ts';
import { GIFT_SUBJECTS, giftSlug } from '#core/domain/gifting/gift.ts';
import { formatUsd } from '#core/domain/money.ts';
import { type PricedProduct, type StorageTier, storageSlug, unitCentsPerGb } from './plans.ts';

type Prices = Readonly<Record<string, PricedProduct>>;

const STORAGE_GIFT = GIFT_SUBJECTS['gifting-forever-storage'];

/** "a, b or c". */
const either = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The gift lengths the store sells, shortest first, at what each costs. */
export const soldGiftLengths = (gifts: Prices) =>
  GIFT_DURATIONS.flatMap((d) => {
    const p = gifts[giftSlug(STORAGE_GIFT, d.value)];
    return p ? [{ label: d.label, priceCents: p.priceCents }] : [];
  });

/** "1 month for $5.99 or 1 year for $59.99", amounts in one format (decision 091); null when none is sold. */
export function giftLengthsText(gifts: Prices): string | null {
  const lengths = soldGiftLengths(gifts);
  const all = lengths.map((l) => l.priceCents);
  return lengths.length ? either(lengths.map((l) => `${l.label} for ${formatUsd(l.priceCents, all)}`)) : null;
}

interface SoldTier {
  tier: StorageTier;
  priceCents: number;
  perGbCents: number;
}

/** The tiers the store sells paid once, smallest first, at their price and price per GB as the plan page gives it. */
export const soldTiers = (plans: Prices): SoldTier[] =>
  STORAGE_TIERS.flatMap((tier) => {
    const choice = { tier, plan: 'single' as const };
    const p = plans[storageSlug(choice)];
    return p ? [{ tier, priceCents: p.priceCents, perGbCents: Math.round(unitCentsPerGb(choice, p.priceCents)) }] : [];
  });

/** On the gift page: what the gift is, with its lengths' prices. */
export const giftIsTime = (gifts: Prices) => {
  const lengths = giftLengthsText(gifts);
  const lead = `This gift is time on ${STORAGE_GIFT.name}, given to someone else`;
  return lengths ? `${lead}: ${lengths}.` : `${lead}.`;
};

/** On the gift page: the plans, from the smallest to the largest the store sells, in the plan page's units. */
export function plansAreForGood(plans: Prices): string {
  const lead = 'Storage kept for good is a plan you buy by size for your own account, not a gift';
  const guarantee = `guaranteed for your lifetime plus ${GUARANTEE_EXTRA_YEARS} years.`;
  const tiers = soldTiers(plans);
  const first = tiers[0];
  const last = tiers.at(-1);
  if (!first || !last) return `${lead}, ${guarantee}`;
  const perGb = tiers.map((t) => t.perGbCents);
  const all = [...tiers.map((t) => t.priceCents), ...perGb];
  const usd = (cents: number) => formatUsd(cents, all);
  const low = Math.min(...perGb);
  const high = Math.max(...perGb);
  const span = low === high ? `about ${usd(low)} per GB` : `about ${usd(low)} to ${usd(high)} per GB`;
  const range =
    first === last
      ? `${first.tier} for ${usd(first.priceCents)} paid once`
      : `from ${first.tier} for ${usd(first.priceCents)} to ${last.tier} for ${usd(last.priceCents)} paid once`;
  return `${lead}: ${range}, ${span}, ${guarantee}`;
}

/** On the plan page: what a gift of storage is, and what it costs. */
export function giftOfStorage(gifts: Prices | null): string {
  const lengths = gifts ? giftLengthsText(gifts) : null;
  const time = lengths ? `as time instead: ${lengths}` : 'as time instead';
  const plans = 'The plans above are permanent storage for your own account.';
  return `${plans} ${STORAGE_GIFT.name} can be given ${time}, by email or printed to give in person.`;
}
