// Two sync runs at once (issue 24): the cron and a webhook, or two webhooks. Each test holds one
// run's answer back on its way from the CMS (the response made, then held) while an editor changes
// the record and another run reads and writes the change; then the held response is let go, so
// that today the older read would be written last. D1 must keep the newer copy: a copy is
// ordered by when it was read, since a renamed tag or a deletion leaves a post's updated_at as
// it was (decision 040). Two runs never advance the same full listing.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCmsRequests,
  clearDb,
  cmsRequests,
  deliverWebhook,
  edit,
  fault,
  generatePosts,
  releaseHeld,
  removeRecord,
  resetCms,
  rows,
  sync,
  syncOne,
} from './helpers.ts';

async function webhook(body: unknown) {
  const { status, results } = await deliverWebhook(body);
  expect(status).toBe(200);
  return results;
}

/**
 * Waits until the CMS has received `n` requests under `path`. The fixture makes a response in the
 * same turn as it logs its request, so a held response is made by the time this returns.
 */
async function received(path: string, n: number) {
  for (let i = 0; i < 300; i++) {
    if ((await cmsRequests()).filter((r) => r.path.startsWith(path)).length >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the CMS did not receive ${n} requests under ${path}`);
}

/** The test D1, whose first batch that writes records waits (D1 already read for it) until released. */
function pauseFirstWrite(db: D1Database) {
  let release = () => {};
  let arrived = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const reached = new Promise<void>((r) => {
    arrived = r;
  });
  const real = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql);
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    real.set(proxy, { statement, sql });
    return proxy;
  };
  let paused = false;
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (key === 'batch') {
        return async (list: D1PreparedStatement[]) => {
          const found = list.map((s) => real.get(s)!);
          if (!paused && found.some((f) => f.sql.startsWith('INSERT INTO sync_versions'))) {
            paused = true;
            arrived();
            await gate;
          }
          return target.batch(found.map((f) => f.statement));
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, reached, release: () => release() };
}

const title = async (id: number) =>
  (await rows<{ title: string }>('SELECT title FROM blog_posts WHERE id = ?', id))[0]?.title;

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

describe('a run whose answer from the CMS arrives late', () => {
  beforeEach(async () => {
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'full', status: 'ok' });
    await clearCmsRequests();
  });

  // The cron's hourly full listing, by id, 10 a page: the newest stamp, then page 1 (posts
  // 1–10), whose answer is held back until released. The listing then reads on past post 5 and
  // never comes back to it.
  const heldListing = async () => {
    await fault('slow-answer', { path: '/blog-posts', after: 1, times: 1, delayMs: 60_000 });
    const cron = syncOne('blog-posts', { trigger: 'cron', mode: 'full', pageSize: 10 });
    await received('/blog-posts', 2);
    // Wrapped: an async function's result would wait for the run.
    return { cron };
  };

  it('does not write its older copy over the one a webhook wrote meanwhile', async () => {
    await edit('blog-posts', 5, { title: 'First edit' });
    const { cron } = await heldListing();
    await edit('blog-posts', 5, { title: 'Second edit' });
    expect(await webhook({ event: 'entry.update', model: 'blog-post', entry: { id: 5 } })).toMatchObject([
      { status: 'ok', changed: 1 },
    ]);
    expect(await title(5)).toBe('Second edit');
    await releaseHeld();
    expect(await cron).toMatchObject({ mode: 'full', status: 'ok', fetched: 50, changed: 0 });
    expect(await title(5)).toBe('Second edit');
  });

  it('nor when the newer copy lands between its D1 read and write: D1 refuses, the page is rewritten', async () => {
    await edit('blog-posts', 5, { title: 'First edit' });
    const paused = pauseFirstWrite(env.DB);
    const cron = sync({ trigger: 'cron', mode: 'full', pageSize: 10, collections: ['blog-posts'] }, paused.db);
    await paused.reached;
    await edit('blog-posts', 5, { title: 'Second edit' });
    expect(await webhook({ event: 'entry.update', model: 'blog-post', entry: { id: 5 } })).toMatchObject([
      { status: 'ok', changed: 1 },
    ]);
    paused.release();
    expect(await cron).toMatchObject([{ mode: 'full', status: 'ok', fetched: 50, changed: 0 }]);
    expect(await title(5)).toBe('Second edit');
  });

  it('does not write back a record that a webhook proved deleted meanwhile', async () => {
    await edit('blog-posts', 5, { title: 'Edited, then deleted' });
    const { cron } = await heldListing();
    await removeRecord('blog-posts', 5);
    expect(await webhook({ event: 'entry.delete', model: 'blog-post', entry: { id: 5 } })).toMatchObject([
      { status: 'ok', deleted: 1 },
    ]);
    await releaseHeld();
    expect(await cron).toMatchObject({ mode: 'full', status: 'ok', fetched: 50, changed: 0 });
    expect(await title(5)).toBeUndefined();
  });

  it("does not put a tag's older name back, though the posts' updated_at never moved", async () => {
    await syncOne('p-2-p-posts');
    const tagged = await rows<{ post_id: number }>(
      'SELECT post_id FROM p2p_post_tags WHERE tag_id = 3 ORDER BY post_id',
    );
    expect(tagged.length).toBeGreaterThan(1);
    await edit('p-2-p-tags', 3, { name: 'Journaling, first rename' });
    await clearCmsRequests();
    // The first webhook's listing of the tag's posts is held back.
    await fault('slow-answer', { path: '/p-2-p-posts', times: 1, delayMs: 60_000 });
    const first = webhook({ event: 'entry.update', model: 'p-2-p-tag', entry: { id: 3 } });
    await received('/p-2-p-posts', 1);
    await edit('p-2-p-tags', 3, { name: 'Journaling, second rename' });
    expect(await webhook({ event: 'entry.update', model: 'p-2-p-tag', entry: { id: 3 } })).toMatchObject([
      { status: 'ok' },
    ]);
    expect(await rows('SELECT name FROM p2p_tags WHERE id = 3')).toEqual([{ name: 'Journaling, second rename' }]);
    await releaseHeld();
    expect(await first).toMatchObject([{ status: 'ok' }]);
    expect(await rows('SELECT name FROM p2p_tags WHERE id = 3')).toEqual([{ name: 'Journaling, second rename' }]);
    expect(await rows('SELECT post_id FROM p2p_post_tags WHERE tag_id = 3 ORDER BY post_id')).toEqual(tagged);
  });
});

describe('a full listing', () => {
  it('is advanced by one run at a time: a run that finds it held leaves it to that run', async () => {
    await generatePosts(30);
    await clearCmsRequests();
    // The first run's second page is held back while a second run starts.
    await fault('slow', { path: '/blog-posts', after: 2, times: 1, delayMs: 60_000 });
    const first = syncOne('blog-posts', { pageSize: 20 });
    await received('/blog-posts', 3);
    const second = await syncOne('blog-posts', { pageSize: 20 });
    expect(second).toMatchObject({ mode: 'full', status: 'partial', fetched: 0, requests: 0 });
    expect(second.error).toBe('another run is advancing this collection: it was left to that run');
    await releaseHeld();
    expect(await first).toMatchObject({ mode: 'full', status: 'ok', fetched: 80 });
    expect(await rows('SELECT count(*) AS n FROM blog_posts')).toEqual([{ n: 79 }]);
    expect(await rows('SELECT * FROM sync_jobs')).toEqual([]);
  });
});
