// Store pictures through Cloudflare Image Resizing: /cdn-cgi/image/{options}/{source} on our own
// origin, at a set of widths for srcset. In production the zone answers these URLs and picks
// AVIF or WebP for each browser (format=auto); locally the worker answers them itself
// (worker/images/resize-route.ts, docs/decisions/060).

/** The widths a store picture is offered at: a phone's half-width card up to a desktop's large view at 2×. */
export const STORE_IMAGE_WIDTHS = [160, 240, 320, 480, 640, 800, 1000, 1200] as const;

export const RESIZE_PREFIX = '/cdn-cgi/image/';

/** A store picture resized to a width (never enlarged), in the best format the browser takes. */
export function resizedUrl(source: string, width: number): string {
  return `${RESIZE_PREFIX}width=${width},fit=scale-down,format=auto,quality=80/${source}`;
}

export function storeSrcset(source: string): string {
  return STORE_IMAGE_WIDTHS.map((w) => `${resizedUrl(source, w)} ${w}w`).join(', ');
}
