// A CMS focal point becomes one of 25 classes (the CSP allows no inline style): snapped to the
// nearest quarter, the centre when the CMS gives none or nonsense.
import { describe, expect, it } from 'vitest';
import { FOCAL_STEPS, focalClass } from '#core/domain/images/focal-point.ts';

describe('focalClass', () => {
  it('snaps each axis to the nearest quarter', () => {
    expect(focalClass(0, 100)).toBe('focal-0-100');
    expect(focalClass(30, 70)).toBe('focal-25-75');
    expect(focalClass(62.5, 12)).toBe('focal-75-0');
  });

  it('keeps the centre when the CMS gives no point, and a point off the picture at its edge', () => {
    expect(focalClass(null, undefined)).toBe('focal-50-50');
    expect(focalClass(Number.NaN, 40)).toBe('focal-50-50');
    expect(focalClass(-20, 180)).toBe('focal-0-100');
  });

  it('only ever names a class uno.config.ts makes', () => {
    const made = new Set(FOCAL_STEPS.flatMap((x) => FOCAL_STEPS.map((y) => `focal-${x}-${y}`)));
    for (const x of [-5, 0, 13, 37.5, 50, 88, 100, 140])
      for (const y of [null, 3, 49, 99]) expect(made.has(focalClass(x, y))).toBe(true);
  });
});
