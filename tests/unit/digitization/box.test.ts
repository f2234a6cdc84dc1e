import { describe, expect, it } from 'vitest';
import { BOX_LIST_IDS } from '#core/domain/constants.ts';
import {
  boxFromProduct,
  boxOptionsKey,
  DEFAULT_BOX_OPTIONS,
  leadTimeWeeks,
  readBoxOptions,
} from '#core/domain/digitization/box.ts';
import { addBoxEvent, pushBoxEvent, viewBoxEvent } from '#core/domain/digitization/box-events.ts';

const PRODUCT = {
  id: 1001,
  slug: 'forever-box-10',
  sku: 'BOX-10',
  name: 'Forever Box (10 items)',
  description: 'Digitize up to 10 tapes.',
  price_cents: 34900,
  promotionPrice: 27920,
  enabled: true,
  unavailable: false,
  primary_image: { url: 'http://store/uploads/box.svg' },
  product_attributes: [
    { name: 'num_items', value: '10' },
    { name: 'box_dimensions', value: '12 x 10 x 6 in' },
    { name: 'standard_processing_time', value: '8' },
    { name: 'priority_processing_time', value: '3' },
  ],
};
const EXTRAS = {
  thumbDrive: { sku: 'ADDON-THUMB', name: 'Thumb Drive Copy', priceCents: 3999 },
  dvdSet: { sku: 'ADDON-DVD', name: 'DVD Set', priceCents: 2499 },
};

describe('box product (SPEC §3)', () => {
  it('reads title, altTitle, itemsCount from num_items, enabled, image, imageAlt and boxDimensions', () => {
    const box = boxFromProduct(PRODUCT);
    expect(box).toMatchObject({
      title: 'Forever Box (10 items)',
      altTitle: 'Digitize up to 10 tapes.',
      itemsCount: 10,
      enabled: true,
      image: 'http://store/uploads/box.svg',
      imageAlt: 'A Forever Box that holds up to 10 items',
      boxDimensions: '12 x 10 x 6 in',
      priceCents: 27920,
      regularCents: 34900,
    });
  });
  it('tolerates missing or loose attributes, and an unavailable product is not enabled', () => {
    const box = boxFromProduct({
      ...PRODUCT,
      promotionPrice: null,
      unavailable: true,
      primary_image: null,
      product_attributes: [{ name: 'num_items', value: 'ten' }],
    });
    expect(box).toMatchObject({
      itemsCount: null,
      enabled: false,
      image: null,
      boxDimensions: null,
      priceCents: 34900,
      regularCents: null,
    });
    expect(box.leadTimeWeeks).toEqual({ standard: null, priority: null });
  });
});

describe('box options (SPEC §3)', () => {
  it('default to download Yes, no thumb drives, no DVD set and standard processing', () => {
    expect(DEFAULT_BOX_OPTIONS).toEqual({ download: true, thumbDrive: 0, dvdSet: 0, processingTime: 'standard' });
  });
  it('map the processing time to its attribute, saved as leadTimeWeeks', () => {
    const box = boxFromProduct(PRODUCT);
    expect(leadTimeWeeks(box, 'standard')).toBe(8);
    expect(leadTimeWeeks(box, 'priority')).toBe(3);
    const noPriority = boxFromProduct({
      ...PRODUCT,
      product_attributes: [{ name: 'standard_processing_time', value: '8' }],
    });
    expect(leadTimeWeeks(noPriority, 'priority')).toBe(8);
  });
  it('read tolerantly from a form or session storage: download is always Yes, quantities whole and bounded', () => {
    expect(readBoxOptions({ download: false, thumbDrive: '2', dvdSet: 3, processingTime: 'priority' })).toEqual({
      download: true,
      thumbDrive: 2,
      dvdSet: 3,
      processingTime: 'priority',
    });
    expect(readBoxOptions({ thumbDrive: '-1', dvdSet: '999', processingTime: 'yes' })).toEqual({
      ...DEFAULT_BOX_OPTIONS,
      dvdSet: 20,
    });
    expect(readBoxOptions(null)).toEqual(DEFAULT_BOX_OPTIONS);
    expect(readBoxOptions('garbage')).toEqual(DEFAULT_BOX_OPTIONS);
  });
  it('are kept per box in session storage', () => {
    expect(boxOptionsKey('forever-box-10')).toBe('forever-box-options:forever-box-10');
  });
});

describe('box ecommerce events (SPEC §9 list ids)', () => {
  it('views the box from forever_box_products', () => {
    const e = viewBoxEvent(boxFromProduct(PRODUCT));
    expect(e).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'USD',
        value: 279.2,
        items: [
          {
            item_id: 'BOX-10',
            item_name: 'Forever Box (10 items)',
            item_list_id: 'forever_box_products',
            price: 279.2,
            quantity: 1,
          },
        ],
      },
    });
  });
  it('adds the box with its options from forever_box_options', () => {
    const e = addBoxEvent(boxFromProduct(PRODUCT), { ...DEFAULT_BOX_OPTIONS, thumbDrive: 2 }, EXTRAS);
    expect(e.event).toBe('add_to_cart');
    expect(e.ecommerce.items.map((i) => [i.item_id, i.item_list_id, i.quantity])).toEqual([
      ['BOX-10', BOX_LIST_IDS.products, 1],
      ['download', BOX_LIST_IDS.options, 1],
      ['ADDON-THUMB', BOX_LIST_IDS.options, 2],
    ]);
    expect((e.ecommerce as { value: number }).value).toBe(359.18);
  });
  it('pushes onto a dataLayer, made when missing', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushBoxEvent(target, viewBoxEvent(boxFromProduct(PRODUCT)));
    expect(target.dataLayer).toHaveLength(1);
  });
});
