import { describe, expect, it } from 'vitest';
import { type BoxExtras, type BoxProduct, DEFAULT_BOX_OPTIONS } from '#core/domain/digitization/box.ts';
import { boxOrderCents, fittingBox, itemsToSend } from '#core/domain/digitization/box-fit.ts';

const box = (itemsCount: number | null, priceCents: number, over: Partial<BoxProduct> = {}): BoxProduct => ({
  id: itemsCount ?? 0,
  slug: `box-${itemsCount}`,
  sku: `BOX-${itemsCount}`,
  title: `Box (${itemsCount} items)`,
  altTitle: '',
  itemsCount,
  enabled: true,
  image: null,
  imageAlt: '',
  boxDimensions: null,
  priceCents,
  regularCents: null,
  leadTimeWeeks: { standard: 8, priority: 3 },
  ...over,
});
const BOXES = [box(50, 129900), box(10, 27920), box(25, 74900)];
const EXTRAS: BoxExtras = {
  thumbDrive: { id: 1, sku: 'T', name: 'Thumb drive', priceCents: 3999 },
  dvdSet: { id: 2, sku: 'D', name: 'DVD set', priceCents: 2499 },
  priority: { id: 3, sku: 'P', name: 'Priority', priceCents: 4999 },
};

describe('the items an estimate sends (SPEC §3 item sizes)', () => {
  it('counts tapes, 50 ft of film, sets of 25 photos or scans, and audio tapes', () => {
    expect(itemsToSend({ tapes: 3, feetOfFilm: 120, pictures: 60, audioItems: 2, scans: 5 })).toBe(3 + 3 + 3 + 2 + 1);
    expect(itemsToSend({ tapes: 0, feetOfFilm: 0, pictures: 25, audioItems: 0, scans: 0 })).toBe(1);
  });
});

describe('the box that fits', () => {
  it('is the smallest that holds every item', () => {
    expect(fittingBox(BOXES, 6)).toMatchObject({ box: { itemsCount: 10 }, quantity: 1, holds: 10 });
    expect(fittingBox(BOXES, 10)).toMatchObject({ box: { itemsCount: 10 }, quantity: 1 });
    expect(fittingBox(BOXES, 11)).toMatchObject({ box: { itemsCount: 25 }, quantity: 1 });
  });

  it('is as many of the largest as the items need, past the largest', () => {
    expect(fittingBox(BOXES, 120)).toMatchObject({ box: { itemsCount: 50 }, quantity: 3, holds: 150 });
  });

  it('leaves out boxes not on sale or without a size, and is none for nothing to send', () => {
    expect(fittingBox([box(10, 100, { enabled: false }), box(null, 50), box(25, 900)], 3)).toMatchObject({
      box: { itemsCount: 25 },
    });
    expect(fittingBox([box(null, 50)], 3)).toBeNull();
    expect(fittingBox(BOXES, 0)).toBeNull();
  });
});

describe('the total with the box', () => {
  it('is the boxes, their digitizing included, and each option at its price; priority per box', () => {
    const fit = fittingBox(BOXES, 120)!;
    expect(boxOrderCents(fit, DEFAULT_BOX_OPTIONS, EXTRAS)).toBe(3 * 129900);
    expect(
      boxOrderCents(fit, { ...DEFAULT_BOX_OPTIONS, thumbDrive: 2, dvdSet: 1, processingTime: 'priority' }, EXTRAS),
    ).toBe(3 * 129900 + 2 * 3999 + 2499 + 3 * 4999);
    expect(
      boxOrderCents(fit, { ...DEFAULT_BOX_OPTIONS, processingTime: 'priority' }, { ...EXTRAS, priority: null }),
    ).toBe(3 * 129900);
  });
});
