// Pictures as a phone gets them: a store picture resized on our own origin, in WebP, filling its
// box; a CMS picture cut to its card's shape; a page's largest picture first and eager, the rest
// lazy; every picture's box reserved; and a picture straight from the store refused, since the
// CSP no longer names the store.
import { expect, test } from './test.ts';

const PRODUCT = '/create-and-print/drinkware/photo-mugs/11oz-photo-mug';
const POST = '/yours/how-to-digitize-vhs-tapes-before-they-fade';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('a product picture comes resized from our origin, as WebP (AVIF from the zone), about as wide as its box', async ({
  page,
  baseURL,
}) => {
  const pictures: { url: string; type: string | null }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'image')
      pictures.push({ url: r.url(), type: r.headers()['content-type'] ?? null });
  });
  await page.goto(PRODUCT);
  const img = page.getByTestId('product-detail').or(page.getByTestId('product-pending')).first().locator('img');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const { src, box, fit } = await img.evaluate((i: HTMLImageElement) => ({
    src: i.currentSrc,
    box: i.getBoundingClientRect().width,
    fit: getComputedStyle(i).objectFit,
  }));
  expect(src.startsWith(`${baseURL}/cdn-cgi/image/width=`)).toBe(true);
  // The narrowest width of the srcset that covers the box at 2 device pixels per CSS pixel.
  const width = Number(/width=(\d+)/.exec(src)![1]);
  expect(width).toBeGreaterThanOrEqual(box * 2);
  expect(width).toBeLessThan(box * 2 * 1.5);
  expect(fit).toBe('cover');
  expect(pictures.find((p) => p.url === src)?.type).toBe('image/webp');
  // No picture came from the store's origin itself.
  expect(pictures.filter((p) => p.url.startsWith(process.env.E2E_STORE_URL!))).toEqual([]);
});

test('a CMS picture in a card comes cut to the card’s shape, portraits too, about as wide as the card', async ({
  page,
  baseURL,
}) => {
  await page.goto('/events');
  const cards = page.locator('[data-testid$="-events"] img');
  expect(await cards.count()).toBeGreaterThan(2);
  for (const img of await cards.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const { src, natural, box } = await img.evaluate((i: HTMLImageElement) => ({
      src: i.currentSrc,
      natural: i.naturalWidth / i.naturalHeight,
      box: [i.getBoundingClientRect().width, i.getBoundingClientRect().height] as const,
    }));
    expect(src.startsWith(`${baseURL}/cdn-cgi/image/width=`)).toBe(true);
    // The picture itself is 16:9, as the box: nothing loaded is cut away by the browser.
    expect(Math.abs(natural - box[0] / box[1])).toBeLessThan(0.02);
    // The narrowest crop of the srcset that covers the box at 2 device pixels per CSS pixel.
    const width = Number(/width=(\d+)/.exec(src)![1]);
    expect(width).toBeGreaterThanOrEqual(box[0] * 2);
    expect(width).toBeLessThan(box[0] * 2 * 1.25);
  }
});

test('the hero is eager and fetched first; pictures below the fold are lazy; every box is reserved', async ({
  page,
}) => {
  await page.goto(POST);
  const images = await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((i) => ({
      top: i.getBoundingClientRect().top + window.scrollY,
      loading: i.getAttribute('loading'),
      priority: i.getAttribute('fetchpriority'),
      sized: i.hasAttribute('width') && i.hasAttribute('height'),
    })),
  );
  expect(images.length).toBeGreaterThan(2);
  const [hero, ...rest] = images;
  expect(hero).toMatchObject({ loading: 'eager', priority: 'high', sized: true });
  expect(hero!.top).toBeLessThan(844);
  for (const image of rest.filter((i) => i.top > 844))
    expect(image).toMatchObject({ loading: 'lazy', priority: null, sized: true });
  // React preloads the hero in <head>, with the same candidates the browser picks from.
  const preload = page.locator('head link[rel="preload"][as="image"]').first();
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  expect(await preload.getAttribute('imagesrcset')).toBe(await page.locator('img').first().getAttribute('srcset'));
});

test('refuses a picture straight from the store: its pictures come resized from our own origin', async ({
  page,
  cspViolations,
}) => {
  await page.goto(PRODUCT);
  const direct = await page
    .locator('img')
    .first()
    .evaluate((i: HTMLImageElement) => i.currentSrc.split('/cdn-cgi/image/')[1]!.replace(/^[^/]+\//, ''));
  await page.evaluate((src) => {
    const img = document.createElement('img');
    img.src = src;
    img.alt = '';
    document.body.appendChild(img);
  }, direct);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/img-src/);
  cspViolations.length = 0;
});
