// Sync never loses data (ARCHITECTURE rule 6): whatever goes wrong with the CMS, nothing is
// deleted on a listing that is not proven complete, what was written stays written, an error
// row is logged, and the other collections still sync. One bad record stalls nothing. These run
// full listings; scale.test.ts has the same faults in incremental runs.

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSync } from '#sync/run.ts';
import { createReporter } from '#worker/errors/reporter.ts';
import {
  clearCmsRequests,
  clearDb,
  cmsRequests,
  count,
  dump,
  edit,
  fault,
  logRows,
  recordingReporter,
  removeRecord,
  resetCms,
  rows,
  skipRows,
  sync,
  syncOne,
  upsert,
} from './helpers.ts';

let good: Awaited<ReturnType<typeof dump>>;
const FULL = { mode: 'full' } as const;

beforeAll(async () => {
  await resetCms();
  await clearDb();
  const results = await sync();
  expect(results.every((r) => r.status === 'ok')).toBe(true);
  good = await dump();
});

beforeEach(async () => {
  await resetCms();
  // Every test starts from the good copy.
  await clearDb();
  await sync();
  // Pending edits that must NOT arrive while the CMS is failing.
  await edit('blog-posts', 1, { title: 'Edited while the CMS was failing' });
});

afterEach(() => resetCms());

async function expectUntouched() {
  expect(await dump()).toEqual(good);
}

async function lastLog(collection: string) {
  const last = (await logRows(`collection = '${collection}'`)).at(-1)!;
  expect(last.finished_at).not.toBeNull();
  return last;
}

describe('a CMS that cannot answer leaves the last good copy in place', () => {
  it('CMS down', async () => {
    await fault('down', { path: '/blog-posts' });
    const result = await syncOne('blog-posts', FULL);
    expect(result).toMatchObject({ status: 'error', fetched: 0, changed: 0, deleted: 0 });
    expect(result.error).toMatch(/^GET \/blog-posts.*CMS unreachable/);
    await expectUntouched();
    expect((await lastLog('blog-posts')).error).toBe(result.error);
  });

  it('CMS slower than the timeout', async () => {
    // The CMS answers after 10 s: an error is the sync's own time-out, which came first.
    await fault('slow', { path: '/blog-posts', delayMs: 10_000 });
    const result = await syncOne('blog-posts', { ...FULL, timeoutMs: 300 });
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/no complete answer within 300 ms/);
    await expectUntouched();
  });

  it('HTTP 500', async () => {
    await fault('error', { path: '/blog-posts', status: 500 });
    const result = await syncOne('blog-posts', FULL);
    expect(result.error).toMatch(/CMS answered HTTP 500/);
    await expectUntouched();
    expect(await lastLog('blog-posts')).toMatchObject({ status: 'error', changed: 0, deleted: 0 });
  });

  it('malformed JSON', async () => {
    // Requests: the newest stamp, then the first page.
    await fault('malformed', { path: '/blog-posts', after: 1 });
    const result = await syncOne('blog-posts', FULL);
    expect(result.error).toMatch(/^GET \/blog-posts\?.*malformed JSON/);
    await expectUntouched();
  });

  it('a news listing that is not a list', async () => {
    await fault('malformed', { path: '/news-articles', after: 1 });
    expect((await syncOne('news-articles', FULL)).error).toMatch(/malformed JSON/);
    await expectUntouched();
  });
});

describe('a listing that breaks off', () => {
  it('keeps the pages already written and deletes nothing', async () => {
    await removeRecord('blog-posts', 45);
    // Requests: the newest stamp, page 1 (ids 1–10), then every later page fails.
    await fault('error', { path: '/blog-posts', status: 503, after: 2 });
    const result = await syncOne('blog-posts', { ...FULL, pageSize: 10 });
    expect(result).toMatchObject({ status: 'error', fetched: 10, changed: 1, deleted: 0 });
    expect(result.error).toMatch(/id_gt=10.*HTTP 503/);
    // Page 1's edit is fresher than the copy and is kept; the deleted post is not deleted yet.
    expect(await rows('SELECT title FROM blog_posts WHERE id = 1')).toEqual([
      { title: 'Edited while the CMS was failing' },
    ]);
    expect(await count('blog_posts', 'id = 45')).toBe(1);
    const after = await dump();
    expect({ ...after, blog_posts: after.blog_posts!.filter((r) => (r as { id: number }).id !== 1) }).toEqual({
      ...good,
      blog_posts: good.blog_posts!.filter((r) => (r as { id: number }).id !== 1),
    });
  });
});

describe('one bad record stalls nothing', () => {
  it('is skipped, keeps its copy, and the edits and deletions around it go through', async () => {
    await removeRecord('blog-posts', 40);
    await edit('blog-posts', 30, { title: 'Census Records, Revised' });
    // The record in the middle of the page loses its slug on the way out of the CMS.
    await fault('invalid-record', { path: '/blog-posts' });
    const result = await syncOne('blog-posts', FULL);
    expect(result).toMatchObject({ status: 'ok', fetched: 49, changed: 2, deleted: 1, skipped: 2 });
    // 49 records: the 25th is the one in the middle.
    expect(result.skips).toEqual([
      { id: 25, slug: null, reason: 'slug is missing' },
      { id: 50, slug: 'how-we-handle-mouldy-tapes', reason: 'title is empty' },
    ]);
    expect(await rows('SELECT id, title FROM blog_posts WHERE id IN (1, 25, 30, 40) ORDER BY id')).toEqual([
      { id: 1, title: 'Edited while the CMS was failing' },
      { id: 25, title: (good.blog_posts!.find((r) => (r as { id: number }).id === 25) as { title: string }).title },
      { id: 30, title: 'Census Records, Revised' },
    ]);
  });

  it('that breaks a rule mid-collection (a slug another record holds) is skipped alone', async () => {
    await upsert('blog-posts', {
      id: 60,
      slug: 'how-long-do-vhs-tapes-last',
      title: 'A copy',
      published_at: '2026-11-21T10:00:00.000Z',
    });
    const result = await syncOne('blog-posts', FULL);
    expect(result).toMatchObject({ status: 'ok', changed: 1, skipped: 2 });
    expect(result.skips).toContainEqual({
      id: 60,
      slug: 'how-long-do-vhs-tapes-last',
      reason: 'slug "how-long-do-vhs-tapes-last" is already used by record 2',
    });
    expect(await rows('SELECT id FROM blog_posts WHERE slug = ?', 'how-long-do-vhs-tapes-last')).toEqual([{ id: 2 }]);
    expect(await rows('SELECT title FROM blog_posts WHERE id = 1')).toEqual([
      { title: 'Edited while the CMS was failing' },
    ]);
  });

  it('in a single type is skipped and the stored row kept', async () => {
    await fault('invalid-record', { path: '/blog-post-featured' });
    const result = await syncOne('blog-post-featured', FULL);
    expect(result).toMatchObject({ status: 'ok', skipped: 1, changed: 0, deleted: 0 });
    expect(result.skips[0]!.reason).toBe('id is missing or not a whole number');
    expect(await rows('SELECT * FROM blog_featured')).toEqual([{ id: 1, post_id: 36 }]);
  });

  it('is reported once per record and change, and forgotten once it is fixed', async () => {
    const reporter = recordingReporter();
    await sync({ ...FULL, collections: ['blog-posts'], reporter });
    await sync({ collections: ['blog-posts'], reporter });
    expect(reporter.warnings).toEqual([]);

    await edit('blog-posts', 50, { description: 'Still no title' });
    await sync({ collections: ['blog-posts'], reporter });
    await sync({ ...FULL, collections: ['blog-posts'], reporter });
    expect(reporter.warnings).toEqual([
      {
        message: 'blog-posts record 50 "how-we-handle-mouldy-tapes" was skipped: title is empty',
        tags: { collection: 'blog-posts', record: '50' },
      },
    ]);

    await edit('blog-posts', 50, { title: 'How We Handle Mouldy Tapes' });
    expect(await syncOne('blog-posts', FULL)).toMatchObject({ skipped: 0, changed: 1 });
    expect(await skipRows("collection = 'blog-posts'")).toEqual([]);
    expect(await rows('SELECT title FROM blog_posts WHERE id = 50')).toEqual([{ title: 'How We Handle Mouldy Tapes' }]);
    expect(reporter.errors).toEqual([]);
  });

  it('is forgotten once the CMS deletes it', async () => {
    await removeRecord('blog-posts', 50);
    expect(await syncOne('blog-posts', FULL)).toMatchObject({ status: 'ok', skipped: 0 });
    expect(await skipRows("collection = 'blog-posts'")).toEqual([]);
  });
});

describe('one failing collection', () => {
  it('does not stop the others', async () => {
    await fault('error', { path: '/blog-posts' });
    await fault('down', { path: '/events' });
    const results = await sync(FULL);
    const failed = results
      .filter((r) => r.status === 'error')
      .map((r) => r.collection)
      .sort();
    expect(failed).toEqual(['blog-posts', 'events']);
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(14);
    await expectUntouched();
    const log = await logRows();
    expect(
      log
        .slice(-16)
        .filter((r) => r.status === 'error')
        .map((r) => r.collection)
        .sort(),
    ).toEqual(['blog-posts', 'events']);
  });

  it('applies the pending edit once the CMS is back', async () => {
    const result = await syncOne('blog-posts', FULL);
    expect(result).toMatchObject({ status: 'ok', changed: 1 });
    expect(await rows('SELECT title FROM blog_posts WHERE id = 1')).toEqual([
      { title: 'Edited while the CMS was failing' },
    ]);
  });
});

describe('a bad configuration', () => {
  it('logs an error for every collection and writes nothing', async () => {
    await clearCmsRequests();
    const before = await dump();
    const results = await runSync(
      { ...env, CMS_URL: 'ftp://cms.example' },
      { trigger: 'cron', collections: ['faqs', 'events'] },
    );
    expect(results.map((r) => [r.collection, r.status])).toEqual([
      ['faqs', 'error'],
      ['events', 'error'],
    ]);
    expect(results[0]!.error).toMatch(/invalid sync worker configuration: CMS_URL: must be an http\(s\) URL/);
    expect((await logRows()).slice(-2).map((r) => r.error)).toEqual([results[0]!.error, results[1]!.error]);
    expect((await cmsRequests()).filter((r) => r.path.startsWith('/faqs') || r.path.startsWith('/events'))).toEqual([]);
    expect(await dump()).toEqual(before);
  });
});

describe('error reporting', () => {
  it('goes to Sentry through toucan-js when SENTRY_DSN is set', async () => {
    // A DSN whose host is the fixture CMS: the envelope Toucan posts shows in its request log.
    const dsn = `http://publickey@127.0.0.1:${new URL(env.CMS_URL).port}/42`;
    await fault('error', { path: '/faqs' });
    const ctx = createExecutionContext();
    const reporter = createReporter({ dsn, ctx });
    const [result] = await runSync({ ...env, SENTRY_DSN: dsn }, { trigger: 'cron', collections: ['faqs'], reporter });
    await waitOnExecutionContext(ctx);
    expect(result!.status).toBe('error');
    const envelopes = (await cmsRequests()).filter((r) => r.method === 'POST' && r.path === '/api/42/envelope/');
    expect(envelopes).toHaveLength(1);
  });

  it('without a DSN only logs to the console, and nothing is posted', async () => {
    await fault('error', { path: '/faqs' });
    const [result] = await runSync({ ...env, SENTRY_DSN: '' }, { trigger: 'cron', collections: ['faqs'] });
    expect(result!.status).toBe('error');
    expect((await cmsRequests()).filter((r) => r.method === 'POST')).toEqual([]);
  });
});
