// What a gifting page renders from. The loader builds it; the components only read it.

import type { Deferred } from '#client/components/WhenSettled.tsx';
import type { GiftConfirmation, GiftErrors, GiftRoute, GiftSubject, GiftValues } from '#core/domain/gifting/gift.ts';
import type { PricedProduct } from '#core/domain/storage/plans.ts';

/** The store's prices by product slug; null when the store did not answer. */
export type GiftPrices = Record<string, PricedProduct> | null;

export interface GiftFormState {
  values: GiftValues;
  errors: GiftErrors;
  /** Add to cart's failure (SPEC §8 text), after a post the store refused. */
  failure: string | null;
}

export interface GiftData {
  route: GiftRoute;
  subject: GiftSubject;
  prices: Deferred<GiftPrices>;
  /** The storage plans' prices, from the same store answer, for a gift whose subject sets them beside it. */
  storagePlans: Deferred<GiftPrices> | null;
  signedIn: boolean;
  logInHref: string;
  form: GiftFormState;
  confirmation: GiftConfirmation | null;
  /** The first day a gift may be scheduled for (YYYY-MM-DD). */
  firstSendDay: string;
}

export const GIFT_DEFAULTS: GiftValues = { duration: '1-year', delivery: 'email', timing: 'immediately' };
export const GIFT_PRICES_ERROR = 'Gift prices could not be loaded right now.';
export const GIFT_RETRY = 'Try again';
export const GIFT_NOT_SOLD = 'Not available';
