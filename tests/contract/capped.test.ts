// Strapi with api.rest.maxLimit below the blog's size and below the 100 records the sync asks for
// at once (the runner's capped instance, from the same seed): a short page is not the end, so
// nothing is lost, and a record a response did not bring is deleted only once Strapi lists it no
// more by id and counts it no more (issue 24, decision 040). Strapi v3 and Strapi 5 alike.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { runSync } from '#sync/run.ts';
import { handleWebhook } from '#sync/webhook.ts';
import { CASES, usable } from './expectations.ts';
import { cms } from './strapi-api.ts';

const { allRecords } = cms;

const capped = { ...env, CMS_URL: env.CAPPED_CMS_URL };
const cap = Number(env.CAPPED_MAX_LIMIT);

async function ids(table: string): Promise<number[]> {
  return (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: number }>()).results.map((r) => r.id);
}

/** A webhook body handed to the sync worker, syncing from the capped Strapi. */
async function deliver(body: unknown) {
  const res = await handleWebhook(
    new Request('http://sync.test/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sync-secret': env.SYNC_WEBHOOK_SECRET },
      body: JSON.stringify(body),
    }),
    capped,
  );
  return {
    status: res.status,
    body: (await res.json()) as { results: { collection: string; status: string; deleted: number }[] },
  };
}

describe(`a Strapi that caps pages at ${cap}`, () => {
  it('really cuts pages short', async () => {
    expect(await cms.pageLength('blog-posts', 100, env.CAPPED_CMS_URL)).toBe(cap);
    expect(await cms.count('blog-posts', undefined, env.CAPPED_CMS_URL)).toBeGreaterThan(2 * cap);
  });

  it('loses nothing: every collection lands whole', async () => {
    const results = await runSync(capped, { trigger: 'manual' });
    expect(results.map((r) => [r.collection, r.status])).toEqual(results.map((r) => [r.collection, 'ok']));
    for (const c of CASES) {
      const expected = (await allRecords(c.collection, env.CAPPED_CMS_URL))
        .filter((r) => usable(c, r))
        .map((r) => r.id);
      expect(await ids(c.table), c.collection).toEqual(expected);
    }
    expect(results.find((r) => r.collection === 'blog-posts')).toMatchObject({ fetched: 108, deleted: 0 });
  });

  it('deletes what an editor deleted, and only that', async () => {
    const before = await ids('blog_posts');
    const posts = await allRecords('blog-posts', env.CAPPED_CMS_URL);
    // One from each capped page: the first, the second and the third.
    const victims = [posts[3]!, posts[cap + 3]!, posts[2 * cap + 3]!];
    for (const victim of victims) await cms.remove('blog-posts', victim, env.CAPPED_CMS_URL);
    const [result] = await runSync(capped, { trigger: 'manual', collections: ['blog-posts'] });
    // Found by counts over id ranges: a few small requests, not the whole blog again.
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', changed: 0, deleted: 3 });
    expect(result!.requests).toBeLessThan(40);
    expect(await ids('blog_posts')).toEqual(before.filter((id) => !victims.some((v) => v.id === id)));
  });

  it('a webhook for an upload more posts share than one capped answer holds deletes none of them', async () => {
    const posts = await allRecords('blog-posts', env.CAPPED_CMS_URL);
    const imageOf = (p: Record<string, unknown>) => (p.post_image as { id: number } | null)?.id ?? null;
    const upload = imageOf(posts.find((p) => imageOf(p) !== null)!)!;
    // An editor gives the same upload to enough posts that the read by id of all of them is
    // capped. Strapi leaves a post's updated_at as it was when only its media changes: a full
    // listing brings the change.
    for (const post of posts.filter((p) => imageOf(p) !== upload).slice(0, cap)) {
      await cms.update('blog-posts', post, { post_image: upload }, env.CAPPED_CMS_URL);
    }
    await runSync(capped, { trigger: 'manual', collections: ['blog-posts'], mode: 'full' });
    const sharing = (
      await env.DB.prepare('SELECT id FROM blog_posts WHERE image_id = ? ORDER BY id')
        .bind(upload)
        .all<{ id: number }>()
    ).results;
    expect(sharing.length).toBeGreaterThan(cap);
    const before = await ids('blog_posts');
    const res = await deliver({ event: 'media.update', media: { id: upload } });
    expect(res.status).toBe(200);
    expect(res.body.results.filter((r) => r.status !== 'ok' || r.deleted !== 0)).toEqual([]);
    expect(await ids('blog_posts')).toEqual(before);
  });

  it('a webhook for a deleted entry deletes it: Strapi lists it no more by id, and counts it no more', async () => {
    const before = await ids('blog_posts');
    const victim = (await allRecords('blog-posts', env.CAPPED_CMS_URL)).find((p) => p.id === before.at(-1))!;
    await cms.remove('blog-posts', victim, env.CAPPED_CMS_URL);
    expect(await cms.count('blog-posts', [victim], env.CAPPED_CMS_URL)).toBe(0);
    const res = await deliver({ event: 'entry.delete', model: 'blog-post', entry: cms.entryOf(victim) });
    expect(res.body.results).toMatchObject([{ collection: 'blog-posts', status: 'ok', deleted: 1 }]);
    expect(await ids('blog_posts')).toEqual(before.filter((id) => id !== victim.id));
  });
});
