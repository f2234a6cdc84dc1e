// A product page's two store calls (issue 25): the list's search, which says whether the slug is
// sold here, and the product's full record go out together, not one after the other; and a page
// whose list did not answer cannot show what it sells, so it says so with a 503 (docs/decisions/064).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { control, holdStore, releaseStore, site, storeRequests } from '#tests/worker/helpers.ts';

const BOOK = '/create-and-print/photo-books/8x8-standard-photo-book';
const SEARCH = '/api/v1/products/search';
const BY_SLUG = '/api/v1/products/8x8-standard-photo-book';

afterEach(async () => {
  await releaseStore();
  await control('store', '/reset');
});

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

/** Waits until the store has been asked for `path` (the log records a request as it arrives, held or not). */
async function askedFor(path: string): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if ((await storeRequests()).some((r) => r.path === path)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe('a product page’s store calls', () => {
  it('asks for the product while the list’s search is still unanswered', async () => {
    await control('store', '/requests', undefined, 'DELETE');
    await holdStore(SEARCH);
    let answered = false;
    const res = site(BOOK).then((r) => {
      answered = true;
      return r;
    });
    // The search is held: the product's request can only be in flight beside it.
    expect(await askedFor(BY_SLUG)).toBe(true);
    expect(await askedFor(SEARCH)).toBe(true);
    expect(answered).toBe(false);
    await releaseStore();
    const page = await res;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="product-detail"');
  });

  it('asks by SKU, as SPEC §7 does, when the store does not know the slug as a key', async () => {
    await control('store', '/fault', { mode: 'error', status: 404, path: BY_SLUG });
    await control('store', '/requests', undefined, 'DELETE');
    const page = await (await site(BOOK)).text();
    expect(page).toContain('data-testid="product-detail"');
    const bySku = (await storeRequests()).find(
      (r) => r.path.startsWith('/api/v1/products/') && ![SEARCH, BY_SLUG].includes(r.path),
    ) as { path: string; query: Record<string, string> } | undefined;
    expect(bySku?.query).toMatchObject({ strategy: 'by_sku', includes_promotions: 'true' });
  });
});

describe('a product page without its store', () => {
  for (const [name, fault] of [
    ['down', { mode: 'down' }],
    ['failing', { mode: 'error', status: 500 }],
  ] as const) {
    it(`answers 503 with a Retry-After and its retry when the store is ${name}, and is never kept`, async () => {
      const reported = quiet();
      try {
        await control('store', '/fault', { ...fault, path: '/api/v1/products/' });
        const res = await site(BOOK);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        const page = await res.text();
        expect(page).toContain('This product could not be loaded just now');
        expect(page).toContain(`href="${BOOK}"`);
      } finally {
        reported.mockRestore();
      }
      await control('store', '/reset');
      const back = await site(BOOK);
      expect(back.status).toBe(200);
      expect(await back.text()).toContain('data-testid="product-detail"');
    });
  }
});
