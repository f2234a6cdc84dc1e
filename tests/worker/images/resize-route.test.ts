// /cdn-cgi/image/ when the worker is the resizer (IMAGE_RESIZING = "worker", as locally): the
// store's pictures come back at the width asked, the CMS's at their own size or cropped to a box
// around a focal point, in the format the browser takes, and nothing else is resized; where the
// zone resizes (production), the worker leaves the path alone.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { reformattedUrl, resizedUrl } from '#core/domain/images/store-image.ts';
import { control, ORIGIN, serve, site } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

const STORE = new URL(env.STORE_API_URL).origin;
const MUG = `${STORE}/uploads/product-11oz-photo-mug.jpg`;

/** A PNG, JPEG, WebP or AVIF picture's width, from its header. */
async function widthOf(res: Response): Promise<number> {
  return (await sizeOf(res))[0];
}

/** A WebP (VP8) or JPEG picture's width and height, from its header. */
async function sizeOf(res: Response): Promise<[number, number]> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const text = new TextDecoder('latin1').decode(bytes);
  // AVIF keeps its size in the `ispe` box: 4 bytes of version and flags, then width, height.
  const ispe = text.indexOf('ispe');
  if (ispe >= 0) return [view.getUint32(ispe + 8), view.getUint32(ispe + 12)];
  // WebP (VP8): the frame's width and height are 14 bits each after the start code.
  const vp8 = text.indexOf('VP8 ');
  if (vp8 >= 0) return [view.getUint16(vp8 + 14, true) & 0x3fff, view.getUint16(vp8 + 16, true) & 0x3fff];
  // JPEG: the height and width in the frame header (SOF0 or SOF2).
  for (let i = 2; i < bytes.length; ) {
    const marker = bytes[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) return [view.getUint16(i + 7), view.getUint16(i + 5)];
    i += 2 + view.getUint16(i + 2);
  }
  throw new Error('not a picture this test reads');
}

describe('the worker as the resizer', () => {
  it('sends a store picture at the width asked, as WebP to a browser taking AVIF or WebP (zone: AVIF)', async () => {
    const original = await fetch(MUG);
    expect(await widthOf(original)).toBe(1200);
    const res = await site(resizedUrl(MUG, 320), { headers: { accept: 'image/avif,image/webp,image/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await widthOf(res)).toBe(320);
  });

  it('sends the original format to browsers that take neither, and AVIF when asked for by name', async () => {
    const jpeg = await site(resizedUrl(MUG, 240), { headers: { accept: 'image/*' } });
    expect([jpeg.headers.get('content-type'), await widthOf(jpeg)]).toEqual(['image/jpeg', 240]);
    const avif = await site(`/cdn-cgi/image/width=160,format=avif/${MUG}`, { headers: { accept: 'image/*' } });
    expect([avif.headers.get('content-type'), await widthOf(avif)]).toEqual(['image/avif', 160]);
  });

  it('sends a picture asked for again from the Workers Cache, the same bytes, with the store down', async () => {
    const asked = () => new Request(`${ORIGIN}${resizedUrl(MUG, 480)}`, { headers: { accept: 'image/webp' } });
    // serve() finishes the request's waitUntil, where the response is put in the cache after it is sent.
    const first = await serve(createApp(), asked(), env);
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const bytes = new Uint8Array(await first.arrayBuffer());
    // A re-encode would give the same bytes; a store that cannot send the picture shows the cache answered.
    await control('store', '/fault', { mode: 'error', status: 503, path: '/uploads/' });
    try {
      const again = await serve(createApp(), asked(), env);
      expect([again.status, again.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    } finally {
      await control('store', '/fault', undefined, 'DELETE');
    }
  });

  it('never enlarges a picture: scale-down keeps it at its own width', async () => {
    const res = await site(resizedUrl(MUG, 2000), { headers: { accept: 'image/*' } });
    expect(await widthOf(res)).toBe(1200);
  });

  it('re-encodes a CMS picture (one of Strapi’s variants) at its own size', async () => {
    const res = await site(
      reformattedUrl(`${env.CMS_URL}/uploads/small_blog-how-to-digitize-vhs-tapes-before-they-fade.jpg`),
      {
        headers: { accept: 'image/avif,image/webp,image/*' },
      },
    );
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await widthOf(res)).toBe(500);
  });

  it('crops to the box asked (fit=cover, width and height), from a Strapi variant or a store picture', async () => {
    const accept = { headers: { accept: 'image/webp' } };
    const card = await site(`/cdn-cgi/image/width=336,height=189,fit=cover,format=auto,quality=80/${MUG}`, accept);
    expect([card.status, card.headers.get('content-type'), await sizeOf(card)]).toEqual([
      200,
      'image/webp',
      [336, 189],
    ]);
    const variant = `${env.CMS_URL}/uploads/medium_blog-how-to-digitize-vhs-tapes-before-they-fade.jpg`;
    const hero = await site(
      `/cdn-cgi/image/width=512,height=341,fit=cover,gravity=0.5x0.3,format=auto,quality=80/${variant}`,
      accept,
    );
    expect([hero.status, await sizeOf(hero)]).toEqual([200, [512, 341]]);
  });

  it('crops around a focal point (gravity=XxY), where wrangler dev keeps only sides: the side nearest it', async () => {
    // The square mug cropped to 16:9 loses height: a point near its top keeps the top, near its bottom the bottom.
    const crop = async (gravity: string) => {
      const res = await site(`/cdn-cgi/image/width=320,height=180,fit=cover,gravity=${gravity},format=jpeg/${MUG}`);
      expect(res.status).toBe(200);
      return new Uint8Array(await res.arrayBuffer());
    };
    const [top, bottom, centre] = [await crop('top'), await crop('bottom'), await crop('center')];
    expect(top).not.toEqual(bottom);
    expect(await crop('0.5x0.05')).toEqual(top);
    expect(await crop('0.2x0.9')).toEqual(bottom);
    expect(await crop('0.5x0.5')).toEqual(centre);
  });

  it('refuses a gravity or a height it does not know, with the reason', async () => {
    for (const options of [
      'gravity=auto',
      'gravity=face',
      'gravity=1.5x0.2',
      'gravity=0.5',
      'gravity=0.5x0.2x1',
      'height=0',
      'height=tall',
    ]) {
      const res = await site(`/cdn-cgi/image/width=320,fit=cover,${options}/${MUG}`);
      expect([options, res.status]).toEqual([options, 400]);
      expect(await res.text()).toMatch(/^Bad image options: (gravity|height): /);
    }
  });

  it('resizes only the store’s and the CMS’s pictures, and only with options it knows', async () => {
    const elsewhere = await site(resizedUrl('https://example.com/a.jpg', 320));
    expect([elsewhere.status, await elsewhere.text()]).toEqual([
      400,
      'Only the store’s and the CMS’s pictures are resized here.',
    ]);
    const unknown = await site(`/cdn-cgi/image/width=320,blur=50/${MUG}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/^Bad image options: /);
    expect((await site(`/cdn-cgi/image/width=big/${MUG}`)).status).toBe(400);
    expect((await site(`/cdn-cgi/image/width=320/${STORE}/uploads/nothing-here.png`)).status).toBe(404);
  });

  it('fetches only image paths: an API answer or a control page of the store is no picture', async () => {
    for (const path of [
      '/__control/requests',
      '/api/v1/current_user',
      '/uploads/..%2F__control%2Frequests',
      '/uploads/a.jpg.json',
    ]) {
      const res = await site(`/cdn-cgi/image/width=320/${STORE}${path}`);
      expect([path, res.status, await res.text()]).toEqual([
        path,
        400,
        'Only the store’s and the CMS’s pictures are resized here.',
      ]);
    }
  });

  it('serves only image content types: an image path answered with JSON is a 502, never sent on', async () => {
    await control('store', '/fault', { mode: 'malformed', path: '/uploads/' });
    try {
      const res = await site(resizedUrl(`${STORE}/uploads/product-11oz-photo-mug.jpg`, 300));
      expect([res.status, res.headers.get('content-type')]).toEqual([502, 'text/plain; charset=UTF-8']);
      expect(res.headers.get('cache-control')).toBeNull();
    } finally {
      await control('store', '/fault', undefined, 'DELETE');
    }
  });

  it('leaves /cdn-cgi/image/ to the zone where the zone resizes (production)', async () => {
    const res = await serve(createApp(), new Request(`${ORIGIN}${resizedUrl(MUG, 320)}`), {
      ...env,
      IMAGE_RESIZING: 'zone',
    });
    expect(res.status).toBe(404);
  });
});
