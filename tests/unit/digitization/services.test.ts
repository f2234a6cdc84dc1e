import { describe, expect, it } from 'vitest';
import { FILM_REELS, PHOTOS_PER_ITEM } from '#core/domain/constants.ts';
import { SERVICES, SKUS, serviceById } from '#core/domain/digitization/services.ts';

describe('digitization services (SPEC §3)', () => {
  it('lists every service once', () => {
    expect(SERVICES.map((s) => s.id)).toEqual([
      'video',
      'audio',
      'film',
      'photos',
      'slides',
      'negatives',
      'advantixNegatives',
      'organization',
      'transfer',
      'editing',
      'repair',
      'specialProject',
      'bulkAndCustomOrders',
      'scans',
    ]);
    expect(new Set(SERVICES.map((s) => s.slug)).size).toBe(SERVICES.length);
  });

  it('gives each service its store SKU', () => {
    expect(serviceById('audio').storeSKU).toBe('GB219-Audio tape conversion');
    expect(serviceById('film').storeSKU).toBe('ITEM-118-Film-50ft');
    expect(serviceById('photos').storeSKU).toBe('GB230-Photo Conversion');
    expect(serviceById('slides').storeSKU).toBe('GB211-Slide Conversion');
    expect(serviceById('negatives').storeSKU).toBe('GB212-Negative Conversion');
    expect(serviceById('advantixNegatives').storeSKU).toBe('GB200-APSFILM');
    expect(serviceById('organization').storeSKU).toBe('GB298-Counting');
    expect(serviceById('transfer').storeSKU).toBe('GB222');
    expect(serviceById('editing').storeSKU).toBe('GB200-EDITING');
    expect(serviceById('repair').storeSKU).toBe('GB200-REPAIR');
    expect(serviceById('specialProject').storeSKU).toBe('GB200-DMTTime');
    expect(serviceById('bulkAndCustomOrders').storeSKU).toBe(SKUS.generic);
  });

  it('counts film per 50 ft, editing and special projects per hour, repair per item, the rest each', () => {
    const bySuffix = (suffix: string) => SERVICES.filter((s) => s.quantitySuffix === suffix).map((s) => s.id);
    expect(bySuffix('per 50 ft')).toEqual(['film']);
    expect(bySuffix('per hour')).toEqual(['editing', 'specialProject']);
    expect(bySuffix('per item')).toEqual(['repair']);
  });

  it('says what one item is: sets of 25, 50 ft of film, reel sizes', () => {
    expect(PHOTOS_PER_ITEM).toBe(25);
    expect(serviceById('photos').item?.desc).toBe('1 set of photos is up to 25 prints.');
    expect(serviceById('slides').item?.desc).toBe('1 set of slides is up to 25 35mm slides.');
    expect(serviceById('negatives').item?.desc).toBe('1 set of negatives is up to 25 images.');
    expect(serviceById('film').item?.desc).toBe('1 film reel is 50 ft of 8mm, Super 8mm or 16mm.');
    expect(FILM_REELS).toEqual([
      { inches: 7, feet: 400 },
      { inches: 5, feet: 200 },
      { inches: 3, feet: 50 },
    ]);
  });

  it('gives every service at least one format with a picture, and flags specialty work', () => {
    for (const s of SERVICES) expect(s.formats.length, s.id).toBeGreaterThan(0);
    expect(SERVICES.filter((s) => s.isSpecialtyFeature).map((s) => s.id)).toEqual([
      'organization',
      'transfer',
      'editing',
      'repair',
      'specialProject',
      'bulkAndCustomOrders',
    ]);
  });
});
