// What the storage chooser renders from: the choice, the store's prices (streamed when late) and what
// buying needs. The loader builds it; the components only read it.
import type { Deferred } from '#client/components/WhenSettled.tsx';
import type { PricedProduct, StorageChoice } from '#core/domain/storage/plans.ts';
import type { PageImage } from '#core/views.ts';

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
  /** The storage gifts' prices, from the same store answer: what a gift of storage costs (decision 100). */
  gifts: Deferred<StoragePrices>;
  cart: StorageCart;
  /** The hero's picture from the CMS (docs/decisions/061), when an editor set one. */
  heroImage: PageImage | null;
}

export const STORAGE_PRICES_ERROR = 'Storage prices could not be loaded right now.';
export const STORAGE_RETRY = 'Try again';
export const STORAGE_ADDED = 'Your storage plan is in your cart.';
export const STORAGE_NOT_SOLD = 'This plan is not available to order online right now. Please choose another.';
export const STORAGE_CHOICE_CHANGED =
  'Your choice changed before it was added: here is its price. Add it to your cart if it is the one you want.';
/** The chooser's form, which Add to cart submits (with the radios as they are). */
export const CHOOSER_FORM_ID = 'storage-chooser';
/** Add to cart's field: the choice the price panel showed ("1TB:single"). */
export const SHOWN_FIELD = 'shown';
