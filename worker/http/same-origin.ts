import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that do not come from our own pages (ARCHITECTURE rule 7).
 * Hono's csrf() only looks at form and text bodies; JSON posts need this check too. Browsers
 * send Sec-Fetch-Site (or at least Origin) on every unsafe request, so a request with neither
 * is not from a page of ours and is refused as well.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const site = c.req.header('Sec-Fetch-Site');
  const origin = c.req.header('Origin');
  const ownOrigin = new URL(c.req.url).origin;
  const allowed = site ? site === 'same-origin' && (!origin || origin === ownOrigin) : origin === ownOrigin;
  if (!allowed) return c.json({ error: 'Cross-site request refused.' }, 403);
  return next();
};
