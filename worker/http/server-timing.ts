import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { type RequestTiming, serverTimingHeader } from './request-timing.ts';

/**
 * Server-Timing on every response outside production: cache hit or miss, D1 time and rows read,
 * and render time. Production sends none (docs/decisions/038): a hit would tell anyone which pages,
 * searches included, somebody else asked for lately, and D1 and render times say as much.
 */
export const serverTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  const timing: RequestTiming = { d1Ms: 0, d1RowsRead: 0, d1Queries: 0 };
  c.set('timing', timing);
  await next();
  // Deployed copies run as production: their build leaves the header out (docs/decisions/101).
  if (__LOCAL_STACK__ && c.get('config').APP_ENV !== 'production')
    c.res.headers.set('Server-Timing', serverTimingHeader(timing));
};
