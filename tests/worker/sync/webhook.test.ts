// The sync worker's own entry points: the signed publish webhook, /health, and the cron trigger.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import worker from '#sync/index.ts';
import {
  clearCmsRequests,
  clearDb,
  cmsRecord,
  cmsRequests,
  count,
  dump,
  edit,
  fault,
  logRows,
  removeRecord,
  resetCms,
  rows,
  sync,
} from './helpers.ts';

const SECRET = env.SYNC_WEBHOOK_SECRET;

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://sync.example${path}`, init) as Parameters<typeof worker.fetch>[0],
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

function webhook(body: unknown, secret: string | null = SECRET): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers['x-sync-secret'] = secret;
  return call('/webhook', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

const publish = (model: string) => ({ event: 'entry.publish', model, entry: { id: 1 } });

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

describe('POST /webhook', () => {
  it('refuses a missing or wrong secret with 401 and syncs nothing', async () => {
    for (const secret of [null, '', 'wrong', `${SECRET}x`, SECRET.toUpperCase(), 'test-webhook-secreT']) {
      const res = await webhook(publish('blog-post'), secret);
      expect(res.status, String(secret)).toBe(401);
      expect(await res.json()).toEqual({ error: 'Missing or wrong X-Sync-Secret header' });
    }
    expect(await logRows()).toEqual([]);
    expect(await cmsRequests()).toEqual([]);
  });

  it('checks the secret before reading the body', async () => {
    expect((await webhook('not json', 'wrong')).status).toBe(401);
  });

  it('refuses a chunked body past 1 MB with a 413, read no further than the cap (issue 24, finding 8)', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await call('/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sync-secret': SECRET },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Body too large' });
    expect(sent).toBeLessThanOrEqual(1_000_000 + 2 * chunk.byteLength);
    expect(await logRows()).toEqual([]);
  });

  it('with the right secret syncs just the record it names', async () => {
    await sync({ mode: 'full', collections: ['blog-posts'] });
    await edit('blog-posts', 1, { title: 'Edited, then published' });
    await clearCmsRequests();
    const res = await webhook({
      event: 'entry.update',
      model: 'blog-post',
      entry: { id: 1, title: 'Edited, then published' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      results: [
        {
          collection: 'blog-posts',
          trigger: 'webhook',
          mode: 'records',
          status: 'ok',
          fetched: 1,
          changed: 1,
          deleted: 0,
          requests: 1,
          error: null,
        },
      ],
    });
    expect(await rows('SELECT title FROM blog_posts WHERE id = 1')).toEqual([{ title: 'Edited, then published' }]);
    expect(await count('blog_authors')).toBe(0);
    expect((await cmsRequests()).map((r) => [r.path, r.query])).toEqual([
      ['/blog-posts', { _publicationState: 'preview', _sort: 'id:ASC', _limit: '1', id_in: '1' }],
    ]);
    expect((await logRows()).map((r) => [r.collection, r.trigger, r.status])).toEqual([
      ['blog-posts', 'manual', 'ok'],
      ['blog-posts', 'webhook', 'ok'],
    ]);
  });

  it('for a deleted entry removes just that record', async () => {
    await sync({ mode: 'full', collections: ['blog-posts'] });
    await removeRecord('blog-posts', 7);
    const res = await webhook({ event: 'entry.delete', model: 'blog-post', entry: { id: 7 } });
    expect(await res.json()).toMatchObject({
      results: [{ collection: 'blog-posts', status: 'ok', fetched: 0, deleted: 1 }],
    });
    expect(await count('blog_posts')).toBe(48);
    expect(await count('blog_posts', 'id = 7')).toBe(0);
  });

  it('maps Strapi model names to collections, and a single type is read whole', async () => {
    const cases: [string, string][] = [
      ['p-2-p-post', 'p-2-p-posts'],
      ['event', 'events'],
      ['blog-post-featured', 'blog-post-featured'],
      ['news-article', 'news-articles'],
      ['faq', 'faqs'],
      ['p-2-p-homepage-slide', 'p-2-p-homepage-slides'],
    ];
    for (const [model, collection] of cases) {
      const res = await webhook({ event: 'entry.update', model, entry: { id: 1 } });
      expect(res.status, model).toBe(200);
      expect(
        ((await res.json()) as { results: { collection: string }[] }).results.map((r) => r.collection),
        model,
      ).toEqual([collection]);
    }
    expect(await rows('SELECT id FROM p2p_posts')).toEqual([{ id: 1 }]);
    expect(await rows('SELECT id FROM events')).toEqual([{ id: 1 }]);
    expect(await count('blog_featured')).toBe(1);
  });

  it('for a model other collections copy (a tag) re-syncs the records that carry it, and only those', async () => {
    await sync({ mode: 'full', collections: ['blog-posts'] });
    await edit('blog-tags', 2, { name: 'Home Movie Film' });
    await clearCmsRequests();
    const tag = await webhook({
      event: 'entry.update',
      model: 'blog-tag',
      entry: { id: 2, slug: 'film', name: 'Home Movie Film' },
    });
    expect(tag.status).toBe(200);
    expect(((await tag.json()) as { results: unknown[] }).results).toMatchObject([
      { collection: 'blog-posts', mode: 'records', fetched: 5, changed: 5 },
    ]);
    expect(await rows("SELECT DISTINCT tag_name FROM blog_posts WHERE tag_slug = 'film'")).toEqual([
      { tag_name: 'Home Movie Film' },
    ]);
    // The posts the CMS lists for the tag (one page, then the empty page that ends it).
    expect((await cmsRequests()).map((r) => r.query['tag.id'])).toEqual(['2', '2']);

    // A post moved off the tag is found through D1, where it still shows the tag.
    await edit('blog-posts', 4, { tag: 1 });
    await edit('blog-tags', 2, { name: 'Film' });
    const moved = await webhook({ event: 'entry.update', model: 'blog-tag', entry: { id: 2 } });
    expect(((await moved.json()) as { results: unknown[] }).results).toMatchObject([
      { collection: 'blog-posts', changed: 5 },
    ]);
    expect(await rows('SELECT tag_slug FROM blog_posts WHERE id = 4')).toEqual([{ tag_slug: 'vhs' }]);

    const p2pTag = await webhook({ event: 'entry.update', model: 'p-2-p-tag', entry: { id: 1 } });
    expect(((await p2pTag.json()) as { results: { collection: string }[] }).results.map((r) => r.collection)).toEqual([
      'p-2-p-posts',
    ]);
  });

  it("without an entry id runs the collection's incremental sync", async () => {
    await sync({ mode: 'full', collections: ['faqs'] });
    const res = await webhook({ event: 'entry.update', model: 'faq' });
    expect(await res.json()).toMatchObject({
      results: [{ collection: 'faqs', mode: 'changes', status: 'ok', changed: 0 }],
    });
  });

  it('for a changed or deleted upload re-syncs each collection showing images; a new one needs nothing', async () => {
    await sync({ mode: 'full' });
    const post = await cmsRecord('/blog-posts', 3);
    const mediaId = (post.post_image as { id: number }).id;
    await clearCmsRequests();
    const res = await webhook({
      event: 'media.update',
      created_at: '2026-11-21T10:00:00.000Z',
      media: { id: mediaId, url: '/uploads/a.jpg' },
    });
    expect(res.status).toBe(200);
    const results = ((await res.json()) as { results: { collection: string; fetched: number }[] }).results;
    expect(results.map((r) => r.collection).sort()).toEqual([
      'blog-authors',
      'blog-posts',
      'events',
      'news-articles',
      'p-2-p-authors',
      'p-2-p-homepage-slides',
      'p-2-p-posts',
      'press-releases',
      'team-members',
    ]);
    // Each collection asks only for the records D1 shows with that upload (Strapi 3 cannot filter
    // a listing by a media field).
    expect(results.find((r) => r.collection === 'blog-posts')!.fetched).toBe(1);
    expect((await cmsRequests()).filter((r) => r.path === '/blog-posts').map((r) => r.query.id_in)).toEqual(['3']);
    const created = await webhook({ event: 'media.create', media: { id: 4 } });
    expect(await created.json()).toMatchObject({ ignored: true });
  });

  it('for a model the site does not copy answers 200 and syncs nothing', async () => {
    for (const model of ['user', 'role', 'blog']) {
      const res = await webhook({ event: 'entry.create', model, entry: { id: 1 } });
      expect(res.status, model).toBe(200);
      expect(await res.json()).toEqual({ ignored: true, reason: `model "${model}" is not copied by the site` });
    }
    expect(await logRows()).toEqual([]);
  });

  it('answers 400 with a message for a body that is not a Strapi webhook', async () => {
    const bad: [unknown, RegExp][] = [
      ['not json', /must be JSON/],
      ['', /must be JSON/],
      [[], /Strapi webhook/],
      ['"entry.publish"', /Strapi webhook/],
      [{ model: 'blog-post' }, /event/],
      [{ event: 'entry.publish' }, /no model/],
      [{ event: 'entry.publish', model: 42 }, /model/],
    ];
    for (const [body, message] of bad) {
      const res = await webhook(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error, JSON.stringify(body)).toMatch(message);
    }
    expect(await logRows()).toEqual([]);
  });

  it('when the CMS fails answers 502, keeps the copy and logs the error', async () => {
    await sync({ mode: 'full', collections: ['events'] });
    const before = await dump();
    await fault('error', { path: '/events' });
    const res = await webhook(publish('event'));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      results: [{ collection: 'events', status: 'error', error: expect.stringMatching(/HTTP 500/) }],
    });
    expect(await dump()).toEqual(before);
    expect((await logRows()).map((r) => [r.trigger, r.status])).toEqual([
      ['manual', 'ok'],
      ['webhook', 'error'],
    ]);
  });

  it('answers 405 to other methods', async () => {
    const res = await call('/webhook', { headers: { 'x-sync-secret': SECRET } });
    expect(res.status).toBe(405);
    expect(await count('sync_log')).toBe(0);
  });

  it('answers 503 when no secret is configured', async () => {
    const ctx = createExecutionContext();
    const req = new Request('https://sync.example/webhook', {
      method: 'POST',
      headers: { 'x-sync-secret': '' },
      body: JSON.stringify(publish('faq')),
    });
    const res = await worker.fetch(req as Parameters<typeof worker.fetch>[0], { ...env, SYNC_WEBHOOK_SECRET: '' }, ctx);
    expect(res.status).toBe(503);
  });
});

describe('other routes', () => {
  it('GET /health answers ok; anything else is 404', async () => {
    const health = await call('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect((await call('/')).status).toBe(404);
    expect((await call('/__scheduled')).status).toBe(404);
  });
});

describe('scheduled()', () => {
  it('syncs every collection, logged as cron', async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const log = await logRows();
    expect(log).toHaveLength(16);
    expect(log.every((r) => r.trigger === 'cron' && r.status === 'ok')).toBe(true);
    expect(await count('blog_posts')).toBe(49);
  });

  it('fired by npm run sync (cron "manual") is logged as manual', async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: 'manual', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(new Set((await logRows()).map((r) => r.trigger))).toEqual(new Set(['manual']));
  });

  it('prunes log rows older than 30 days on a cron run', async () => {
    await env.DB.prepare(
      "INSERT INTO sync_log (collection, trigger, status, started_at) VALUES ('faqs', 'cron', 'ok', " +
        "'2000-01-01T00:00:00.000Z')",
    ).run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await rows("SELECT id FROM sync_log WHERE started_at < '2001-01-01'")).toEqual([]);
  });
});
