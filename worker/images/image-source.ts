/**
 * What /cdn-cgi/image/ may fetch and send when the worker is the resizer (docs/decisions/060): a
 * picture, by its path's extension before it is fetched and by the response's content type after.
 * Anything else of the store's, the CMS's or the media CDN's (an API answer, a control page) is
 * never served on the site's origin.
 */
const IMAGE_PATH = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']);

export const isImagePath = (source: URL) => IMAGE_PATH.test(decodeURIComponent(source.pathname));

/** The response's content type when it is a picture's, else null. */
export function imageContentType(headers: Headers): string | null {
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  return IMAGE_TYPES.has(type) ? type : null;
}
