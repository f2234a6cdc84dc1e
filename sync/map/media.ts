// CMS media as the site stores it: absolute URLs, the original's size, and a srcset from the
// size variants the CMS made, so cards and heroes load an image near the size they show.
import type { Media } from '#sync/cms/read.ts';
import { absoluteMediaUrl } from './urls.ts';

export interface ImageColumns {
  imageId: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageSrcset: string | null;
}

const NONE: ImageColumns = {
  imageId: null,
  imageUrl: null,
  imageAlt: null,
  imageWidth: null,
  imageHeight: null,
  imageSrcset: null,
};

/** The image columns of a media field (all null when there is none or its url is unusable). */
export function imageColumns(media: Media | null, cmsUrl: string): ImageColumns {
  const url = media ? absoluteMediaUrl(media.url, cmsUrl) : null;
  if (!media || url === null) return NONE;
  const candidates = new Map<number, string>();
  for (const variant of media.variants) {
    const variantUrl = absoluteMediaUrl(variant.url, cmsUrl);
    if (variantUrl !== null && (media.width === null || variant.width < media.width))
      candidates.set(variant.width, variantUrl);
  }
  if (media.width !== null) candidates.set(media.width, url);
  // A srcset is only worth it with a choice to make, and every candidate needs its width.
  const srcset =
    candidates.size > 1 && media.width !== null
      ? [...candidates]
          .sort(([a], [b]) => a - b)
          .map(([width, u]) => `${encodeSpaces(u)} ${width}w`)
          .join(', ')
      : null;
  return {
    imageId: media.id,
    imageUrl: url,
    imageAlt: media.alt,
    imageWidth: media.width,
    imageHeight: media.height,
    imageSrcset: srcset,
  };
}

/**
 * An avatar (shown at 64 px): the upload's id, and the narrowest variant at least `minWidth`
 * wide, sharp on a 2× screen, else the original.
 */
export function avatarColumns(
  media: Media | null,
  cmsUrl: string,
  minWidth = 128,
): { avatarId: number | null; avatarUrl: string | null } {
  if (!media) return { avatarId: null, avatarUrl: null };
  const variant = media.variants.find((v) => v.width >= minWidth && (media.width === null || v.width < media.width));
  return { avatarId: media.id, avatarUrl: absoluteMediaUrl(variant?.url ?? media.url, cmsUrl) };
}

// A srcset separates candidates by commas and a URL from its width by spaces.
function encodeSpaces(url: string): string {
  return url.replace(/ /g, '%20').replace(/,/g, '%2C');
}
