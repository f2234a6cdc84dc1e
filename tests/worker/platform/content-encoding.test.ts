// Issue 24, finding 10: an edge-cache hit is stored gzipped (docs/decisions/034) and must be sent
// gzipped only to a client that takes gzip. Behind Cloudflare, and in wrangler dev, the worker's
// request always says `Accept-Encoding: br, gzip`; what the client itself sent is
// `cf.clientAcceptEncoding` ('' for none). Under wrangler dev with APP_ENV=production a plain
// `curl` (no Accept-Encoding) got the gzipped bytes of a hit.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { ORIGIN } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

const app = createApp();
const EDGE = 'br, gzip';

/** A signed-out visit as the runtime hands it over: its own header, and the client's in `cf`. */
async function visit(path: string, clientAcceptEncoding: string | undefined) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    headers: { 'accept-encoding': EDGE },
    ...(clientAcceptEncoding === undefined ? {} : { cf: { clientAcceptEncoding } }),
  });
  const res = await app.fetch(request, { ...env, APP_ENV: 'production', IMAGE_RESIZING: 'zone' }, ctx);
  const body = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

// Each test's first visit renders: no copy cached by an earlier test answers it.
beforeEach(() => forgetCachedPages('/our-story/team'));

describe('an edge-cache hit is sent only in an encoding the client takes', () => {
  it.each([
    ['no Accept-Encoding (plain curl)', ''],
    ['identity', 'identity'],
    ['brotli only', 'br'],
    ['gzip refused', 'gzip;q=0, deflate'],
  ])('plain HTML to a client that sent %s', async (_, sent) => {
    const path = `/our-story/team`;
    const miss = await visit(path, sent);
    const hit = await visit(path, sent);
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get('content-encoding')).toBeNull();
    expect(isGzip(hit.body)).toBe(false);
    expect(new TextDecoder().decode(hit.body)).toBe(new TextDecoder().decode(miss.body));
  });

  it.each(['gzip', 'gzip, deflate, br', '*'])('the kept gzip bytes to a client that sent %s', async (sent) => {
    const path = `/our-story/team`;
    await visit(path, sent);
    const hit = await visit(path, sent);
    expect(hit.res.headers.get('content-encoding')).toBe('gzip');
    expect(isGzip(hit.body)).toBe(true);
  });

  it("goes by the request's own header where the runtime says nothing of the client", async () => {
    const path = '/our-story/team';
    await visit(path, undefined);
    expect((await visit(path, undefined)).res.headers.get('content-encoding')).toBe('gzip');
  });
});
