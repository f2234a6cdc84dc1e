import { afterEach, describe, expect, it } from 'vitest';
import { AMBASSADOR, control, logInCookie, resetFixtures, site } from '#tests/worker/helpers.ts';

afterEach(resetFixtures);

describe('GET /api/store-info', () => {
  it('answers 401 with a message when signed out', async () => {
    const res = await site('/api/store-info');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Sign in to see your store information.' });
  });

  it("answers the signed-in user's cart count and derived ambassador fields", async () => {
    const res = await site('/api/store-info', { cookie: await logInCookie(AMBASSADOR) });
    expect(res.status).toBe(200);
    const { storeInfo } = await res.json<{
      storeInfo: { cartCount: number; isAmbassador: boolean; ambassador: { mailto: string | null } };
    }>();
    expect(storeInfo.cartCount).toBe(120);
    expect(storeInfo.isAmbassador).toBe(true);
    expect(storeInfo.ambassador?.mailto).toMatch(/^mailto:/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('passes a store error through with its status and data', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 503, path: '/api/v1/store_info' });
    const res = await site('/api/store-info', { cookie });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 503, data: expect.anything() });
  });

  it('answers 502 when the store sends something that is not the promised shape', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'malformed', path: '/api/v1/store_info' });
    const res = await site('/api/store-info', { cookie });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'The store sent an unexpected answer.' });
  });

  it('answers 502 when the store is down', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'down', path: '/api/v1/store_info' });
    const res = await site('/api/store-info', { cookie });
    expect(res.status).toBe(502);
  });

  it('gives up after 14 000 ms with a 504 (SPEC §7)', async () => {
    const cookie = await logInCookie();
    // The store answers after 24 s: a 504 says the worker gave up first, and not before 14 s (a busy
    // machine can only make it later, and 10 s of slack is more than it ever added).
    await control('store', '/fault', { mode: 'slow', delayMs: 24_000, path: '/api/v1/store_info' });
    const started = Date.now();
    const res = await site('/api/store-info', { cookie });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error: 'The store did not answer in time.' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(13_900);
  }, 40_000);

  it('refuses unknown /api paths with 404 and a message', async () => {
    const res = await site('/api/open-pass-through/anything');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'There is no such API endpoint.' });
  });
});

describe('POST /api/client-errors', () => {
  it('accepts a browser error report', async () => {
    const res = await site('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'unhandledrejection', message: 'boom', url: 'http://localhost:8787/yours' }),
    });
    expect(res.status).toBe(204);
  });
  it('refuses a malformed report', async () => {
    const res = await site('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'nope' }),
    });
    expect(res.status).toBe(400);
  });
});
