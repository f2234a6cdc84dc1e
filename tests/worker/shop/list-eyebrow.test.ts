// Issue 35: a list page's breadcrumb says where it is; the eyebrow above its heading does not say
// it again ("Create & Print" twice). The index, which has no breadcrumb, keeps its eyebrow.
import { describe, expect, it } from 'vitest';
import { site, textOf } from '#tests/worker/helpers.ts';

const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  return from < 0 ? '' : html.slice(from, html.indexOf(end, from));
};

describe('a print list page’s heading', () => {
  it('does not repeat the breadcrumb as its eyebrow', async () => {
    const lists = [
      '/create-and-print/photo-books',
      '/create-and-print/drinkware/photo-mugs',
      '/create-and-print/calendars',
    ];
    for (const path of lists) {
      const html = await (await site(path)).text();
      const trail = between(html, 'aria-label="Breadcrumb"', '</nav>');
      const crumbs = [...trail.matchAll(/<a[^>]*>([^<]+)<\/a>/g)].map((m) => textOf(m[1]!).trim());
      expect(crumbs.length, path).toBeGreaterThan(0);
      const eyebrows = [...html.matchAll(/<p class="eyebrow">([^<]*)<\/p>/g)].map((m) => textOf(m[1]!).trim());
      expect(
        eyebrows.filter((e) => crumbs.includes(e)),
        path,
      ).toEqual([]);
    }
  });

  it('keeps the index’s eyebrow', async () => {
    const index = await (await site('/create-and-print')).text();
    expect(index).toContain('<p class="eyebrow">Designed by you, printed by us</p>');
  });
});
