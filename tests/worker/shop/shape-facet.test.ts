// Issue 35: a shape (Square, Landscape, Portrait, Round) is offered only where it holds products:
// mugs, which come in none, offer none; photo books only the shapes their books come in; no offered
// shape ends in "No products match". The shapes are read from each page, the products from what it then lists.
import { describe, expect, it } from 'vitest';
import { site } from '#tests/worker/helpers.ts';

const PAGES = [
  '/create-and-print',
  '/create-and-print/photo-books',
  '/create-and-print/drinkware/photo-mugs',
  '/create-and-print/wall-decor',
  '/create-and-print/wall-decor/canvas-prints',
  '/create-and-print/home-decor/blankets',
];

const html = async (path: string) => {
  const res = await site(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The shape links a page offers, as its HTML has them. */
const shapeLinks = (page: string) =>
  [...page.matchAll(/<a href="([^"]+)"[^>]*data-testid="shape-(\w+)"/g)].map((m) => ({
    href: m[1]!.replace(/&amp;/g, '&'),
    shape: m[2]!,
  }));

describe('the print browser’s shapes', () => {
  it('lead only to products', async () => {
    let offered = 0;
    for (const path of PAGES) {
      for (const { href, shape } of shapeLinks(await html(path))) {
        offered++;
        const chosen = await html(href);
        expect(chosen.includes('No products match'), `${path}: ${shape}`).toBe(false);
        expect(chosen.includes('data-testid="product-card"'), `${path}: ${shape}`).toBe(true);
      }
    }
    // Somewhere a shape is offered: the check above is not empty.
    expect(offered).toBeGreaterThan(0);
  });

  it('are not offered on mugs, which the store files under no shape', async () => {
    expect(shapeLinks(await html('/create-and-print/drinkware/photo-mugs'))).toEqual([]);
  });

  it('keep a chosen shape, to unselect it', async () => {
    const [first] = shapeLinks(await html('/create-and-print/wall-decor/canvas-prints'));
    expect(first).toBeTruthy();
    const chosen = await html(first!.href);
    const again = shapeLinks(chosen).find((l) => l.shape === first!.shape);
    expect(again?.href).not.toContain('shape=');
  });
});
