// /cdn-cgi/image/{options}/{source} when the worker itself is the resizer (IMAGE_RESIZING =
// "worker": wrangler dev and the tests). In production the zone's Image Resizing answers these
// URLs before the worker runs (docs/decisions/060). Here the source is fetched with the same
// options as `cf.image`, which the runtime carries out (wrangler dev resizes with sharp); when it
// cannot, or not in time, the original passes through unchanged. `format=auto` gives WebP here
// where the zone would give AVIF: sharp takes seconds to encode a large AVIF on a shared 2-core
// machine, and a page of pictures would queue behind it. A focal point (`gravity=XxY`) becomes the
// side nearest to it (local-gravity.ts), since wrangler dev's sharp keeps only sides. Only the
// store's and the CMS's pictures are resized, and only image paths and image content types
// (image-source.ts), so the route is no open proxy; each result is kept in the Workers Cache by URL
// and format.
import type { Context } from 'hono';
import { RESIZE_PREFIX } from '#core/domain/images/store-image.ts';
import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';
import { imageContentType, isImagePath } from './image-source.ts';
import { sideNearest } from './local-gravity.ts';
import { outputFormat, parseResizeOptions, type ResizeOptions } from './resize-options.ts';

const TIMEOUT_MS = 14_000;

/**
 * The resizer's route. Only the local stack's build has it (`__LOCAL_STACK__`, wrangler.toml
 * [define]): production's zone answers these URLs, and its start check refuses IMAGE_RESIZING =
 * "worker" (docs/decisions/101).
 */
export const resizeRoute = () => new Hono<AppEnv>().get('/*', resize);

async function resize(c: Context<AppEnv>): Promise<Response> {
  const config = c.get('config');
  if (config.IMAGE_RESIZING !== 'worker') {
    return c.text('Image resizing is the zone’s here, not the worker’s.', 404);
  }
  const url = new URL(c.req.url);
  const rest = url.pathname.slice(RESIZE_PREFIX.length);
  const slash = rest.indexOf('/');
  const parsed = parseResizeOptions(slash < 0 ? rest : rest.slice(0, slash));
  if (!parsed.ok) return c.text(`Bad image options: ${parsed.error}`, 400);
  const source = slash < 0 ? null : URL.parse(`${rest.slice(slash + 1)}${url.search}`);
  const origins = [config.STORE_API_URL, config.CMS_URL, config.MEDIA_CDN_URL].flatMap((u) =>
    u ? [new URL(u).origin] : [],
  );
  if (!source || !origins.includes(source.origin) || !isImagePath(source))
    return c.text('Only the store’s and the CMS’s pictures are resized here.', 400);

  const best = outputFormat(parsed.options.format, c.req.header('accept') ?? '');
  const format = parsed.options.format === 'auto' && best === 'avif' ? 'webp' : best;
  const cacheKey = new Request(`${url.origin}${url.pathname}?as=${format ?? 'original'}&${url.searchParams}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(cacheKey);
  // A cached response's headers are immutable; the middleware still adds its own.
  if (hit) return new Response(hit.body, hit);

  const { width, height, fit, quality } = parsed.options;
  const gravity = await localGravity(source, parsed.options);
  const image = {
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    fit,
    ...(gravity ? { gravity } : {}),
    quality,
    ...(format ? { format } : {}),
  };
  // A picture the runtime cannot resize (locally: sharp missing, or an SVG), or not in time, is sent as it is.
  let upstream = await fetch(source, { cf: { image }, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => null);
  if (!upstream || upstream.status === 422) upstream = await fetch(source, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!upstream.ok) return c.text('The store did not send this picture.', upstream.status === 404 ? 404 : 502);
  const type = imageContentType(upstream.headers);
  if (!type) {
    await upstream.body?.cancel();
    return c.text('The store did not send a picture here.', 502);
  }
  const response = new Response(upstream.body, {
    headers: {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
      vary: 'Accept',
    },
  });
  c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
}

/** The gravity wrangler dev's `cf.image` carries out: a side as it is, a focal point as the side nearest it. */
async function localGravity(source: URL, { width, height, fit, gravity }: ResizeOptions) {
  if (typeof gravity !== 'object') return gravity;
  if (fit !== 'cover' || !width || !height) return undefined;
  // The source's size, as the resizer reads it (Cloudflare's `format=json`).
  const info = await fetch(source, { cf: { image: { format: 'json' } }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    .then((r) => (r.ok ? (r.json() as Promise<{ original?: { width?: number; height?: number } }>) : null))
    .catch(() => null);
  const original = info?.original;
  if (!original?.width || !original.height) return 'center';
  return sideNearest({ width: original.width, height: original.height }, { width, height }, gravity);
}
