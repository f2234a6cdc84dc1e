import { describe, expect, it } from 'vitest';
import { savedMap } from '#core/domain/shop/saved.ts';

describe('savedMap', () => {
  it('maps each saved product id to its saved id', () => {
    const map = savedMap({
      saved: [
        { id: 7, productId: 1011 },
        { id: 8, productId: 1012 },
      ],
    });
    expect([...map]).toEqual([
      [1011, 7],
      [1012, 8],
    ]);
  });

  it('leaves malformed rows out and reads a malformed response as nothing saved', () => {
    expect([...savedMap({ saved: [{ id: 'x', productId: 1 }, null, { id: 3 }, { id: 4, productId: 5 }] })]).toEqual([
      [5, 4],
    ]);
    for (const answer of [null, undefined, 'x', {}, { saved: 'x' }]) expect(savedMap(answer).size).toBe(0);
  });
});
