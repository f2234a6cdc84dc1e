import { afterEach, describe, expect, it } from 'vitest';
import { clearStoreRequests, control, logInCookie, resetFixtures, site } from '#tests/worker/helpers.ts';

afterEach(resetFixtures);

const UPSERT = '/api/v1/current_order/metadata/upsert';

const post = (body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) =>
  site('/api/utm', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    cookie: init.cookie,
  });

const upserts = async () =>
  (
    (await control('store', '/requests', undefined, 'GET')) as {
      method: string;
      path: string;
      headers: Record<string, string>;
      body: unknown;
    }[]
  ).filter((r) => r.path === UPSERT);

describe('POST /api/utm (SPEC §5, §7)', () => {
  it('passes the UTM values to the store as current_order and answers 204', async () => {
    await clearStoreRequests();
    const res = await post({ utm_source: 'newsletter', utm_campaign: 'fall-sale' });
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const sent = await upserts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { current_order: { utm_source: 'newsletter', utm_campaign: 'fall-sale' } },
    });
  });

  it('sends the signed-in user’s token, so the store updates their current order', async () => {
    const cookie = await logInCookie();
    await clearStoreRequests();
    expect((await post({ utm_medium: 'email' }, { cookie })).status).toBe(204);
    const [sent] = await upserts();
    expect(sent?.headers['x-forever-auth-token']).toBe(cookie.replace(/^auth_token=/, ''));
  });

  it.each([
    ['no UTM value at all', {}],
    ['an unknown field', { utm_source: 'a', is_admin: true }],
    ['a value that is not text', { utm_source: 42 }],
    ['an empty value only', { utm_source: '  ' }],
    ['a value too long', { utm_term: 'x'.repeat(501) }],
    ['not an object', ['utm_source']],
  ])('refuses %s with a 400 and sends nothing', async (_, body) => {
    await clearStoreRequests();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'The request body is invalid.' });
    expect(await upserts()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await post('utm_source=x')).status).toBe(400);
    expect((await post('{}', { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });

  it('refuses a cross-site post', async () => {
    const res = await post(
      { utm_source: 'x' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
  });

  it.each([
    ['fails', { mode: 'error', status: 500 }],
    ['is down', { mode: 'down' }],
    ['sends a malformed answer', { mode: 'malformed' }],
  ])('ignores a store that %s: still 204 (SPEC §8)', async (_, fault) => {
    await control('store', '/fault', { ...fault, path: UPSERT });
    const res = await post({ utm_source: 'newsletter' });
    expect(res.status).toBe(204);
  });
});
