import { describe, expect, it } from 'vitest';
import { FILM_FEET_PER_UNIT, PHOTOS_PER_ITEM } from '#core/domain/constants.ts';
import { estimate, filmUnits, lineCents, perPhotoCents } from '#core/domain/digitization/pricing.ts';
import { SKUS } from '#core/domain/digitization/services.ts';

const PRICES = { [SKUS.video]: 3499, [SKUS.film]: 2999, [SKUS.photos]: 1999, [SKUS.audio]: 1999 };

describe('digitization prices (SPEC §9)', () => {
  it('prices film per 50 ft, rounded up', () => {
    expect(FILM_FEET_PER_UNIT).toBe(50);
    expect(filmUnits(0)).toBe(0);
    expect(filmUnits(1)).toBe(1);
    expect(filmUnits(50)).toBe(1);
    expect(filmUnits(51)).toBe(2);
    expect(filmUnits(400)).toBe(8);
    expect(lineCents('film', 120, 2999)).toBe(3 * 2999);
  });

  it('prices a photo as the per-item price divided by 25 photos per item', () => {
    expect(PHOTOS_PER_ITEM).toBe(25);
    expect(perPhotoCents(2500)).toBe(100);
    expect(lineCents('pictures', 25, 1999)).toBe(1999);
    expect(lineCents('pictures', 10, 1999)).toBe(Math.round((10 * 1999) / 25));
  });

  it('prices a custom scan the same way', () => {
    expect(lineCents('scans', 7, 1999)).toBe(lineCents('pictures', 7, 1999));
    expect(lineCents('scans', 1, 2500)).toBe(100);
  });

  it('prices tapes and audio per each, and nothing for a count of 0', () => {
    expect(lineCents('tapes', 3, 3499)).toBe(10497);
    expect(lineCents('audio', 2, 1999)).toBe(3998);
    expect(lineCents('tapes', 0, 3499)).toBe(0);
  });

  it('totals a mixed estimate line by line', () => {
    const e = estimate(
      {
        steps: ['what', 'box', 'tapes', 'film', 'pictures', 'audio', 'scans', 'summary'],
        counts: { tapes: 2, feetOfFilm: 75, pictures: 50, audioItems: 1, scans: 5 },
      },
      PRICES,
    );
    expect(e.lines.map((l) => [l.step, l.cents])).toEqual([
      ['tapes', 6998],
      ['film', 5998],
      ['pictures', 3998],
      ['audio', 1999],
      ['scans', 400],
    ]);
    expect(e.totalCents).toBe(6998 + 5998 + 3998 + 1999 + 400);
  });

  it('leaves lines unpriced, and no total, when the store could not price them', () => {
    const state = {
      steps: ['what', 'box', 'audio', 'summary'] as const,
      counts: { tapes: 0, feetOfFilm: 0, pictures: 0, audioItems: 2, scans: 0 },
    };
    expect(estimate(state, null)).toEqual({ lines: [{ step: 'audio', count: 2, cents: null }], totalCents: null });
    expect(estimate(state, { [SKUS.video]: 100 }).totalCents).toBeNull();
  });
});
