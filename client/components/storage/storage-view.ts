// What the storage chooser renders from: the choice, the store's prices (streamed when late) and what
// buying needs. The loader builds it; the components only read it.
import type { Deferred } from '#client/components/WhenSettled.tsx';
import type { PricedProduct, StorageChoice } from '#client/domain/storage/plans.ts';
import type { PageImage } from '#worker/db/views.ts';

/** The store's prices by product slug; null when the store did not answer. */
export type StoragePrices = Record<string, PricedProduct> | null;

export interface StorageCart {
  signedIn: boolean;
  logInHref: string;
  /** The last add to cart's failure (the page rerendered after its form post). */
  failure: string | null;
  added: boolean;
}

export interface StorageData {
  choice: StorageChoice;
  prices: Deferred<StoragePrices>;
  cart: StorageCart;
  /** The hero's picture from the CMS (docs/decisions/061), when an editor set one. */
  heroImage: PageImage | null;
}

export const STORAGE_PRICES_ERROR = 'Storage prices could not be loaded right now.';
export const STORAGE_RETRY = 'Try again';
export const STORAGE_ADDED = 'Your storage plan is in your cart.';
export const STORAGE_NOT_SOLD = 'This plan is not available to order online right now. Please choose another.';
