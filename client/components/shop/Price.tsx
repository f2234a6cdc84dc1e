import { priceTexts } from '#core/domain/shop/price-texts.ts';
import type { Priced } from '#core/domain/shop/product.ts';

/**
 * A product's price: what it costs now, the list price struck through and the percent off when
 * promoted, per card for cards. `live`: a product page's price, which script reprices as its
 * options change, so every part is there (hidden when it says nothing) and named.
 */
export function Price({ product, large = false, live = false }: { product: Priced; large?: boolean; live?: boolean }) {
  const texts = priceTexts(product);
  return (
    <p
      className={`m-0 flex flex-wrap items-baseline gap-x-2 ${large ? 'text-2xl' : 'text-lg'} font-bold text-ink`}
      data-testid="product-price"
      data-live-price={live ? '' : undefined}
    >
      <span data-part="now">{texts.now}</span>
      {texts.pack !== null || live ? (
        <span className="text-sm font-normal text-slate-600" data-part="pack" hidden={texts.pack === null}>
          {texts.pack}
        </span>
      ) : null}
      {texts.was !== null || live ? (
        <s className="text-sm font-normal text-slate-600" hidden={texts.was === null} data-part="was">
          <span className="sr-only">was </span>
          <span data-part="was-amount">{texts.was}</span>
        </s>
      ) : null}
      {texts.off !== null || live ? (
        <span className="badge-brand text-xs" hidden={texts.off === null} data-part="off">
          {texts.off}
        </span>
      ) : null}
    </p>
  );
}
