// An image from the CMS, sent from our own origin through Cloudflare Image Resizing as AVIF or
// WebP where the browser takes them (docs/decisions/060). In a box of a known shape (`ratio`: a
// card, a hero) it is cropped to that box at a few widths, around the CMS's focal point
// (core/domain/images/cms-crop.ts, docs/decisions/066); in a box whose shape changes with the
// layout, Strapi's size variants are the srcset, re-encoded. `sizes` says how wide it is shown, so
// the browser loads a candidate near that; width and height reserve the box. It fills its box
// (`object-fit: cover`), its focal point kept in view. Lazy unless told otherwise (image-loading.ts).
import { type CropRatio, croppedImage } from '#core/domain/images/cms-crop.ts';
import { focalClass } from '#core/domain/images/focal-point.ts';
import { reformattedSrcset, reformattedUrl } from '#core/domain/images/store-image.ts';
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

/** Each crop's box, as a literal class UnoCSS finds. */
const RATIO_CLASS: Record<CropRatio, string> = {
  '16/9': 'aspect-[16/9]',
  '3/2': 'aspect-[3/2]',
  '4/3': 'aspect-[4/3]',
  '1/1': 'aspect-square',
};

interface Props {
  image: CmsImageFields;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The box's shape at every width, when it has one: the picture is cropped to it. */
  ratio?: CropRatio;
  /** The box to reserve, without a ratio, when the CMS did not say how big the image is (16:9 by default). */
  fallbackSize?: { width: number; height: number };
  /** Sizes the box (its width; without a ratio, an aspect ratio or a height); the image covers it. */
  className?: string;
  load?: ImageLoad;
  /** Decorative images (a card's picture beside its own title) have empty alt text. */
  decorative?: boolean;
}

export function CmsImage({
  image,
  sizes,
  ratio,
  fallbackSize = { width: 1200, height: 675 },
  className,
  load = 'lazy',
  decorative,
}: Props) {
  if (!image.imageUrl) return null;
  const sized = image.imageWidth !== null && image.imageHeight !== null;
  const sources = ratio
    ? croppedImage(
        {
          url: image.imageUrl,
          width: image.imageWidth,
          height: image.imageHeight,
          srcset: image.imageSrcset,
          focalX: image.imageFocalX,
          focalY: image.imageFocalY,
        },
        ratio,
      )
    : {
        src: reformattedUrl(image.imageUrl),
        srcSet: image.imageSrcset ? reformattedSrcset(image.imageSrcset) : undefined,
        width: sized ? image.imageWidth! : fallbackSize.width,
        height: sized ? image.imageHeight! : fallbackSize.height,
      };
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={decorative ? '' : (image.imageAlt ?? '')}
      width={sources.width}
      height={sources.height}
      {...loadingAttributes(load)}
      className={[
        'object-cover',
        focalClass(image.imageFocalX, image.imageFocalY),
        ratio ? RATIO_CLASS[ratio] : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
