// /cdn-cgi/image/{options}/{source} when the worker itself is the resizer (IMAGE_RESIZING =
// "worker": wrangler dev and the tests). In production the zone's Image Resizing answers these
// URLs before the worker runs (docs/decisions/060). Here the source is fetched with the same
// options as `cf.image`, which the runtime carries out (wrangler dev resizes with sharp); when it
// cannot, the original passes through unchanged. Only the store's pictures are resized, so the
// route is no open proxy; each result is kept in the Workers Cache by URL and format.
import { Hono } from 'hono';
import { RESIZE_PREFIX } from '#client/domain/images/store-image.ts';
import type { AppEnv } from '#worker/env.ts';
import { outputFormat, parseResizeOptions } from './resize-options.ts';

const TIMEOUT_MS = 14_000;

export const resizeRoute = new Hono<AppEnv>().get('/*', async (c) => {
  const config = c.get('config');
  if (config.IMAGE_RESIZING !== 'worker') return c.text('Image resizing is the zone’s here, not the worker’s.', 404);
  const url = new URL(c.req.url);
  const rest = url.pathname.slice(RESIZE_PREFIX.length);
  const slash = rest.indexOf('/');
  const parsed = parseResizeOptions(slash < 0 ? rest : rest.slice(0, slash));
  if (!parsed.ok) return c.text(`Bad image options: ${parsed.error}`, 400);
  const source = slash < 0 ? null : URL.parse(`${rest.slice(slash + 1)}${url.search}`);
  if (!source || source.origin !== new URL(config.STORE_API_URL).origin) return c.text('Only the store’s pictures are resized here.', 400);

  const format = outputFormat(parsed.options.format, c.req.header('accept') ?? '');
  const cacheKey = new Request(`${url.origin}${url.pathname}?as=${format ?? 'original'}&${url.searchParams}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(cacheKey);
  // A cached response's headers are immutable; the middleware still adds its own.
  if (hit) return new Response(hit.body, hit);

  const { width, fit, quality } = parsed.options;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let upstream = await fetch(source, { cf: { image: { width, fit, quality, ...(format ? { format } : {}) } }, signal });
  // A picture the runtime cannot resize (locally: sharp missing, or an SVG) is sent as it is.
  if (upstream.status === 422) upstream = await fetch(source, { signal });
  if (!upstream.ok) return c.text('The store did not send this picture.', upstream.status === 404 ? 404 : 502);
  const response = new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400',
      vary: 'Accept',
    },
  });
  c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
});
