import { env } from 'cloudflare:workers';
import { runSync } from '#sync/index.ts';

/** Fills this test file's D1 with pixels2Pages from the fixture CMS, through the real sync. */
export async function syncP2p() {
  const results = await runSync(env, {
    trigger: 'manual',
    collections: [
      'p-2-p-authors',
      'p-2-p-categories',
      'p-2-p-posts',
      'p-2-p-homepage-pinned',
      'p-2-p-homepage-slides',
      'p-2-p-sharing-tips',
    ],
  });
  const failed = results.filter((r) => r.status !== 'ok');
  if (failed.length) throw new Error(`sync failed: ${JSON.stringify(failed)}`);
}
