// GET /api/health against a real D1 filled by the real sync: what monitoring polls without
// credentials. 200 with the content version's age and each collection's last run; 503 before any
// sync, past the bound, or when D1 fails; nothing private in it.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSync } from '#sync/index.ts';
import { createApp } from '#worker/app.ts';
import type { HealthReport } from '#worker/health/report.ts';
import { ORIGIN, resetFixtures, serve, site } from '../helpers.ts';

const health = (over: Record<string, unknown> = {}) =>
  serve(createApp(), new Request(`${ORIGIN}/api/health`), { ...env, ...over });

beforeEach(async () => {
  await resetFixtures();
  await env.DB.prepare('DELETE FROM sync_log').run();
});

describe('GET /api/health', () => {
  it('is 503 before any sync, saying so', async () => {
    const res = await site('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'stale', reason: 'no sync has run yet' });
  });

  it("is 200 after a sync: the content version's age and every collection's last run, uncached", async () => {
    const synced = await runSync(env, { trigger: 'manual' });
    const res = await site('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const report = (await res.json()) as HealthReport;
    expect(report.status).toBe('ok');
    expect(report.contentVersion?.version).toBeGreaterThan(0);
    expect(report.contentVersion?.ageSeconds).toBeLessThan(60);
    // Every collection the site reads (SPEC §7), written out: a collection the sync stopped running
    // would be missing from its own results as well as from the report.
    const everyCollection = [
      'blog-authors',
      'blog-categories',
      'blog-post-featured',
      'blog-posts',
      'events',
      'faqs',
      'news-articles',
      'p-2-p-authors',
      'p-2-p-categories',
      'p-2-p-homepage-pinned',
      'p-2-p-homepage-slides',
      'p-2-p-posts',
      'p-2-p-sharing-tips',
      'page-imagery',
      'press-releases',
      'team-members',
    ];
    expect(synced.map((r) => r.collection).sort()).toEqual(everyCollection);
    expect(report.collections.map((c) => c.name)).toEqual(everyCollection);
    for (const c of report.collections)
      expect(c.lastRun).toMatchObject({ status: 'ok', trigger: 'manual', mode: 'full' });
    expect((await site('/api/health', { method: 'HEAD' })).status).toBe(200);
  });

  it('is 503 once a collection has not been in step for longer than the bound, naming it', async () => {
    await runSync(env, { trigger: 'manual' });
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    await env.DB.prepare("UPDATE sync_log SET started_at = ?1, finished_at = ?1 WHERE collection = 'events'")
      .bind(old)
      .run();
    expect((await health({ HEALTH_MAX_CONTENT_AGE_S: '10800' })).status).toBe(200);
    const res = await health({ HEALTH_MAX_CONTENT_AGE_S: '3600' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'stale',
      reason: 'not in step with the CMS for more than 3600 s: events',
    });
  });

  it('counts a partial run as in step: it read every change before a long listing (decision 041)', async () => {
    await runSync(env, { trigger: 'manual' });
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    await env.DB.prepare("UPDATE sync_log SET started_at = ?1, finished_at = ?1 WHERE collection = 'blog-posts'")
      .bind(old)
      .run();
    await env.DB.prepare(
      "INSERT INTO sync_log (collection, trigger, mode, status, finished_at) VALUES ('blog-posts', 'cron', " +
        "'full', 'partial', strftime('%Y-%m-%dT%H:%M:%fZ','now'))",
    ).run();
    const res = await health({ HEALTH_MAX_CONTENT_AGE_S: '3600' });
    expect(res.status).toBe(200);
    const report = (await res.json()) as HealthReport;
    expect(report.collections.find((c) => c.name === 'blog-posts')?.lastRun.status).toBe('partial');
  });

  it('leaks nothing private: no error text, no skipped record, no draft', async () => {
    await runSync(env, { trigger: 'manual' });
    await env.DB.prepare(
      "INSERT INTO sync_log (collection, trigger, mode, status, error, finished_at) VALUES ('events', 'cron', " +
        "'changes', 'error', 'GET https://cms.internal/events?token=s3cret failed', " +
        "strftime('%Y-%m-%dT%H:%M:%fZ','now'))",
    ).run();
    const skipped = await env.DB.prepare('SELECT slug, reason FROM sync_skips').all<{
      slug: string | null;
      reason: string;
    }>();
    const drafts = await env.DB.prepare('SELECT slug FROM blog_posts WHERE is_draft = 1').all<{ slug: string }>();
    const text = await (await site('/api/health')).text();
    expect(text).toContain('"status":"error"');
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('cms.internal');
    expect(skipped.results.length).toBeGreaterThan(0);
    for (const skip of skipped.results) {
      if (skip.slug) expect(text).not.toContain(skip.slug);
      expect(text).not.toContain(skip.reason);
    }
    expect(drafts.results.length).toBeGreaterThan(0);
    for (const { slug } of drafts.results) expect(text).not.toContain(slug);
  });

  it('is 503 when D1 does not answer', async () => {
    const broken = {
      prepare: () => ({
        all: () => Promise.reject(new Error('D1_ERROR')),
        first: () => Promise.reject(new Error('D1_ERROR')),
      }),
    };
    const res = await health({ DB: broken });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', reason: 'the content database did not answer' });
  });
});
