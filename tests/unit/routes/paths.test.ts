import { describe, expect, it } from 'vitest';
import { pathTo } from '#core/routes/paths.ts';
import { isP2pRoute, routes } from '#core/routes/table.ts';

describe('the route table (SPEC §2)', () => {
  it('declares every top-level route of §2.1 once', () => {
    const paths = Object.values(routes).map((r) => r.path);
    for (const p of [
      '/',
      '/ambassador-card',
      '/artisan',
      '/digital-conversion',
      '/events',
      '/log-in',
      '/pixels2pages',
      '/sign-up',
      '/video',
      '/yours',
    ]) {
      expect(paths.filter((x) => x === p)).toHaveLength(1);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('keeps the named routes of §2.2', () => {
    expect(routes['pixels2pages-posts'].path).toBe('/pixels2pages/posts');
    expect(routes['pixels2pages-posts-slug'].path).toBe('/pixels2pages/posts/:slug');
    expect(routes['pixels2pages-tags-slug'].path).toBe('/pixels2pages/tags/:tagSlug');
    expect(routes['pixels2pages-categories-slug'].path).toBe('/pixels2pages/categories/:categorySlug');
    for (const name of ['sign-up', 'log-in', 'become-an-ambassador', 'guarantee'] as const)
      expect(routes[name]).toBeDefined();
  });
  it('has the create-and-print lists with optional and required detail slugs (§2.3)', () => {
    expect(routes['create-and-print-drinkware-photo-mugs-slug'].path).toBe(
      '/create-and-print/drinkware/photo-mugs/:slug?',
    );
    expect(routes['create-and-print-drinkware-tumblers-slug'].path).toBe('/create-and-print/drinkware/tumblers/:slug');
    expect(routes['create-and-print-photo-books-slug'].path).toBe('/create-and-print/photo-books/:slug?');
    expect(routes['create-and-print-calendars-slug'].path).toBe('/create-and-print/calendars/:slug');
  });
  it('gives the blog and pixels2Pages their layouts (§2.7)', () => {
    expect(routes.yours.layout).toBe('blog');
    expect(routes['yours-slug'].layout).toBe('blog');
    expect(routes['pixels2pages-posts'].layout).toBe('pixels2pages');
  });
  it('knows which routes belong to pixels2Pages (§2.5 maintenance)', () => {
    expect(isP2pRoute('pixels2pages-posts-slug')).toBe(true);
    expect(isP2pRoute('gifting-pixels2pages')).toBe(true);
    expect(isP2pRoute('yours')).toBe(false);
  });
});

describe('pathTo', () => {
  it('builds static and parameterised paths', () => {
    expect(pathTo('index')).toBe('/');
    expect(pathTo('yours-slug', { slug: 'digitize-vhs' })).toBe('/yours/digitize-vhs');
    expect(pathTo('pixels2pages-tags-slug', { tagSlug: 'layouts' })).toBe('/pixels2pages/tags/layouts');
  });
  it('drops a missing optional param and encodes values', () => {
    expect(pathTo('yours-author-slug')).toBe('/yours/author');
    expect(pathTo('yours-category-slug', { slug: 'a b' })).toBe('/yours/category/a%20b');
  });
  it('adds a query, skipping empty values', () => {
    expect(pathTo('yours-search', {}, { term: 'photo books', page: undefined })).toBe('/yours/search?term=photo+books');
    expect(pathTo('yours', {}, { page: 2 })).toBe('/yours?page=2');
  });
  it('refuses to build a path without its required param', () => {
    expect(() => pathTo('events-slug', {} as never)).toThrow(/missing param slug/);
  });
});
