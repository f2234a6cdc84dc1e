// A store picture's srcset: few candidates (a list's HTML carries them for every card), and for
// the slots it fills on the bench's phone (390 px at 2×) and Lighthouse's (412 px at 1.75×), and
// on a desktop at 2×, one the browser picks within 1.2× of the width needed.
import { describe, expect, it } from 'vitest';
import { STORE_IMAGE_WIDTHS, storeSrcset } from '#core/domain/images/store-image.ts';

/** The width the browser picks for a slot: the narrowest candidate at least as wide as it needs. */
const picked = (cssWidth: number, dpr: number) =>
  STORE_IMAGE_WIDTHS.find((w) => w >= cssWidth * dpr) ?? STORE_IMAGE_WIDTHS.at(-1)!;

describe('store pictures through Image Resizing', () => {
  it('offers six widths up to the originals’ 1200 px', () => {
    const srcset = storeSrcset('http://127.0.0.1:8789/uploads/mug.jpg');
    expect(srcset.split(', ')).toHaveLength(6);
    expect(srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(STORE_IMAGE_WIDTHS.map((w) => `${w}w`));
    expect(Math.max(...STORE_IMAGE_WIDTHS)).toBe(1200);
  });

  // The slots' CSS widths, from ProductImage's PRODUCT_GRID_SIZES and BROWSER_GRID_SIZES and
  // ProductPage's PRODUCT_IMAGE_SIZES (decision 065's layout).
  it.each([
    ['a product card on the bench’s phone', (390 - 48) / 2, 2],
    ['a product card on Lighthouse’s phone', (412 - 48) / 2, 1.75],
    ['a print browser card on the bench’s phone', (390 - 44) / 2, 2],
    ['a print browser card on Lighthouse’s phone', (412 - 44) / 2, 1.75],
    ['a product card on a desktop at 2×', 264, 2],
    ['a print browser card on a desktop at 2×', 272, 2],
    ['a product page’s picture on the bench’s phone', 390 - 32, 2],
    ['a product page’s picture on Lighthouse’s phone', 412 - 32, 1.75],
    ['a product page’s picture on a desktop', 638, 1],
    ['a product page’s picture on a desktop at 1.5×', 638, 1.5],
    ['a product page’s picture on a desktop at 2×', 638, 2],
  ])('%s gets a candidate within 1.2× of its width', (_, cssWidth, dpr) => {
    const width = picked(cssWidth, dpr);
    expect(width).toBeGreaterThanOrEqual(Math.min(cssWidth * dpr, 1200));
    expect(width / (cssWidth * dpr)).toBeLessThanOrEqual(1.2);
  });
});
