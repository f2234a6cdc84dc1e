// The sync writes what it read (issue 36): a webhook can come before the CMS serves its change
// (the fixture CMS's `lagMs` keeps serving the copy from before an edit). The records it names are
// read again until the CMS shows the webhook's entry time, or left to the next run; the older copy
// is never written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATCH_UP_PAUSES_MS } from '#sync/scan/caught-up.ts';
import { clearDb, deliverWebhook, edit, resetCms, rows, sync } from './helpers.ts';

type Post = { id: number; title: string };
const first = async <T>(sql: string, ...params: unknown[]) => (await rows<T>(sql, ...params))[0];
const titleOf = async (id: number) => (await first<Post>('SELECT id, title FROM blog_posts WHERE id = ?', id))?.title;
const READ_TIME = "SELECT read_at AS at FROM sync_versions WHERE scope = 'blog-posts' AND record_id = ?";
const readTimeOf = async (id: number) => (await first<{ at: string }>(READ_TIME, id))?.at;
const FULL_AT = "SELECT full_at AS at FROM sync_state WHERE collection = 'blog-posts'";
const fullAt = async () => (await first<{ at: string | null }>(FULL_AT))?.at;
const CATCH_UP_MS = CATCH_UP_PAUSES_MS.reduce((a, b) => a + b, 0);

let post: Post;

/** An editor's new title for the post, which the CMS serves only after `lagMs`, and its webhook. */
async function lateEdit(lagMs: number) {
  const title = `${post.title} (edited ${crypto.randomUUID().slice(0, 8)})`;
  const answer = await edit('blog-posts', post.id, { title }, { lagMs });
  const { record } = answer as { record: { id: number; updated_at: string } };
  const entry = { id: record.id, title, updated_at: record.updated_at };
  return { title, webhook: { event: 'entry.update', model: 'blog-post', entry } };
}

beforeEach(async () => {
  await resetCms();
  await clearDb();
  await sync({ mode: 'full', collections: ['blog-posts'] });
  post = (await first<Post>('SELECT id, title FROM blog_posts ORDER BY id LIMIT 1'))!;
});
afterEach(() => resetCms());

describe('a webhook that comes before the CMS serves its change', () => {
  it('reads the record again until the CMS shows the change, and writes it', async () => {
    const { title, webhook } = await lateEdit(CATCH_UP_MS / 2);
    const { status, results } = await deliverWebhook(webhook);
    expect(status).toBe(200);
    expect(results.map((r) => [r.collection, r.status, r.changed])).toEqual([['blog-posts', 'ok', 1]]);
    expect(await titleOf(post.id)).toBe(title);
  });

  it('leaves a change the CMS does not serve in time to the next run, never writing the older copy', async () => {
    const lagMs = CATCH_UP_MS + 1_500;
    const readBefore = await readTimeOf(post.id);
    const fullBefore = await fullAt();
    const { title, webhook } = await lateEdit(lagMs);
    const started = Date.now();
    const { status, results } = await deliverWebhook(webhook);
    // Bounded by the pauses and a few small reads, not by the CMS's lag.
    expect(Date.now() - started).toBeLessThan(lagMs);
    expect(status).toBe(200);
    expect(results.map((r) => [r.collection, r.status, r.changed])).toEqual([['blog-posts', 'incomplete', 0]]);
    expect(results[0]!.error).toContain(`record(s) ${post.id} `);
    expect(await titleOf(post.id)).toBe(post.title);
    expect(await readTimeOf(post.id)).toBe(readBefore);
    // The next cron run lists the collection in full: once the CMS serves the edit, it is written.
    expect(fullBefore).not.toBeNull();
    expect(await fullAt()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, lagMs - (Date.now() - started) + 50));
    await sync({ collections: ['blog-posts'] });
    expect(await titleOf(post.id)).toBe(title);
  });
});
