import { env } from 'cloudflare:workers';
import { runSync } from '#sync/index.ts';

/** Fills this test file's D1 from the fixture CMS through the real sync, as production does. */
export async function syncCompany() {
  const results = await runSync(env, {
    trigger: 'manual',
    collections: ['team-members', 'press-releases', 'news-articles', 'faqs'],
  });
  const failed = results.filter((r) => r.status !== 'ok');
  if (failed.length) throw new Error(`sync failed: ${JSON.stringify(failed)}`);
}
