// Pictures through Cloudflare Image Resizing: /cdn-cgi/image/{options}/{source} on our own
// origin. Store pictures at a set of widths for srcset; CMS pictures cropped to their box
// (cms-crop.ts) or, in a box whose shape changes with the layout, at the sizes Strapi made, only
// re-encoded. In production the zone answers these URLs and picks AVIF or WebP for each browser
// (format=auto); locally the worker answers them itself (worker/images/resize-route.ts,
// docs/decisions/060).

/**
 * The widths a store picture is offered at, chosen for the slots it fills at 1× and 2× (phones
 * 360–412 px wide, a tablet, a desktop): a product card (140–166 px on phones, 252 px on a
 * desktop) and a product page's picture (296–348 px on phones, 512 px on a desktop), each within
 * about 1.2× of a candidate; 1200 px is the originals' own width. Few, since a list's HTML
 * carries them for every card.
 */
export const STORE_IMAGE_WIDTHS = [160, 336, 512, 704, 1024, 1200] as const;

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
