// A product picture from the store, in a box reserved before it loads (square by default), filled edge to
// edge (`object-fit: cover`), offered at several widths through Cloudflare Image Resizing
// (core/domain/images/store-image.ts). Lazy unless told otherwise (image-loading.ts).
import { type ImageLoad, loadingAttributes } from '#client/components/image-loading.ts';
import { resizedUrl, STORE_IMAGE_FALLBACK_WIDTH, storeSrcset } from '#core/domain/images/store-image.ts';

// The shop's pages sit in the layout's page-width alone (client/layouts/Layout.tsx): their content
// is 32 px narrower than the viewport on phones, 48 px from `sm`, and 1104 px wide from `lg`.

/** A product card's width in the product grid (uno.config.ts `product-grid`: 2, 3 from `md`, 4 from `lg`). */
export const PRODUCT_GRID_SIZES =
  '(min-width: 1200px) 264px, (min-width: 992px) calc((100vw - 80px) / 3), (min-width: 768px) calc((100vw - ' +
  '64px) / 2), calc((100vw - 48px) / 2)';

/**
 * A card's width in the print browser (`browser-grid`: 2, 3 from `sm`, beside its 14 rem sidebar
 * and 32 px gap from `md`).
 */
export const BROWSER_GRID_SIZES =
  '(min-width: 1200px) 272px, (min-width: 992px) calc((100vw - 336px) / 3), (min-width: 768px) calc((100vw - ' +
  '80px) / 3), calc((100vw - 44px) / 2)';

interface Props {
  url: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the box is at each viewport width. */
  sizes: string;
  load?: ImageLoad;
  /** The box's shape, as an aspect-ratio class. */
  aspect?: string;
}

export function ProductImage({ url, alt, sizes, load = 'lazy', aspect = 'aspect-square' }: Props) {
  return (
    <div className={`${aspect} w-full overflow-hidden bg-slate-100`}>
      {url ? (
        <img
          src={resizedUrl(url, STORE_IMAGE_FALLBACK_WIDTH)}
          srcSet={storeSrcset(url)}
          sizes={sizes}
          alt={alt}
          width={1200}
          height={1200}
          {...loadingAttributes(load)}
          className="h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}
