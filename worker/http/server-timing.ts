import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';

/** What a response's Server-Timing header says; parts of the request fill it in as they run. */
export interface RequestTiming {
  /** Whether the page came from the edge cache; unset for what is never cached. */
  cache?: 'hit' | 'miss' | 'bypass';
  /** Time spent in D1 queries, summed. */
  d1Ms: number;
  /** Time the page took to render (the shell, or the whole page when it is cached). */
  renderMs?: number;
}

const ms = (n: number) => n.toFixed(1);

export function serverTimingHeader(t: RequestTiming): string {
  return [
    ...(t.cache ? [`cache;desc=${t.cache}`] : []),
    `d1;dur=${ms(t.d1Ms)}`,
    ...(t.renderMs !== undefined ? [`render;dur=${ms(t.renderMs)}`] : []),
  ].join(', ');
}

/**
 * Server-Timing on every response outside production: cache hit or miss, D1 time and render time.
 * Production sends none (docs/decisions/038): a hit would tell anyone which pages, searches
 * included, somebody else asked for lately, and D1 and render times say as much.
 */
export const serverTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  const timing: RequestTiming = { d1Ms: 0 };
  c.set('timing', timing);
  await next();
  if (c.get('config').APP_ENV !== 'production') c.res.headers.set('Server-Timing', serverTimingHeader(timing));
};
