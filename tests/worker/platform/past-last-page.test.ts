// Issue 35: a page past the last of a list is a 404 (no empty page), and it leads to the list's
// last page, keeping the list's other parameters.
import { beforeAll, describe, expect, it } from 'vitest';
import { syncBlog } from '#tests/worker/blog/sync-content.ts';
import { site } from '#tests/worker/helpers.ts';

beforeAll(syncBlog);

/** The link the 404 offers to the last page, and that page's status. */
async function lastPageLink(path: string) {
  const res = await site(path);
  expect(res.status, path).toBe(404);
  const html = await res.text();
  const href = /<a href="([^"]+)"[^>]*data-testid="error-last-page"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(href, path).toBeTruthy();
  return { href: href!, status: (await site(href!)).status, html };
}

describe('a page past the last of a list', () => {
  it('links to the last page, which exists, and the one after it does not', async () => {
    const { href, status } = await lastPageLink('/yours?page=999');
    expect(status).toBe(200);
    const last = Number(new URL(href, 'http://x').searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect((await site(`/yours?page=${last + 1}`)).status).toBe(404);
  });

  it('keeps the list’s own parameters', async () => {
    const { href, status } = await lastPageLink(
      '/create-and-print/wall-decor/canvas-prints?sort=name&page=99&wait=store',
    );
    expect(status).toBe(200);
    const query = new URL(href, 'http://x').searchParams;
    expect(query.get('sort')).toBe('name');
    expect(new URL(href, 'http://x').pathname).toBe('/create-and-print/wall-decor/canvas-prints');
  });
});
