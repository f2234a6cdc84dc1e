// What the storage chooser's price panel says, as text: the one place it is worded, for the
// server's HTML and for the script that follows the radios (client/behaviours/storage-chooser.ts).
import { STORAGE_INSTALMENT_MONTHS } from '#core/domain/constants.ts';
import { onFirstUse } from '#core/domain/formatters.ts';
import { formatUsd } from '#core/domain/money.ts';
import {
  capacityTable,
  type PricedProduct,
  planTotalCents,
  type StorageChoice,
  type StorageTier,
  unitCentsPerGb,
} from './plans.ts';

/** The panel's heading: "1TB, paid over 24 months". */
export const planHeading = (choice: StorageChoice) =>
  `${choice.tier}, ${choice.plan === '24-months' ? 'paid over 24 months' : 'paid once'}`;

/** A choice as one value: what the Add to cart button says it buys, checked against the radios posted. */
export const choiceKey = (choice: StorageChoice) => `${choice.tier}:${choice.plan}`;

/** The page's query for a choice. */
export const choiceQuery = (choice: StorageChoice) => `?tier=${encodeURIComponent(choice.tier)}&plan=${choice.plan}`;

export interface PlanTexts {
  price: string;
  suffix: string;
  /** The list price when a promotion lowers it. */
  was: string | null;
  off: string | null;
  details: string;
}

export function planTexts(choice: StorageChoice, plan: PricedProduct): PlanTexts {
  const perGb = formatUsd(Math.round(unitCentsPerGb(choice, plan.priceCents)));
  return {
    price: formatUsd(plan.priceCents, [plan.regularCents ?? 0]),
    suffix: choice.plan === '24-months' ? ' a month for 24 months' : ' once',
    was: plan.regularCents !== null ? formatUsd(plan.regularCents, [plan.priceCents]) : null,
    off: plan.percentOff !== null ? `${plan.percentOff}% off` : null,
    details:
      choice.plan === '24-months'
        ? `${formatUsd(planTotalCents(choice.plan, plan.priceCents))} in all over ${STORAGE_INSTALMENT_MONTHS} ` +
          `months, about ${perGb} per GB.`
        : `About ${perGb} per GB.`,
  };
}

const count = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** The capacity table's heading, caption and rows for a tier. */
export const capacityTexts = (tier: StorageTier) => ({
  heading: `What fits in ${tier}`,
  caption: `What ${tier} holds`,
  column: `About how much fits in ${tier}`,
  rows: capacityTable(tier).map((row) => ({
    what: row.what,
    amount: `${count().format(row.low)} to ${count().format(row.high)} ${row.unit}`,
  })),
});
