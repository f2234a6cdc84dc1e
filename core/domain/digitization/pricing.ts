// SPEC §9 digitization price rules: film per 50 ft rounded up; a photo is the per-item (set)
// price ÷ photos per item, and a custom scan likewise. Prices are in cents; a line is rounded
// to the cent once, never per photo.
import { FILM_FEET_PER_UNIT, PHOTOS_PER_ITEM } from '#core/domain/constants.ts';
import { COUNT_FIELD, type CountStep, type Counts, type EstimatorState } from './estimator.ts';
import { SKUS } from './services.ts';

/** How many film units (50 ft each) a length of film is billed as. */
export const filmUnits = (feet: number) => Math.ceil(Math.max(0, feet) / FILM_FEET_PER_UNIT);

/** The price of one photo (or custom scan), in fractional cents, from the price of a set. */
export const perPhotoCents = (perItemCents: number) => perItemCents / PHOTOS_PER_ITEM;

/** The store SKU each count step is priced by. */
export const STEP_SKU: Record<CountStep, string> = {
  tapes: SKUS.video,
  film: SKUS.film,
  pictures: SKUS.photos,
  audio: SKUS.audio,
  scans: SKUS.photos,
};

/** A line's total in cents, from its count and the unit price of its SKU. */
export function lineCents(step: CountStep, count: number, unitCents: number): number {
  if (count <= 0) return 0;
  if (step === 'film') return filmUnits(count) * unitCents;
  if (step === 'pictures' || step === 'scans') return Math.round(count * perPhotoCents(unitCents));
  return count * unitCents;
}

export interface EstimateLine {
  step: CountStep;
  count: number;
  /** Null when the store could not price the SKU. */
  cents: number | null;
}

export interface Estimate {
  lines: EstimateLine[];
  /** Null when any line could not be priced. */
  totalCents: number | null;
}

/** Prices by SKU (cents), as far as the store answered; a missing SKU leaves its line unpriced. */
export type PriceBook = Readonly<Record<string, number>>;

export function estimate(state: Pick<EstimatorState, 'steps' | 'counts'>, prices: PriceBook | null): Estimate {
  const lines = state.steps
    .filter((id): id is CountStep => id in COUNT_FIELD)
    .map((step) => {
      const count = (state.counts as Counts)[COUNT_FIELD[step]];
      const unit = prices?.[STEP_SKU[step]];
      return { step, count, cents: unit === undefined ? null : lineCents(step, count, unit) };
    });
  const totalCents = lines.every((l) => l.cents !== null) ? lines.reduce((sum, l) => sum + (l.cents ?? 0), 0) : null;
  return { lines, totalCents };
}
