// An image from the CMS: the original as src, its size variants as srcset so the browser loads
// one near the size shown (`sizes` says how wide that is), and its real width and height so the
// page does not shift while it loads, each re-encoded by Cloudflare Image Resizing as AVIF or
// WebP where the browser takes them and sent from our own origin (docs/decisions/060). It fills
// its box (`object-fit: cover`), cropped around the CMS's focal point where it gives one. Lazy
// unless told otherwise (image-loading.ts).
import { focalClass } from '#client/domain/images/focal-point.ts';
import { reformattedSrcset, reformattedUrl } from '#client/domain/images/store-image.ts';
import { type ImageLoad, loadingAttributes } from './image-loading.ts';

/** The image columns the D1 copy keeps for a media field (worker/db/schema.ts `image()`). */
export interface CmsImageFields {
  imageUrl: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageSrcset: string | null;
  /** The focal point, percent across and down, where the CMS has one. */
  imageFocalX?: number | null;
  imageFocalY?: number | null;
}

interface Props {
  image: CmsImageFields;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The box to reserve when the CMS did not say how big the image is (16:9 by default). */
  fallbackSize?: { width: number; height: number };
  /** Sizes the box (an aspect ratio, or a height); the image covers it. */
  className?: string;
  load?: ImageLoad;
  /** Decorative images (a card's picture beside its own title) have empty alt text. */
  decorative?: boolean;
}

export function CmsImage({ image, sizes, fallbackSize = { width: 1200, height: 675 }, className, load = 'lazy', decorative }: Props) {
  if (!image.imageUrl) return null;
  const sized = image.imageWidth !== null && image.imageHeight !== null;
  return (
    <img
      src={reformattedUrl(image.imageUrl)}
      srcSet={image.imageSrcset ? reformattedSrcset(image.imageSrcset) : undefined}
      sizes={image.imageSrcset ? sizes : undefined}
      alt={decorative ? '' : (image.imageAlt ?? '')}
      width={sized ? image.imageWidth! : fallbackSize.width}
      height={sized ? image.imageHeight! : fallbackSize.height}
      {...loadingAttributes(load)}
      className={['object-cover', focalClass(image.imageFocalX, image.imageFocalY), className].filter(Boolean).join(' ')}
    />
  );
}
