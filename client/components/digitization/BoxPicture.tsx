// A Forever Box as the store pictures it, filling a 4:3 frame; the drawing of a box where the
// store has no picture, so a card never shows an empty frame.
import { FormatIcon } from '#client/components/digitization/FormatIcon.tsx';
import type { ImageLoad } from '#client/components/image-loading.ts';
import { ProductImage } from '#client/components/shop/ProductImage.tsx';
import type { BoxProduct } from '#core/domain/digitization/box.ts';

interface Props {
  box: BoxProduct;
  alt: string;
  /** The `sizes` attribute: how wide the frame is at each viewport width. */
  sizes: string;
  load: ImageLoad;
}

export function BoxPicture({ box, alt, sizes, load }: Props) {
  if (box.image) return <ProductImage url={box.image} alt={alt} sizes={sizes} load={load} aspect="aspect-[4/3]" />;
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center bg-accent-50 text-accent-700">
      <FormatIcon icon="box" className="h-24 w-24" />
    </div>
  );
}
