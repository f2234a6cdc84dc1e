import { env } from 'cloudflare:workers';
import { runSync } from '#sync/index.ts';

/** Fills this test file's D1 from the fixture CMS through the real sync, as production does. */
export async function syncBlog() {
  const results = await runSync(env, {
    trigger: 'manual',
    collections: ['blog-authors', 'blog-categories', 'blog-posts', 'blog-post-featured'],
  });
  const failed = results.filter((r) => r.status !== 'ok');
  if (failed.length) throw new Error(`sync failed: ${JSON.stringify(failed)}`);
}

/** Fills this test file's D1 with every collection, for tests that walk every built page. */
export async function syncAllContent() {
  const results = await runSync(env, { trigger: 'manual' });
  const failed = results.filter((r) => r.status !== 'ok');
  if (failed.length) throw new Error(`sync failed: ${JSON.stringify(failed)}`);
}
