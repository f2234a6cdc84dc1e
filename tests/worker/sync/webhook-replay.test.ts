// Strapi v3 signs nothing and sends a static secret header, so a captured webhook can be sent
// again, or sent with a body of someone's making (docs/decisions/052). What holds it harmless: the
// body only names what to read again from the CMS, never what to write. A forged body writes the
// CMS's copy, and a replay changes nothing.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import worker from '#sync/index.ts';
import { clearDb, edit, resetCms, rows, sync } from './helpers.ts';

async function deliver(body: unknown): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request('https://sync.example/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sync-secret': env.SYNC_WEBHOOK_SECRET },
    body: JSON.stringify(body),
  });
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const version = async () =>
  (await rows<{ version: number }>('SELECT version FROM content_version WHERE id = 1'))[0]?.version ?? 0;

beforeEach(async () => {
  await resetCms();
  await clearDb();
  await sync({ mode: 'full', collections: ['blog-posts'] });
});
afterEach(() => resetCms());

describe('a webhook sent again, or with a body of its own making', () => {
  it("writes the CMS's copy of the record, never the body's", async () => {
    // The CMS's copy differs from D1's, so a webhook that did nothing would leave the old title and fail.
    await edit('blog-posts', 1, { title: 'Edited in the CMS' });
    const res = await deliver({
      event: 'entry.update',
      model: 'blog-post',
      entry: { id: 1, title: 'Written by whoever holds the secret', slug: 'forged' },
    });
    expect(res.status).toBe(200);
    expect(await rows('SELECT title, slug FROM blog_posts WHERE slug = ?', 'forged')).toEqual([]);
    expect(await rows('SELECT title FROM blog_posts WHERE id = 1')).toEqual([{ title: 'Edited in the CMS' }]);
  });

  it('changes nothing the second time it arrives', async () => {
    await edit('blog-posts', 1, { title: 'Edited in the CMS' });
    const body = { event: 'entry.update', model: 'blog-post', entry: { id: 1 } };
    const first = (await (await deliver(body)).json()) as { results: { changed: number }[] };
    expect(first.results[0]?.changed).toBe(1);
    const raised = await version();

    const replayed = await deliver(body);
    expect(replayed.status).toBe(200);
    const second = (await replayed.json()) as { results: { changed: number; deleted: number }[] };
    expect(second.results[0]).toMatchObject({ changed: 0, deleted: 0 });
    expect(await version()).toBe(raised);
    expect(await rows('SELECT title FROM blog_posts WHERE id = 1')).toEqual([{ title: 'Edited in the CMS' }]);
  });
});
