// Where a product is sold comes from what the store said (its groups, the list asked), never from
// a subtype vocabulary of ours: these products carry subtypes no store of ours has ever sent.
import { describe, expect, it } from 'vitest';
import {
  designerFor,
  hrefIn,
  NO_PLACER,
  placeOf,
  placerOf,
  SELLING_GROUPS,
  subtypesOf,
} from '#core/domain/shop/placement.ts';
import { placeOfRoute } from '#core/domain/shop/places.ts';
import type { RouteName } from '#core/routes/table.ts';

const place = (route: string) => placeOfRoute(route as RouteName)!;
const mugs = place('create-and-print-drinkware-photo-mugs');
const books = place('create-and-print-photo-books');
const prints = place('create-and-print-photo-prints');

describe('product placement (SPEC §2.3, §3)', () => {
  it('asks the store for the group of every page that sells products, and of no page that does not', () => {
    expect(SELLING_GROUPS).toContain('photo-mugs');
    expect(SELLING_GROUPS).toContain('photo-books');
    expect(SELLING_GROUPS).toContain('photo-prints');
    expect(SELLING_GROUPS).not.toContain('drinkware');
    expect(SELLING_GROUPS).not.toContain('print-project-type');
  });

  it('places a product by the group that holds it, whatever its subtype says', () => {
    const placer = placerOf(
      new Map([
        ['photo-mugs', [{ id: 7, subtype: 'zz-ceramic' }]],
        [
          'photo-books',
          [
            { id: 8, subtype: 'zz-ceramic' },
            { id: 9, subtype: 'hardcopy' },
          ],
        ],
      ]),
    );
    expect(placeOf({ id: 7, subtype: 'zz-ceramic' }, placer)).toBe(mugs);
    expect(placeOf({ id: 8, subtype: 'zz-ceramic' }, placer)).toBe(books);
    // Not in a group: a subtype only one page's group holds places it; one two pages share does not.
    expect(placeOf({ id: 99, subtype: 'hardcopy' }, placer)).toBe(books);
    expect(placeOf({ id: 99, subtype: 'zz-ceramic' }, placer)).toBeNull();
    expect(placeOf({ id: 99, subtype: null }, placer)).toBeNull();
    expect(placeOf({ id: 7, subtype: null }, NO_PLACER)).toBeNull();
    expect(subtypesOf(books, placer)).toEqual(['hardcopy']);
  });

  it('links within the page that sells it: a list’s product page, or the app’s photo-print ordering', () => {
    expect(hrefIn(mugs, 'big mug')).toBe('/create-and-print/drinkware/photo-mugs/big%20mug');
    expect(hrefIn(books, 'b')).toBe('/create-and-print/photo-books/b');
    expect(hrefIn(prints, '4x6')).toBe('/app/photo-prints?option=4x6');
    expect(hrefIn(place('create-and-print-drinkware'), 'x')).toBeNull();
    expect(hrefIn(place('create-and-print'), 'x')).toBeNull();
  });

  it('sends a product no page sells to the print designer, by its id and name', () => {
    const href = new URL(designerFor({ id: 4242, name: 'Mystery Pillow' }), 'http://x');
    expect(href.pathname).toBe('/app/print-designer');
    expect(href.searchParams.get('base_project_id')).toBe('4242');
    expect(href.searchParams.get('title')).toBe('Mystery Pillow');
  });
});
