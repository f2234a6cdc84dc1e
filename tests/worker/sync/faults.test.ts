// Sync never loses data: whatever goes wrong with the CMS, the collection keeps its last good
// copy byte for byte, an error row is logged, and the other collections still sync.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createReporter } from '../../../sync/report.ts';
import { runSync } from '../../../sync/run.ts';
import { clearDb, cmsRecord, cmsRequests, dump, fault, logRows, resetCms, sync, syncOne, upsert } from './helpers.ts';

let good: Awaited<ReturnType<typeof dump>>;

beforeAll(async () => {
  await resetCms();
  await clearDb();
  const results = await sync();
  expect(results.every((r) => r.status === 'ok')).toBe(true);
  good = await dump();
});

beforeEach(async () => {
  await resetCms();
  // Pending edits that must NOT arrive while the CMS is failing.
  await upsert('blog-posts', { ...(await cmsRecord('/blog-posts', 1)), title: 'Edited while the CMS was failing' });
});

afterEach(() => resetCms());

async function expectUntouched() {
  expect(await dump()).toEqual(good);
}

async function lastError(collection: string) {
  const rows = await logRows(`collection = '${collection}'`);
  const last = rows.at(-1)!;
  expect(last).toMatchObject({ status: 'error', changed: 0, deleted: 0 });
  expect(last.finished_at).not.toBeNull();
  return last;
}

describe('a CMS failure leaves the last good copy in place', () => {
  it('CMS down', async () => {
    await fault('down', { path: '/blog-posts' });
    const result = await syncOne('blog-posts');
    expect(result).toMatchObject({ status: 'error', fetched: 0 });
    expect(result.error).toMatch(/^GET \/blog-posts\?.*CMS unreachable/);
    await expectUntouched();
    expect((await lastError('blog-posts')).error).toBe(result.error);
  });

  it('CMS slower than the timeout', async () => {
    await fault('slow', { path: '/blog-posts', delayMs: 10_000 });
    const started = Date.now();
    const result = await syncOne('blog-posts', { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/no complete answer within 300 ms/);
    await expectUntouched();
    await lastError('blog-posts');
  });

  it('HTTP 500', async () => {
    await fault('error', { path: '/blog-posts', status: 500 });
    const result = await syncOne('blog-posts');
    expect(result.error).toMatch(/CMS answered HTTP 500/);
    await expectUntouched();
    await lastError('blog-posts');
  });

  it('HTTP 503 on a later page: the pages already read are not written either', async () => {
    // Page 1 is held for a second; once the CMS has it, every later request fails.
    await fault('slow', { path: '/blog-posts', delayMs: 1_000, times: 1 });
    const running = syncOne('blog-posts', { pageSize: 10 });
    for (let i = 0; i < 100 && !(await cmsRequests()).some((r) => r.path === '/blog-posts'); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await fault('error', { path: '/blog-posts', status: 503 });
    const result = await running;
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/_start=10.*HTTP 503/);
    expect(result.fetched).toBe(10);
    await expectUntouched();
  });

  it('malformed JSON', async () => {
    await fault('malformed', { path: '/blog-posts' });
    const result = await syncOne('blog-posts');
    expect(result.error).toMatch(/malformed JSON/);
    await expectUntouched();
    await lastError('blog-posts');
  });

  it('an invalid record in the middle of the listing', async () => {
    await fault('invalid-record', { path: '/blog-posts' });
    const result = await syncOne('blog-posts');
    expect(result.status).toBe('error');
    expect(result.fetched).toBe(49);
    expect(result.error).toMatch(/blog-posts record id 25 \(#25 of 49\) is invalid: slug/);
    await expectUntouched();
    await lastError('blog-posts');
  });

  it('an invalid record on the last page, after good pages', async () => {
    await upsert('blog-posts', { ...(await cmsRecord('/blog-posts', 45)), slug: 'Not A Slug' });
    const result = await syncOne('blog-posts', { pageSize: 10 });
    expect(result.error).toMatch(/record id 45 "Not A Slug" \(#45 of 49\) is invalid: slug: slug must be lowercase/);
    await expectUntouched();
  });

  it('an invalid child (an event ticket without sku) fails the whole collection', async () => {
    const event = await cmsRecord('/events', 2);
    await upsert('events', { ...event, title: 'Changed', tickets: [{ id: 3, name: 'Pass', store_sku: '', is_early_bird: false }] });
    const result = await syncOne('events');
    expect(result.error).toMatch(/events record id 2 .* tickets\.0\.store_sku/);
    await expectUntouched();
  });

  it('a listing with a duplicate slug', async () => {
    const post = await cmsRecord('/blog-posts', 2);
    await upsert('blog-posts', { ...post, id: 60 });
    const result = await syncOne('blog-posts');
    expect(result.error).toMatch(/blog_posts: slug "how-long-do-vhs-tapes-last" appears twice \(in 2 and 60\)/);
    await expectUntouched();
  });

  it('a single type that fails its schema', async () => {
    await fault('invalid-record', { path: '/blog-post-featured' });
    const result = await syncOne('blog-post-featured');
    expect(result.error).toMatch(/blog-post-featured record id "broken-1" .* is invalid: id/);
    await expectUntouched();
  });

  it('a news listing that is not wrapped as expected', async () => {
    await fault('malformed', { path: '/news-articles' });
    expect((await syncOne('news-articles')).error).toMatch(/malformed JSON/);
    await expectUntouched();
  });
});

describe('one failing collection', () => {
  it('does not stop the others', async () => {
    await fault('error', { path: '/blog-posts' });
    await fault('down', { path: '/events' });
    const results = await sync();
    const failed = results.filter((r) => r.status === 'error').map((r) => r.collection).sort();
    expect(failed).toEqual(['blog-posts', 'events']);
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(13);
    await expectUntouched();
    const log = await logRows();
    expect(log.slice(-15).filter((r) => r.status === 'error').map((r) => r.collection).sort()).toEqual(['blog-posts', 'events']);
  });

  it('applies the pending edit once the CMS is back', async () => {
    const result = await syncOne('blog-posts');
    expect(result).toMatchObject({ status: 'ok', changed: 1 });
    const after = await dump();
    expect(after.blog_posts).not.toEqual(good.blog_posts);
    await upsert('blog-posts', await cmsRecord('/blog-posts', 1));
  });
});

describe('a bad configuration', () => {
  it('logs an error for every collection and writes nothing', async () => {
    const before = await dump();
    const results = await runSync({ ...env, CMS_URL: 'ftp://cms.example' }, { trigger: 'cron', collections: ['faqs', 'events'] });
    expect(results.map((r) => [r.collection, r.status])).toEqual([['faqs', 'error'], ['events', 'error']]);
    expect(results[0]!.error).toMatch(/invalid sync worker configuration: CMS_URL: must be an http\(s\) URL/);
    expect((await logRows()).slice(-2).map((r) => r.error)).toEqual([results[0]!.error, results[1]!.error]);
    expect((await cmsRequests()).filter((r) => r.path === '/faqs' || r.path === '/events')).toEqual([]);
    expect(await dump()).toEqual(before);
  });
});

describe('error reporting', () => {
  it('goes to Sentry through toucan-js when SENTRY_DSN is set', async () => {
    // A DSN whose host is the fixture CMS: the envelope Toucan posts shows in its request log.
    const dsn = `http://publickey@127.0.0.1:${new URL(env.CMS_URL).port}/42`;
    await fault('error', { path: '/faqs' });
    const ctx = createExecutionContext();
    const reporter = createReporter(dsn, { context: ctx });
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
