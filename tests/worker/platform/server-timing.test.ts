// Issue 24, finding 7: `Server-Timing: cache;desc=hit` told anyone which pages, searches
// included, somebody else had asked for lately; D1 and render times tell the same. Production
// sends no Server-Timing (docs/decisions/038); development keeps all of it.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { ORIGIN, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

const app = createApp();

/** One signed-out visit, with its cache write finished. */
function visit(path: string, appEnv: 'production' | 'development') {
  return serve(app, new Request(`${ORIGIN}${path}`, { headers: { 'accept-encoding': 'gzip' } }), {
    ...env,
    APP_ENV: appEnv,
    // Production resizes on the zone (its start check refuses the worker, decision 073).
    ...(appEnv === 'production' ? { IMAGE_RESIZING: 'zone' } : {}),
  });
}

describe('Server-Timing', () => {
  it('is absent from production responses, the edge-cache hit of a search included', async () => {
    const path = '/yours/search?term=quokka';
    await forgetCachedPages(path);
    const miss = await visit(path, 'production');
    const hit = await visit(path, 'production');
    // Only a hit is sent as the gzipped copy the cache keeps (docs/decisions/034).
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(miss.headers.has('server-timing')).toBe(false);
    expect(hit.headers.has('server-timing')).toBe(false);
    expect((await visit('/api/current-user', 'production')).headers.has('server-timing')).toBe(false);
  });

  it('says hit or miss, D1 and render time in development', async () => {
    const path = '/yours/search?term=quokka';
    await forgetCachedPages(path);
    expect((await visit(path, 'development')).headers.get('server-timing')).toMatch(
      /^cache;desc=miss, d1;dur=[\d.]+;desc="\d+ rows read", render;dur=[\d.]+$/,
    );
    expect((await visit(path, 'development')).headers.get('server-timing')).toMatch(/^cache;desc=hit, d1;dur=/);
  });
});
