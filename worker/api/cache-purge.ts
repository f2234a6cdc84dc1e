import * as v from 'valibot';
import { secretMatches } from '#core/domain/secret-match.ts';
import { purgeTags } from '#worker/edge-cache/tag-purge.ts';
import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';

const PurgeBody = v.object({
  tags: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(200))), v.maxLength(100)),
});

/**
 * POST /__cache/purge, the sync worker's call after it wrote (decisions 076, 086): marks every cached
 * page with one of the tags stale, here and in every location. Only with CACHE_PURGE_SECRET in
 * X-Purge-Secret; without the secret set, the path does not exist. A global purge Cloudflare
 * refused (its rate limit, for one) is a 502, so the sync reports it.
 */
export const cachePurgeApi = new Hono<AppEnv>().post('/', async (c) => {
  const secret = c.env.CACHE_PURGE_SECRET?.trim();
  if (!secret) return c.json({ error: 'There is no such API endpoint.' }, 404);
  if (!(await secretMatches(c.req.header('x-purge-secret') ?? null, secret)))
    return c.json({ error: 'The purge secret is wrong.' }, 403);
  const body = v.safeParse(PurgeBody, await c.req.json().catch(() => null));
  if (!body.success) return c.json({ error: 'The body must be {"tags": [...]}, at most 100 tags.' }, 400);
  const everywhere = await purgeTags(body.output.tags);
  c.header('Cache-Control', 'no-store');
  if (everywhere && !everywhere.success) {
    const errors = everywhere.errors.map((e) => `${e.code}: ${e.message}`);
    return c.json({ error: 'Purged in this location only: Cloudflare refused the global purge.', errors }, 502);
  }
  return c.json({ purged: body.output.tags.length });
});
