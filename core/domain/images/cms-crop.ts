// A CMS picture cropped to the box it fills (a card's 16:9, a hero's 3:2) by Cloudflare Image
// Resizing: /cdn-cgi/image/width=W,height=H,fit=cover,gravity=XxY,format=auto,quality=80/{source}
// at a few widths, so a portrait in a landscape card loads only what the card shows. The CMS's
// focal point (percent across and down) is the gravity, as fractions of the source; without one
// the crop keeps the centre. Each width is cut from the smallest of Strapi's variants that covers
// it (less for the resizer to fetch), else the original, and never beyond what the original
// holds (docs/decisions/066).
import { RESIZE_PREFIX } from './store-image.ts';

/** The shapes a CMS picture's box takes, as `width/height`. */
export const CROP_RATIOS = {
  '16/9': 16 / 9,
  '3/2': 3 / 2,
  '4/3': 4 / 3,
  '1/1': 1,
} as const;

export type CropRatio = keyof typeof CROP_RATIOS;

/**
 * The widths a cropped picture is offered at, chosen for its slots at 1× and 2× (phones 360–412
 * px wide, a tablet, a desktop): a card (296–348 px on phones, 336 px on a desktop), a hero
 * (328–380 px on phones, 768 px on a desktop, 900 px for a pixels2Pages post), each within about
 * 1.2× of a candidate.
 */
export const CROP_WIDTHS = [336, 512, 704, 768, 1024, 1536] as const;

export interface CropSource {
  url: string;
  width: number | null;
  height: number | null;
  /** Strapi's variants and the original, `url 500w, …` (sync/map/media.ts). */
  srcset: string | null;
  /** Percent across and down, where the CMS gives one. */
  focalX?: number | null;
  focalY?: number | null;
}

export interface Cropped {
  src: string;
  srcSet: string;
  /** The largest candidate's size: the box's shape for the width and height attributes. */
  width: number;
  height: number;
}

interface Candidate {
  url: string;
  width: number;
  height: number;
}

export function croppedImage(image: CropSource, ratio: CropRatio): Cropped {
  const r = CROP_RATIOS[ratio];
  const sources = sourcesOf(image);
  const largest = sources.at(-1);
  // The widest crop the original holds; unknown sizes are cropped at every width.
  const most = largest ? Math.floor(Math.min(largest.width, largest.height * r)) : Number.POSITIVE_INFINITY;
  const widths: number[] = CROP_WIDTHS.filter((w) => w <= most);
  if (widths.length < CROP_WIDTHS.length && most > (widths.at(-1) ?? 0)) widths.push(most);
  const gravity = gravityOf(image.focalX, image.focalY);
  const candidates = widths.map((width) => {
    const height = Math.round(width / r);
    const source = sources.find((s) => s.width >= width && s.height >= height)?.url ?? image.url;
    const options = [
      `width=${width}`,
      `height=${height}`,
      'fit=cover',
      ...(gravity ? [`gravity=${gravity}`] : []),
      'format=auto',
      'quality=80',
    ];
    return { url: `${RESIZE_PREFIX}${options.join(',')}/${source}`, width, height };
  });
  const biggest = candidates.at(-1)!;
  // Browsers without srcset get a width a desktop's hero looks right at.
  const fallback = candidates.findLast((c) => c.width <= 1024) ?? candidates[0]!;
  return {
    src: fallback.url,
    srcSet: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
    width: biggest.width,
    height: biggest.height,
  };
}

/** The variants and the original, narrowest first, each with its height (the original's shape). */
function sourcesOf(image: CropSource): Candidate[] {
  const { width, height } = image;
  if (!width || !height) return [];
  const variants = (image.srcset ?? '').split(', ').flatMap((candidate) => {
    const at = candidate.lastIndexOf(' ');
    const w = Number.parseInt(candidate.slice(at + 1), 10);
    return at > 0 && w > 0 ? [{ url: candidate.slice(0, at), width: w, height: Math.round((w * height) / width) }] : [];
  });
  return [...variants.filter((v) => v.width < width), { url: image.url, width, height }].sort(
    (a, b) => a.width - b.width,
  );
}

/** Cloudflare's `gravity=XxY`: the focal point as fractions of the source, 0 (left, top) to 1. */
function gravityOf(x: number | null | undefined, y: number | null | undefined): string | null {
  if (x === null || x === undefined || y === null || y === undefined || !Number.isFinite(x) || !Number.isFinite(y))
    return null;
  const fraction = (percent: number) => String(Math.round(Math.min(100, Math.max(0, percent)) * 10) / 1000);
  return `${fraction(x)}x${fraction(y)}`;
}
