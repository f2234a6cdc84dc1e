// Strapi cuts every response at its api.rest.maxLimit, here 2, far below the 100 records the sync
// asks for at once (issue 24): a short answer is not a deleted record. Every path that deletes
// (a full listing, the changes' count bisection, a webhook's read by id, a single type) deletes
// exactly what the CMS deleted, once it proves it (listed by id no more, and counted no more),
// and nothing the CMS still holds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCmsRequests,
  clearDb,
  cmsControl,
  cmsRecord,
  cmsRequests,
  cmsSettings,
  count,
  deliverWebhook,
  dump,
  edit,
  fault,
  removeMany,
  removeRecord,
  resetCms,
  rows,
  sync,
  syncOne,
} from './helpers.ts';

const CAP = 2;
const SHARING = [3, 9, 15, 21, 27, 33];

const blogIds = async () => (await rows<{ id: number }>('SELECT id FROM blog_posts ORDER BY id')).map((r) => r.id);

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

describe(`a CMS that caps its responses at ${CAP}`, () => {
  it('a webhook for an upload six posts share deletes none of them', async () => {
    const upload = (await cmsRecord('/blog-posts', SHARING[0]!)).post_image;
    for (const id of SHARING.slice(1)) await edit('blog-posts', id, { post_image: upload });
    expect((await sync({ mode: 'full' })).every((r) => r.status === 'ok')).toBe(true);
    const before = await dump();
    await cmsSettings({ maxLimit: CAP });
    await clearCmsRequests();
    const res = await deliverWebhook({ event: 'media.update', media: { id: (upload as { id: number }).id } });
    expect(res.status).toBe(200);
    expect(res.results.filter((r) => r.status !== 'ok' || r.deleted !== 0)).toEqual([]);
    expect(await dump()).toEqual(before);
    // Asked for all six, then again for those each capped answer left out, until none was left.
    const byId = (await cmsRequests())
      .filter((r) => r.path === '/blog-posts' && r.query.id_in !== undefined)
      .map((r) => r.query.id_in);
    expect(byId).toEqual([SHARING.map(String), SHARING.slice(2).map(String), SHARING.slice(4).map(String)]);
  });

  it('a webhook for a deleted entry deletes it, once the CMS neither lists nor counts it', async () => {
    await syncOne('blog-posts');
    await cmsSettings({ maxLimit: CAP });
    await removeRecord('blog-posts', 7);
    await clearCmsRequests();
    const res = await deliverWebhook({ event: 'entry.delete', model: 'blog-post', entry: { id: 7 } });
    expect(res.results).toMatchObject([{ collection: 'blog-posts', status: 'ok', deleted: 1 }]);
    expect(await blogIds()).toEqual(Array.from({ length: 49 }, (_, i) => i + 1).filter((id) => id !== 7));
    expect((await cmsRequests()).map((r) => [r.path, r.query.id_in])).toEqual([
      ['/blog-posts', '7'],
      ['/blog-posts/count', '7'],
    ]);
  });

  it('a full listing deletes exactly what the CMS deleted', async () => {
    await syncOne('blog-posts');
    await cmsSettings({ maxLimit: CAP });
    await removeMany('blog-posts', [1, 2, 12, 49]);
    await edit('blog-posts', 30, { title: 'Edited under the cap' });
    expect(await syncOne('blog-posts', { mode: 'full' })).toMatchObject({
      mode: 'full',
      status: 'ok',
      fetched: 46,
      changed: 1,
      deleted: 4,
    });
    expect(await blogIds()).toEqual(
      Array.from({ length: 49 }, (_, i) => i + 1).filter((id) => ![1, 2, 12, 49].includes(id)),
    );
    expect(await rows('SELECT title FROM blog_posts WHERE id = 30')).toEqual([{ title: 'Edited under the cap' }]);
  });

  it('the count bisection of an incremental run deletes exactly what the CMS deleted', async () => {
    await syncOne('blog-posts');
    await cmsSettings({ maxLimit: CAP });
    await removeMany('blog-posts', [5, 6, 7, 31, 48]);
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'changes', status: 'ok', changed: 0, deleted: 5 });
    expect(await blogIds()).toEqual(
      Array.from({ length: 49 }, (_, i) => i + 1).filter((id) => ![5, 6, 7, 31, 48].includes(id)),
    );
  });

  it('a full listing without a count endpoint deletes nothing', async () => {
    await syncOne('blog-posts');
    await cmsSettings({ maxLimit: CAP });
    await fault('error', { path: '/blog-posts/count', status: 404 });
    await removeRecord('blog-posts', 7);
    const before = await dump();
    expect(await syncOne('blog-posts', { mode: 'full' })).toMatchObject({ status: 'incomplete', deleted: 0 });
    expect(await dump()).toEqual(before);
  });

  it('a single type is kept, and only a 404 clears it: a 200 without a record is an error', async () => {
    await cmsSettings({ maxLimit: CAP });
    await cmsControl('/content', {
      op: 'set',
      collection: 'p-2-p-homepage-pinned',
      record: { id: 1, p_2_p_post1: 2, p_2_p_post2: 4 },
    });
    await sync({ collections: ['blog-post-featured', 'p-2-p-homepage-pinned'] });
    const before = await dump();
    expect(before.blog_featured).toHaveLength(1);
    expect(before.p2p_homepage_pinned).toHaveLength(1);
    await fault('empty', { path: '/blog-post-featured', times: 1 });
    expect(await syncOne('blog-post-featured')).toMatchObject({ status: 'error', deleted: 0 });
    expect(await syncOne('p-2-p-homepage-pinned')).toMatchObject({ status: 'ok', deleted: 0 });
    expect(await dump()).toEqual(before);
    expect(await count('blog_featured')).toBe(1);
    // Unset in the CMS: its 404 clears the row.
    await cmsControl('/content', { op: 'unset', collection: 'blog-post-featured' });
    expect(await syncOne('blog-post-featured')).toMatchObject({ status: 'ok', deleted: 1 });
    expect(await count('blog_featured')).toBe(0);
  });
});
