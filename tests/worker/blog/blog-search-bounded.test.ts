// A search of many matches (docs/decisions/055): the best SEARCH_RESULTS_MAX of them, in 20 pages,
// counted only up to one more, so a word every post has reads about as much as a rarer one.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_MAX } from '#core/domain/constants.ts';
import { rowsRead } from '#scripts/bench/rows-read.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { site } from '#tests/worker/helpers.ts';

/**
 * Posts that all have "keepsake" in their body, a tenth of them in their title too (the best
 * matches). The last is a draft, as good a match as any: "keepsake" in its title, "heirloom" in its body.
 */
const POSTS = 600;
const DRAFT = POSTS - 1;

beforeAll(async () => {
  const statements = Array.from({ length: POSTS }, (_, i) =>
    env.DB.prepare(
      'INSERT INTO blog_posts (id, slug, title, description, body_text, published_at, is_draft) VALUES (?, ?, ' +
        '?, ?, ?, ?, ?)',
    ).bind(
      i + 1,
      `keepsake-${i + 1}`,
      i % 10 === 0 || i === DRAFT ? `Keepsake boxes ${i + 1}` : `Memories ${i + 1}`,
      '',
      `Every keepsake tells a story, post ${i + 1}.${i < 3 || i === DRAFT ? ' A rare heirloom.' : ''}`,
      `2025-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
      i === DRAFT ? 1 : 0,
    ),
  );
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
});

/** A search whose cached copy is forgotten first, so that what it reads is a render's. */
const search = async (term: string, page?: number) => {
  const path = `/yours/search?term=${term}${page ? `&page=${page}` : ''}`;
  await forgetCachedPages(path);
  const res = await site(path);
  return { res, html: await res.text(), rows: rowsRead(res.headers.get('server-timing')) };
};

describe('a search with more matches than it shows', () => {
  it('shows the best matches first, says there are more, and pages through 20 pages of them only', async () => {
    const first = await search('keepsake');
    expect(first.res.status).toBe(200);
    expect(first.html).toContain(
      `More than ${SEARCH_RESULTS_MAX} posts found; the ${SEARCH_RESULTS_MAX} best matches are shown`,
    );
    expect(first.html).toContain('Page 1 of 20');
    // A title weighs five times the body: the posts with the word in their title come first.
    const titles = [...first.html.matchAll(/<a href="\/yours\/keepsake-\d+" class="card-link">([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(titles.slice(0, 10).every((t) => t?.startsWith('Keepsake boxes'))).toBe(true);
    expect((await search('keepsake', 20)).res.status).toBe(200);
    expect((await search('keepsake', 21)).res.status).toBe(404);
  });

  it('counts a few matches exactly, and never a draft', async () => {
    const rare = await search('heirloom');
    expect(rare.html).toContain('3 posts found');
    // All three on the one page a draft among them would be on too.
    expect(rare.html).toContain('href="/yours/keepsake-3"');
    expect(rare.html).not.toContain(`/yours/keepsake-${DRAFT + 1}"`);
  });

  it('reads about the same rows for a word in every post as the count it stops at', async () => {
    const common = await search('keepsake');
    expect(common.rows).not.toBeNull();
    // The count stops at one more than it shows (each match and its post), plus a page and its joins.
    expect(common.rows!).toBeLessThan(2 * (SEARCH_RESULTS_MAX + 1) + 150);
    const last = await search('keepsake', 20);
    expect(last.rows!).toBeLessThan(4 * (SEARCH_RESULTS_MAX + 1) + 150);
  });
});
