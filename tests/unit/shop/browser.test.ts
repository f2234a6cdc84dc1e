import { describe, expect, it } from 'vitest';
import { type BrowserState, browse, fromQuery, hrefAfter, INITIAL, toQuery } from '#core/domain/shop/browser.ts';

const on3: BrowserState = { ...INITIAL, category: 'drinkware', filters: ['photo-mugs'], page: 3 };

describe('the print browser rules (SPEC §4)', () => {
  it('goes back to page 1 on any change of filter, search, category, shape, sort or priority', () => {
    expect(browse(on3, { type: 'category', slug: 'wall-decor' }).page).toBe(1);
    expect(browse(on3, { type: 'add-filter', slug: 'tumblers' }).page).toBe(1);
    expect(browse(on3, { type: 'remove-filter', slug: 'photo-mugs' }).page).toBe(1);
    expect(browse(on3, { type: 'clear-filters' }).page).toBe(1);
    expect(browse(on3, { type: 'search', term: 'mug' }).page).toBe(1);
    expect(browse(on3, { type: 'shape', shape: 'square' }).page).toBe(1);
    expect(browse(on3, { type: 'sort', sort: 'name' }).page).toBe(1);
    expect(browse(on3, { type: 'priority', facetId: 31 }).page).toBe(1);
  });
  it('keeps everything else when only the page changes', () => {
    expect(browse(on3, { type: 'page', page: 4 })).toEqual({ ...on3, page: 4 });
    expect(browse(on3, { type: 'page', page: 0 }).page).toBe(1);
  });
  it('clears the filters and the category on a new search, and trims the term', () => {
    expect(browse(on3, { type: 'search', term: '  mug ' })).toMatchObject({ term: 'mug', filters: [], category: null });
  });
  it('clears the search term when a filter is added, and never adds a filter twice', () => {
    const searched = browse(INITIAL, { type: 'search', term: 'glass' });
    const filtered = browse(searched, { type: 'add-filter', slug: 'frosted-glasses' });
    expect(filtered).toMatchObject({ term: '', filters: ['frosted-glasses'] });
    expect(browse(filtered, { type: 'add-filter', slug: 'frosted-glasses' })).toBe(filtered);
  });
  it('unselects a shape chosen again', () => {
    const square = browse(INITIAL, { type: 'shape', shape: 'square' });
    expect(square.shape).toBe('square');
    expect(browse(square, { type: 'shape', shape: 'round' }).shape).toBe('round');
    expect(browse(square, { type: 'shape', shape: 'square' }).shape).toBeNull();
  });
});

describe('the browser state in the URL', () => {
  it('round-trips, defaults left out', () => {
    const s: BrowserState = {
      category: 'home-decor',
      filters: ['woven', 'outdoor'],
      term: '',
      shape: 'square',
      sort: 'price_asc',
      page: 2,
      priority: 21,
    };
    expect(fromQuery(toQuery(s))).toEqual(s);
    expect(toQuery(INITIAL).toString()).toBe('');
  });
  it('ignores malformed values instead of failing', () => {
    const q = new URLSearchParams(
      'category=../x&filter=ok&filter=ok&filter=%00&shape=hexagon&sort=cheap&page=-3&priority=abc',
    );
    expect(fromQuery(q)).toEqual({ ...INITIAL, filters: ['ok'] });
    expect(fromQuery(new URLSearchParams(`term=${'x'.repeat(500)}&page=99999`))).toMatchObject({ page: 1000 });
    expect(fromQuery(new URLSearchParams(`term=${'x'.repeat(500)}`)).term).toHaveLength(100);
  });
  it('builds the link an action leads to', () => {
    expect(hrefAfter('/create-and-print', INITIAL, { type: 'search', term: 'mug' })).toBe('/create-and-print?term=mug');
    expect(hrefAfter('/create-and-print/drinkware', on3, { type: 'page', page: 2 })).toBe(
      '/create-and-print/drinkware?category=drinkware&filter=photo-mugs&page=2',
    );
  });
});
