import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { SAVE_TEXT } from '#core/domain/shop/saved.ts';

/** Save or unsave a product (SPEC §3 saved products); the save-product behaviour shows it and keeps its state. */
export function SaveButton({ productId, name }: { productId: number; name: string }) {
  return (
    <>
      <EntryScript />
      <button
        type="button"
        hidden
        aria-pressed="false"
        {...behaviourRoot('save-product')}
        data-product-id={productId}
        className="btn-quiet border border-slate-300 px-3 py-1 text-sm"
        data-testid="save-product"
      >
        <span data-label="">{SAVE_TEXT.save}</span>
        <span className="sr-only"> {name}</span>
      </button>
    </>
  );
}
