// Pictures through Cloudflare Image Resizing: /cdn-cgi/image/{options}/{source} on our own
// origin. Store pictures at a set of widths for srcset; CMS pictures cropped to their box
// (cms-crop.ts) or, in a box whose shape changes with the layout, at the sizes Strapi made, only
// re-encoded. In production the zone answers these URLs and picks AVIF or WebP for each browser
// (format=auto); locally the worker answers them itself (worker/images/resize-route.ts,
// docs/decisions/060).

/**
 * The widths a store picture is offered at, chosen for the slots it fills at 1× and 2× (phones
 * 360–412 px wide, a tablet, a desktop): a product card (about 173 px on a 390 px phone, 264–272
 * px on a desktop) and a product page's picture (the content's width on phones, 638 px on a
 * desktop), each within about 1.2× of a candidate; 1200 px is the originals' own width. Few,
 * since a list's HTML carries them for every card.
 */
export const STORE_IMAGE_WIDTHS = [180, 360, 560, 720, 960, 1200] as const;

/**
 * The width a store picture's plain `src` asks for (one of the candidates, so it is one the zone
 * has kept), for a browser without srcset.
 */
export const STORE_IMAGE_FALLBACK_WIDTH = 720;

export const RESIZE_PREFIX = '/cdn-cgi/image/';

/** A store picture resized to a width (never enlarged), in the best format the browser takes. */
export function resizedUrl(source: string, width: number): string {
  return `${RESIZE_PREFIX}width=${width},fit=scale-down,format=auto,quality=80/${source}`;
}

export function storeSrcset(source: string): string {
  return STORE_IMAGE_WIDTHS.map((w) => `${resizedUrl(source, w)} ${w}w`).join(', ');
}

/** A CMS picture (an original or one of Strapi's variants) at its own size, in the best format the browser takes. */
export function reformattedUrl(source: string): string {
  return `${RESIZE_PREFIX}format=auto,quality=80/${source}`;
}

/** A srcset of Strapi's variants (`url 500w, …`), each re-encoded. */
export function reformattedSrcset(srcset: string): string {
  return srcset
    .split(', ')
    .map((candidate) => {
      const at = candidate.lastIndexOf(' ');
      return `${reformattedUrl(candidate.slice(0, at))}${candidate.slice(at)}`;
    })
    .join(', ');
}
