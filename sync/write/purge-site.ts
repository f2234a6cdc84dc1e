// Tells the site which cache tags to purge after a sync wrote (docs/decisions/076). The site does
// the purge itself (its cache is its own; in production Workers Caching carries it to every
// location, decision 086): through the `SITE` service binding when bound (production), else over HTTP at
// SITE_PURGE_URL (the local stack). Both carry CACHE_PURGE_SECRET. A purge that fails is
// reported and left: the pages it missed are fresh no longer than PAGE_FRESH_S (300 s).
import type { Reporter } from '#worker/errors/reporter.ts';

/** Tags per request: Cloudflare takes at most 100 tags per purge call. */
export const TAGS_PER_PURGE = 100;

export interface PurgeEnv {
  SITE?: Fetcher;
  SITE_PURGE_URL?: string;
  CACHE_PURGE_SECRET?: string;
}

export const PURGE_PATH = '/__cache/purge';

export async function purgeSite(
  env: PurgeEnv,
  tags: readonly string[],
  reporter: Pick<Reporter, 'warning'>,
): Promise<void> {
  const secret = env.CACHE_PURGE_SECRET?.trim();
  if (tags.length === 0 || !secret) return;
  const url = env.SITE
    ? `https://site${PURGE_PATH}`
    : env.SITE_PURGE_URL
      ? new URL(PURGE_PATH, env.SITE_PURGE_URL).href
      : null;
  if (!url) return;
  const send = env.SITE ? env.SITE.fetch.bind(env.SITE) : fetch;
  for (let i = 0; i < tags.length; i += TAGS_PER_PURGE) {
    try {
      const res = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-purge-secret': secret },
        body: JSON.stringify({ tags: tags.slice(i, i + TAGS_PER_PURGE) }),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`the site answered ${res.status}`);
    } catch (error) {
      reporter.warning('The site did not purge the pages this sync changed; they are fresh no longer than 300 s.', {
        error: String(error),
      });
      return;
    }
  }
}
