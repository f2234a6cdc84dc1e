// Pictures through Cloudflare Image Resizing: /cdn-cgi/image/{options}/{source} on our own
// origin. Store pictures at a set of widths for srcset; CMS pictures at the sizes Strapi made,
// only re-encoded. In production the zone answers these URLs and picks AVIF or WebP for each
// browser (format=auto); locally the worker answers them itself (worker/images/resize-route.ts,
// docs/decisions/060).

/** The widths a store picture is offered at (steps of about 1.2×, so the one picked is near its box): a phone's half-width card up to a desktop's large view at 2×. */
export const STORE_IMAGE_WIDTHS = [160, 240, 320, 400, 480, 560, 640, 720, 800, 960, 1200] as const;

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
