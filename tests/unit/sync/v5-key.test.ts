// A Strapi 5 document's key (decision 074): the same for a documentId every time, in the
// documentIds' own order, so that the sync's id ranges are documentId ranges Strapi can filter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyOf, prefixOf, upperBoundOf } from '#sync/cms/v5/key.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A documentId as Strapi 5 makes them (cuid2): 24 characters, a-z and 0-9, a letter first. */
const documentId = fc
  .tuple(
    fc.constantFrom(...ALPHABET.slice(0, 26)),
    fc.array(fc.constantFrom(...ALPHABET), { minLength: 23, maxLength: 23 }),
  )
  .map(([first, rest]) => first + rest.join(''));
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('a documentId key', () => {
  it('is a positive safe integer, the same for the same documentId', () => {
    fc.assert(
      fc.property(documentId, (id) => {
        const key = keyOf(id)!;
        expect(Number.isSafeInteger(key) && key > 0).toBe(true);
        expect(keyOf(id)).toBe(key);
        expect(id.startsWith(prefixOf(key))).toBe(true);
      }),
    );
  });

  it('sorts as the documentIds do (SQLite binary order)', () => {
    fc.assert(
      fc.property(documentId, documentId, (a, b) => {
        const byKey = Math.sign(keyOf(a)! - keyOf(b)!);
        if (byKey !== 0) expect(byKey).toBe(binary(a, b));
        else expect(a.slice(0, 10)).toBe(b.slice(0, 10));
      }),
    );
  });

  it("bounds its documentIds: each of them is at or below the bound, a higher key's above it", () => {
    fc.assert(
      fc.property(documentId, documentId, (a, b) => {
        const bound = upperBoundOf(keyOf(a)!);
        expect(binary(a, bound)).toBeLessThanOrEqual(0);
        expect(binary(b, bound) > 0).toBe(keyOf(b)! > keyOf(a)!);
      }),
    );
  });

  it('is none for what Strapi does not make', () => {
    for (const bad of [undefined, null, 12, '', 'short', 'ABCDEFGHIJKLMNOPQRSTUVWX', 'abc-defghijklmnopqrstuvw'])
      expect(keyOf(bad)).toBeNull();
  });
});
