// A short page is not the end (issue 6, rule 5): Strapi caps pages at api.rest.maxLimit, so the
// listing pages on until an empty page. An absent answer proves nothing (issue 24): a record the
// listing did not bring is deleted only once the CMS, asked for it by id, lists it no more and
// counts it no more. Without a count endpoint nothing is deleted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCmsRequests,
  clearDb,
  cmsRequests,
  cmsSettings,
  count,
  dump,
  edit,
  fault,
  releaseHeld,
  removeRecord,
  resetCms,
  rows,
  sync,
  syncOne,
  upsert,
} from './helpers.ts';

const FULL = { mode: 'full' } as const;

beforeEach(async () => {
  await resetCms();
  await clearDb();
  expect((await sync({ collections: ['blog-posts'] }))[0]).toMatchObject({ status: 'ok', changed: 49 });
});
afterEach(() => resetCms());

describe('a CMS that caps its pages', () => {
  it('below the page size loses nothing: every record is read, page after short page', async () => {
    await cmsSettings({ maxLimit: 8 });
    await clearDb();
    await clearCmsRequests();
    const result = await syncOne('blog-posts', FULL);
    expect(result).toMatchObject({ status: 'ok', fetched: 50, changed: 49, deleted: 0, skipped: 1 });
    expect(await count('blog_posts')).toBe(49);
    const pages = (await cmsRequests()).filter((r) => r.path === '/blog-posts');
    // Seven pages of 8 (the last with 2), then the empty page that ends the listing.
    expect(pages.filter((r) => r.query.id_gt !== undefined).map((r) => r.query.id_gt)).toEqual([
      '0',
      '8',
      '16',
      '24',
      '32',
      '40',
      '48',
      '50',
    ]);
  });

  it('deletes exactly what the CMS deleted, when the listing matches the count', async () => {
    await cmsSettings({ maxLimit: 10 });
    await removeRecord('blog-posts', 12);
    await removeRecord('blog-posts', 49);
    const result = await syncOne('blog-posts', FULL);
    expect(result).toMatchObject({ status: 'ok', fetched: 48, deleted: 2 });
    expect(await count('blog_posts')).toBe(47);
    expect(await count('blog_posts', 'id IN (12, 49)')).toBe(0);
  });
});

describe('a listing that does not match the count', () => {
  it('a record deleted while the listing runs: writes what it read, deletes what the CMS proves gone', async () => {
    await removeRecord('blog-posts', 3);
    await upsert('blog-posts', {
      id: 1,
      slug: 'how-to-digitize-vhs-tapes-before-they-fade',
      title: 'Edited during the listing',
      published_at: '2026-11-03T14:07:00.000Z',
    });
    // Hold the second page (requests: newest, page 1, page 2) and delete a record it would have held.
    await fault('slow', { path: '/blog-posts', delayMs: 60_000, after: 2, times: 1 });
    await clearCmsRequests();
    const running = syncOne('blog-posts', { ...FULL, pageSize: 10 });
    await waitForRequests(3);
    await removeRecord('blog-posts', 15);
    await releaseHeld();
    const result = await running;
    expect(result).toMatchObject({ status: 'ok', fetched: 48, changed: 1, deleted: 2 });
    expect(await count('blog_posts', 'id IN (3, 15)')).toBe(0);
    expect(await rows('SELECT title FROM blog_posts WHERE id = 1')).toEqual([{ title: 'Edited during the listing' }]);
    // Each was asked for by id, then counted: the CMS lists and counts neither.
    const proofs = (await cmsRequests()).filter((r) => r.query.id_in !== undefined).map((r) => [r.path, r.query.id_in]);
    expect(proofs).toEqual([
      ['/blog-posts', '3'],
      ['/blog-posts/count', '3'],
      ['/blog-posts', '15'],
      ['/blog-posts/count', '15'],
    ]);
  });

  it('when a record is added while the listing runs: writes it too', async () => {
    await removeRecord('blog-posts', 20);
    await fault('slow', { path: '/blog-posts', delayMs: 60_000, after: 2, times: 1 });
    await clearCmsRequests();
    const running = syncOne('blog-posts', { ...FULL, pageSize: 10 });
    await waitForRequests(3);
    await upsert('blog-posts', {
      id: 70,
      slug: 'added-mid-listing',
      title: 'Added mid-listing',
      published_at: '2026-11-21T10:00:00.000Z',
    });
    await releaseHeld();
    const result = await running;
    expect(result).toMatchObject({ status: 'ok', fetched: 50, changed: 1, deleted: 1 });
    expect(await count('blog_posts', 'id IN (20, 70)')).toBe(1);
    expect(await count('blog_posts', 'id = 70')).toBe(1);
  });

  it('when the CMS has no count endpoint (404), deletes nothing: an empty page proves nothing', async () => {
    await fault('error', { path: '/blog-posts/count', status: 404 });
    await removeRecord('blog-posts', 7);
    const before = await dump();
    const result = await syncOne('blog-posts', FULL);
    expect(result).toMatchObject({ status: 'incomplete', fetched: 49, deleted: 0 });
    expect(result.error).toBe(
      '1 record(s) the CMS no longer lists could not be proven deleted (it has no count endpoint, or counts ' +
        'them still): their rows stay',
    );
    expect(await dump()).toEqual(before);
  });

  it('when the CMS has no count endpoint (404), an incremental run still writes changes, deletes nothing', async () => {
    await fault('error', { path: '/blog-posts/count', status: 404 });
    await removeRecord('blog-posts', 7);
    await edit('blog-posts', 5, { title: 'Edited without a count' });
    const result = await syncOne('blog-posts');
    expect(result).toMatchObject({ mode: 'changes', status: 'incomplete', fetched: 1, changed: 1, deleted: 0 });
    expect(result.error).toBe('the CMS has no count endpoint (404): deletions cannot be found');
    expect(await rows('SELECT title FROM blog_posts WHERE id = 5')).toEqual([{ title: 'Edited without a count' }]);
    expect(await count('blog_posts', 'id = 7')).toBe(1);
  });
});

/** Waits until the fixture CMS has received this many requests for the blog posts. */
async function waitForRequests(n: number) {
  for (let i = 0; i < 200; i++) {
    if ((await cmsRequests()).filter((r) => r.path.startsWith('/blog-posts')).length >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the CMS did not receive ${n} requests`);
}
