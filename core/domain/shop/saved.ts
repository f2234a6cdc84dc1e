// Saved products in the browser (SPEC §3): which products the signed-in user has saved, asked
// once per page however many cards it shows, and the texts a save or unsave answers with.
export const SAVED_API = '/api/saved-products';

export const SAVE_TEXT = {
  save: 'Save',
  saved: 'Saved',
  saveFailed: 'This product could not be saved. Please try again.',
  unsaveFailed: 'This product could not be removed from your saved products. Please try again.',
} as const;

export interface SavedEntry {
  id: number;
  productId: number;
}

/** Product id → saved id, from the API's response; anything malformed is left out. */
export function savedMap(result: unknown): Map<number, number> {
  const rows =
    result && typeof result === 'object' && 'saved' in result && Array.isArray(result.saved)
      ? (result.saved as unknown[])
      : [];
  const map = new Map<number, number>();
  for (const row of rows) {
    const r = (row ?? {}) as Partial<SavedEntry>;
    if (Number.isSafeInteger(r.id) && Number.isSafeInteger(r.productId)) map.set(r.productId!, r.id!);
  }
  return map;
}
