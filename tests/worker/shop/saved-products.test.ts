// Saved products against the fixture store: the protected page, its kinds and Remove, the API
// each card's Save button uses, and the store failing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { control, logInCookie, site } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const json = (method: string, body: unknown, cookie?: string) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  ...(cookie ? { cookie } : {}),
});

describe('/saved-products', () => {
  it('sends a signed-out visitor to sign in, to come back here', async () => {
    const res = await site('/saved-products?list=photo-mugs');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/sign_in?redirectTo=${encodeURIComponent('/saved-products?list=photo-mugs')}`,
    );
  });

  it('lists the user’s saved products by kind, never cached, and removes one', async () => {
    const cookie = await logInCookie();
    const api = await (await site('/api/saved-products', { cookie })).json<{
      saved: { id: number; productId: number }[];
    }>();
    const added = await site('/api/saved-products', json('POST', { product_id: 1011 }, cookie));
    expect(added.status).toBe(201);
    const { saved } = await added.json<{ saved: { id: number; productId: number } }>();
    expect(saved.productId).toBe(1011);

    const res = await site('/saved-products', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await res.text();
    expect(page.match(/data-testid="product-card"/g)).toHaveLength(api.saved.length + 1);
    expect(page).toContain('<meta name="robots" content="noindex"/>');

    const mugs = await (await site('/saved-products?list=photo-mugs', { cookie })).text();
    expect(mugs).toContain('aria-current="page"');

    const removed = await site('/saved-products', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `saved_id=${saved.id}`,
      cookie,
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/saved-products?removed=1');
    const after = await (await site('/api/saved-products', { cookie })).json<{ saved: { id: number }[] }>();
    expect(after.saved.map((s) => s.id)).not.toContain(saved.id);
  });

  it('answers a bad or failed removal with a message, never a 500', async () => {
    const cookie = await logInCookie();
    const form = (saved_id: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `saved_id=${saved_id}`,
      cookie,
    });
    expect((await site('/saved-products', form('x'))).status).toBe(422);
    expect((await site('/saved-products', form('999999'))).status).toBe(422);
  });

  it.each([
    ['answers 500', { mode: 'error', status: 500 }],
    ['is down', { mode: 'down' }],
    ['sends a malformed answer', { mode: 'malformed' }],
    ['is too slow', { mode: 'slow', delayMs: 20_000 }],
  ])(
    'stands with a retry when the store %s',
    async (_, fault) => {
      const cookie = await logInCookie();
      const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await control('store', '/fault', { ...fault, path: '/api/v1/saved_products' });
        const res = await site('/saved-products', { cookie });
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('data-testid="saved-error"');
        expect(html).toContain('Try again');
      } finally {
        reported.mockRestore();
      }
    },
    25_000,
  );
});

describe('/api/saved-products', () => {
  it('refuses a signed-out visitor with a 401 and a message', async () => {
    const res = await site('/api/saved-products');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Log in to save products.' });
  });

  it('checks its input: JSON with a positive whole product_id', async () => {
    const cookie = await logInCookie();
    expect((await site('/api/saved-products', json('POST', { product_id: 'x' }, cookie))).status).toBe(400);
    expect(
      (
        await site('/api/saved-products', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: '{}',
          cookie,
        })
      ).status,
    ).toBe(415);
    expect((await site('/api/saved-products/abc', { method: 'DELETE', cookie })).status).toBe(404);
  });

  it.each([
    ['answers 500', { mode: 'error', status: 500 }, 500],
    ['is down', { mode: 'down' }, 502],
    ['sends a malformed answer', { mode: 'malformed' }, 502],
  ])('answers with a message, never a page, when the store %s', async (_, fault, status) => {
    const cookie = await logInCookie();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await control('store', '/fault', { ...fault, path: '/api/v1/saved_products' });
      const res = await site('/api/saved-products', { cookie });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    } finally {
      reported.mockRestore();
    }
  });

  it('passes the store’s refusal on: saving twice is a 422', async () => {
    const cookie = await logInCookie();
    expect((await site('/api/saved-products', json('POST', { product_id: 1012 }, cookie))).status).toBe(201);
    expect((await site('/api/saved-products', json('POST', { product_id: 1012 }, cookie))).status).toBe(422);
  });
});
