// The company pages against the fixture CMS (tests/fixtures/cms/content/{team,press,news}.ts),
// synced into D1. Expectations are read off the fixtures by SPEC's rules, not by the site's code.
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '#tests/worker/helpers.ts';
import { syncCompany } from './sync-company.ts';

beforeAll(syncCompany);

const html = async (path: string) => {
  const res = await site(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const all = (text: string, re: RegExp) =>
  [...text.matchAll(re)].map((m) => m[1]!.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));

describe('/our-story/team', () => {
  it('groups members by category, in the CMS’s order, with initials (no portrait), titles; no drafts', async () => {
    const page = await html('/our-story/team');
    const groups = all(page, /<h2 id="team-[^"]*"[^>]*>([^<]+)<\/h2>/g);
    expect(groups).toEqual(['Leadership', 'Family research', 'Customer care', 'The lab']);
    const names = all(page, /data-testid="team-member"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g);
    expect(names).toEqual([
      'Eleanor Whitfield',
      'Thomas Adeyemi',
      'Rachel Nakamura',
      'Gregory Baptiste',
      'Daniel Brooks',
      'Helen Kowalski',
      'Marcus Oyelaran',
      'Ingrid Sorensen',
      'Luis Carrillo',
      'Brenda Lowe',
      'Kevin Tran',
      'Aisha Mensah',
      'Paul Ferreira',
      'Margaret Okafor',
      'Hank Whitaker',
      'Sofia Lindqvist',
    ]);
    expect(page).toContain('Chief Executive Officer');
    // No licensed portrait among the demo photographs: each member shows their initials.
    expect(page).toMatch(
      /<div aria-hidden="true" class="[^"]*">EW<\/div><h3 class="heading-3">Eleanor Whitfield<\/h3>/,
    );
    // The unpublished new hire.
    expect(page).not.toContain('Abernathy');
  });
});

const releases = (page: string) =>
  all(page, /data-testid="press-release"[\s\S]*?<a href="\/press-releases\/([^"]+)"/g).map(decodeURIComponent);
const PUBLISHED = [
  'forever-memories-opens-second-digitization-lab',
  'preserve-and-share-summit-2027-announced',
  'forever-memories-launches-facial-recognition',
  'press_2031~glass-plate-grant',
  'one-billion-memories-preserved',
  'family-research-team-expands',
];

describe('/press-releases', () => {
  it('shows the newest 2 with the count, and a load-more link that works without JavaScript', async () => {
    const page = await html('/press-releases');
    expect(releases(page)).toEqual(PUBLISHED.slice(0, 2));
    expect(page).toContain('Showing 2 of 6 press releases');
    expect(page).toContain('href="/press-releases?limit=4#release-3"');
    expect(page).toContain('<link rel="canonical" href="http://localhost:8787/press-releases"');
  });

  it('shows more with ?limit=, newest first, until all are shown; drafts never', async () => {
    const page = await html('/press-releases?limit=4');
    expect(releases(page)).toEqual(PUBLISHED.slice(0, 4));
    expect(page).toContain('<link rel="canonical" href="http://localhost:8787/press-releases?limit=4"');
    const last = await html('/press-releases?limit=6');
    expect(releases(last)).toEqual(PUBLISHED);
    expect(last).not.toContain('data-testid="load-more"');
    expect(last).not.toContain('2027-product-preview');
  });

  it('answers 404, not 500, for a bad or far-off limit', async () => {
    for (const q of ['0', '-1', 'abc', '2.5', '99999', '1000', '%00'])
      expect((await site(`/press-releases?limit=${q}`)).status, q).toBe(404);
  });
});

describe('/press-releases/{slug}', () => {
  it('shows the release with its sanitized body', async () => {
    const page = await html('/press-releases/forever-memories-opens-second-digitization-lab');
    expect(page).toContain('<h1 class="heading-1 mb-2">Forever Memories Opens Second Digitization Lab</h1>');
    expect(page).toMatch(/data-testid="press-content"[^>]*><p><strong>PITTSBURGH, PA<\/strong>/);
    expect(page).toContain('<blockquote>');
  });

  it('finds a hand-typed slug', async () => {
    expect(await html(`/press-releases/${encodeURIComponent('press_2031~glass-plate-grant')}`)).toContain(
      'Glass Plate Negative Rescue',
    );
  });

  it('answers 404 for an unknown slug and for a draft', async () => {
    expect((await site('/press-releases/no-such-release')).status).toBe(404);
    expect((await site('/press-releases/forever-memories-2027-product-preview')).status).toBe(404);
  });
});

describe('/news-articles', () => {
  const titles = (page: string) => all(page, /data-testid="news-article"[\s\S]*?<h2[^>]*>(?:<a[^>]*>)?([^<]+)/g);

  it('shows the newest 2 with the count, each linking out to its source', async () => {
    const page = await html('/news-articles');
    expect(titles(page)).toEqual([
      'Radio Interview: Saving the Sound of Home',
      "Saving Home Movies Before It's Too Late",
    ]);
    expect(page).toContain('13 articles about Forever Memories');
    expect(page).toMatch(
      new RegExp(
        String.raw`<a href="https:\/\/www\.postledger\.example\/2026\/saving-home-movies-before-its-too-late"` +
          ' target="_blank" rel="noopener noreferrer"',
      ),
    );
    expect(page).toContain('opens in a new tab');
    // The radio interview has no link: its title is not one.
    expect(page).not.toMatch(/<a[^>]*>Radio Interview/);
    expect(page).toContain('Page 1 of 3');
    expect(page).toContain('href="/news-articles?page=2"');
  });

  it('pages through the rest 10 a page, without repeats', async () => {
    const seen = [
      ...titles(await html('/news-articles')),
      ...titles(await html('/news-articles?page=2')),
      ...titles(await html('/news-articles?page=3')),
    ];
    expect(seen).toHaveLength(13);
    expect(new Set(seen).size).toBe(13);
    expect(titles(await html('/news-articles?page=2'))).toHaveLength(10);
  });

  it('answers 404, not 500, for bad page params', async () => {
    for (const q of ['0', '4', '-1', 'x', '1.5', '9999999'])
      expect((await site(`/news-articles?page=${q}`)).status, q).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists the public press releases, never the draft', async () => {
    const res = await site('/sitemap.xml');
    let text = await res.text();
    // A sitemap index points at its pages: read them all.
    for (const loc of all(text, /<loc>http:\/\/localhost:8787(\/sitemap[^<]*)<\/loc>/g))
      text += await (await site(loc.replace(/&amp;/g, '&'))).text();
    expect(text).toContain('/press-releases/forever-memories-opens-second-digitization-lab');
    expect(text).not.toContain('forever-memories-2027-product-preview');
  });
});
