// Strapi with api.rest.maxLimit below the blog's size (the runner's capped instance, from the same
// seed): a short page is not the end, so nothing is lost, and a deletion is applied only when the
// listing matches the count.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { runSync } from '#sync/run.ts';
import { CASES, usable } from './expectations.ts';
import { allRecords, editor, get } from './strapi-api.ts';

const capped = { ...env, CMS_URL: env.CAPPED_CMS_URL };
const cap = Number(env.CAPPED_MAX_LIMIT);

async function ids(table: string): Promise<number[]> {
  return (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: number }>()).results.map((r) => r.id);
}

describe(`a Strapi that caps pages at ${cap}`, () => {
  it('really cuts pages short', async () => {
    expect(await get<unknown[]>('/blog-posts?_publicationState=preview&_limit=100', env.CAPPED_CMS_URL)).toHaveLength(cap);
    expect(await get<number>('/blog-posts/count?_publicationState=preview', env.CAPPED_CMS_URL)).toBeGreaterThan(2 * cap);
  });

  it('loses nothing: every collection lands whole', async () => {
    const results = await runSync(capped, { trigger: 'manual' });
    expect(results.map((r) => [r.collection, r.status])).toEqual(results.map((r) => [r.collection, 'ok']));
    for (const c of CASES) {
      const expected = (await allRecords(c.collection, env.CAPPED_CMS_URL)).filter((r) => usable(c, r)).map((r) => r.id);
      expect(await ids(c.table), c.collection).toEqual(expected);
    }
    expect(results.find((r) => r.collection === 'blog-posts')).toMatchObject({ fetched: 108, deleted: 0 });
  });

  it('deletes what an editor deleted, and only that', async () => {
    const before = await ids('blog_posts');
    const posts = await allRecords('blog-posts', env.CAPPED_CMS_URL);
    // One from each capped page: the first, the second and the third.
    const victims = [posts[3]!, posts[cap + 3]!, posts[2 * cap + 3]!].map((p) => p.id);
    for (const id of victims) await editor('DELETE', `/blog-posts/${id}`, undefined, env.CAPPED_CMS_URL);
    const [result] = await runSync(capped, { trigger: 'manual', collections: ['blog-posts'] });
    // Found by counts over id ranges: a few small requests, not the whole blog again.
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', changed: 0, deleted: 3 });
    expect(result!.requests).toBeLessThan(40);
    expect(await ids('blog_posts')).toEqual(before.filter((id) => !victims.includes(id)));
  });
});
