import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  lastmodOf,
  pageSlices,
  sitemapCount,
  sitemapIndexXml,
  urlsetXml,
} from '#worker/pages/seo/sitemap-xml.ts';

describe('urlsetXml', () => {
  it('writes a sitemaps.org URL set, escaping each loc and dating only what has a readable date', () => {
    expect(
      urlsetXml([
        { loc: 'https://s.example/' },
        { loc: "https://s.example/yours/a?x=1&y='2'", lastmod: '2026-11-20T09:30:00.000Z' },
        { loc: 'https://s.example/yours/b', lastmod: '2026-11-01' },
        { loc: 'https://s.example/yours/c', lastmod: 'last Tuesday' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://s.example/</loc></url>\n' +
        '<url><loc>https://s.example/yours/a?x=1&amp;y=&apos;2&apos;</loc>' +
        '<lastmod>2026-11-20T09:30:00.000Z</lastmod></url>\n' +
        '<url><loc>https://s.example/yours/b</loc><lastmod>2026-11-01</lastmod></url>\n' +
        '<url><loc>https://s.example/yours/c</loc></url>\n' +
        '</urlset>\n',
    );
  });
});

describe('sitemapIndexXml', () => {
  it('lists the sitemaps, escaped', () => {
    expect(sitemapIndexXml(['https://s.example/sitemap.xml?page=1&a=b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://s.example/sitemap.xml?page=1&amp;a=b</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});

describe('escapeXml and lastmodOf', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });

  it('takes W3C dates and datetimes with a zone, nothing else', () => {
    expect(lastmodOf('2026-11-20')).toBe('2026-11-20');
    expect(lastmodOf('2026-11-20T09:30Z')).toBe('2026-11-20T09:30Z');
    expect(lastmodOf('2026-11-20T09:30:00+01:00')).toBe('2026-11-20T09:30:00+01:00');
    expect(lastmodOf('2026-11-20T09:30:00')).toBeNull();
    expect(lastmodOf('2026-11-20</lastmod>')).toBeNull();
    expect(lastmodOf(null)).toBeNull();
  });
});

describe('paging', () => {
  it('needs one sitemap per size URLs, and one for an empty site', () => {
    expect(sitemapCount(0, 50_000)).toBe(1);
    expect(sitemapCount(50_000, 50_000)).toBe(1);
    expect(sitemapCount(50_001, 50_000)).toBe(2);
  });

  it('cuts each page from the sources in order, across their boundaries, skipping empty ones', () => {
    const counts = [4, 0, 7, 3];
    expect(pageSlices(counts, 1, 5)).toEqual([
      { source: 0, offset: 0, limit: 4 },
      { source: 2, offset: 0, limit: 1 },
    ]);
    expect(pageSlices(counts, 2, 5)).toEqual([{ source: 2, offset: 1, limit: 5 }]);
    expect(pageSlices(counts, 3, 5)).toEqual([
      { source: 2, offset: 6, limit: 1 },
      { source: 3, offset: 0, limit: 3 },
    ]);
    expect(pageSlices(counts, 4, 5)).toEqual([]);
  });

  it('covers every row exactly once over all pages', () => {
    const counts = [3, 11, 0, 25, 1];
    const total = counts.reduce((a, b) => a + b, 0);
    for (const size of [1, 4, 7, 40]) {
      const seen = counts.map((n) => new Array<number>(n).fill(0));
      for (let page = 1; page <= sitemapCount(total, size); page++) {
        const slices = pageSlices(counts, page, size);
        expect(slices.reduce((a, s) => a + s.limit, 0)).toBeLessThanOrEqual(size);
        for (const s of slices) for (let i = s.offset; i < s.offset + s.limit; i++) seen[s.source]![i]!++;
      }
      expect(seen.flat().every((n) => n === 1)).toBe(true);
    }
  });
});
