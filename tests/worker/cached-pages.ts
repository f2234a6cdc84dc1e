// A test that needs a page's next visit to miss the edge cache forgets the page's cached copy first:
// parameters a page does not read no longer tell its copies apart (worker/http/page-url.ts).
import { forgetPage, pageCacheKey } from '#worker/edge-cache/page-cache.ts';
import { ORIGIN } from './helpers.ts';

export async function forgetCachedPages(...paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => forgetPage(pageCacheKey(`${ORIGIN}${path}`))));
}
