// Issue 34, item 1: production takes no password on any path, the routes that take credentials,
// send mail or report errors are rate limited (docs/decisions/071), and every call to the store
// carries the visitor's address. Past a limit: a 429 with Retry-After and the message in the
// page's own form, and nothing sent to the store. The limits here are the test-only TEST_LOW_LIMIT
// (3 a minute, tests/worker/vitest.config.mts) put in place of a binding; wrangler.toml's own are
// high locally. Each test counts from an address of its own, so they never share a count.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#worker/app.ts';
import { TOO_MANY_ATTEMPTS } from '#worker/http/rate-limit.ts';
import { syncEvents } from '../events/sync-events.ts';
import { CUSTOMER, clearStoreRequests, ORIGIN, resetFixtures, serve, storeRequests } from '../helpers.ts';
import { captchaEnv, mainText } from './accounts.ts';

beforeAll(syncEvents);
beforeEach(async () => {
  await resetFixtures();
  await clearStoreRequests();
});
afterEach(() => resetFixtures());

let nextAddress = Math.floor(Math.random() * 200);
/** An address no other test (or run within the limit's minute) counts from. */
const freshAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${(nextAddress++ % 250) + 1}`;

interface Post {
  address: string;
  form?: Record<string, string>;
  json?: unknown;
  vars?: Record<string, unknown>;
}

/** A same-origin post from `address`, as Cloudflare hands it to the worker. */
function post(path: string, { address, form, json, vars = {} }: Post) {
  const headers = new Headers({ origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': address });
  if (json !== undefined) headers.set('content-type', 'application/json');
  const body = form ? new URLSearchParams(form) : JSON.stringify(json);
  return serve(createApp(), new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body, redirect: 'manual' }), {
    ...captchaEnv,
    ...vars,
  });
}

const storePaths = async () =>
  (await storeRequests()).map((r) => `${r.method} ${r.path.replace(/^\/api\/v1|^\/core/, '')}`);
const PRODUCTION = { APP_ENV: 'production', IMAGE_RESIZING: 'zone' };
const WRONG = { email: CUSTOMER.email, password: 'not-the-password' };

describe('in production, no password log-in on any path', () => {
  it('sends a posted log-in form back to its page (and so to LOGIN_URL), and the store is never asked', async () => {
    for (const path of ['/log-in', '/sign_in', '/login', '/log-in?redirectTo=%2Fstorage']) {
      const res = await post(path, { address: freshAddress(), form: CUSTOMER, vars: PRODUCTION });
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 303, path]);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('auth_token='))).toBe(false);
    }
    expect(await storePaths()).toEqual([]);
  });

  it('refuses POST /api/session with a 403 and no cookie', async () => {
    const res = await post('/api/session', { address: freshAddress(), json: CUSTOMER, vars: PRODUCTION });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Log in on the log-in page: this site does not take passwords here.' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await storePaths()).toEqual([]);
  });

  it('still signs in with a password in development (the local demo)', async () => {
    const res = await post('/api/session', { address: freshAddress(), json: CUSTOMER });
    expect(res.status).toBe(201);
  });
});

describe('past a rate limit', () => {
  it('the log-in form answers 429 with Retry-After and the message in the form, asking the store nothing', async () => {
    const address = freshAddress();
    const vars = { LOG_IN_LIMIT: env.TEST_LOW_LIMIT };
    for (let i = 0; i < 3; i++) expect((await post('/log-in', { address, form: WRONG, vars })).status).toBe(401);
    await clearStoreRequests();
    const res = await post('/log-in', { address, form: CUSTOMER, vars });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(mainText(await res.text())).toContain(TOO_MANY_ATTEMPTS);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('auth_token='))).toBe(false);
    expect(await storePaths()).toEqual([]);
    // Another address is not held by this one's count.
    expect((await post('/log-in', { address: freshAddress(), form: CUSTOMER, vars })).status).toBe(303);
  });

  it('the log-in is counted by email too: one account tried from many addresses is held', async () => {
    const vars = { LOG_IN_EMAIL_LIMIT: env.TEST_LOW_LIMIT };
    const email = `nobody-${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/session', { address: freshAddress(), json: { email, password: 'x' }, vars })).status,
      ).toBe(401);
    await clearStoreRequests();
    const res = await post('/api/session', {
      address: freshAddress(),
      json: { email: email.toUpperCase(), password: 'x' },
      vars,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(await storePaths()).toEqual([]);
  });

  it('the password reset, sign-up and guest forms answer 429 in their own form, and send no mail', async () => {
    const vars = { ACCOUNT_MAIL_LIMIT: env.TEST_LOW_LIMIT };
    const forms: [string, Record<string, string>][] = [
      ['/passwords/new', { email: 'casey@example.com' }],
      ['/sign-up', { name: 'Robin Park', email: 'robin@example.com', password: 'shoebox-1987' }],
      ['/guest', { name: 'Robin Park', email: 'robin@example.com', 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' }],
    ];
    for (const [path, form] of forms) {
      const address = freshAddress();
      for (let i = 0; i < 3; i++) expect((await post(path, { address, form, vars })).status, path).toBeLessThan(429);
      await clearStoreRequests();
      const res = await post(path, { address, form, vars });
      expect([path, res.status, res.headers.get('retry-after')]).toEqual([path, 429, '60']);
      expect(mainText(await res.text()), path).toContain(TOO_MANY_ATTEMPTS);
      expect(await storePaths(), path).toEqual([]);
    }
  });

  it('/api/client-errors answers 429 and reports nothing more', async () => {
    const address = freshAddress();
    const vars = { CLIENT_ERRORS_LIMIT: env.TEST_LOW_LIMIT };
    const json = { kind: 'error', message: 'boom', url: `${ORIGIN}/` };
    for (let i = 0; i < 3; i++) expect((await post('/api/client-errors', { address, json, vars })).status).toBe(204);
    const res = await post('/api/client-errors', { address, json, vars });
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '60']);
    expect(await res.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
  });
});

describe("the visitor's address", () => {
  it('goes with every call to the store and the core API as X-Forwarded-For, from CF-Connecting-IP alone', async () => {
    const address = freshAddress();
    const headers = { 'cf-connecting-ip': address, 'x-forwarded-for': '192.0.2.66' };
    await serve(
      createApp(),
      new Request(`${ORIGIN}/api/current-user`, { headers: { ...headers, cookie: 'auth_token=abc.def.ghi' } }),
      env,
    );
    await post('/api/session', { address, json: CUSTOMER });
    // A page's store calls too, those its streamed parts make after the headers included.
    await serve(createApp(), new Request(`${ORIGIN}/events/family-history-day-2026`, { headers }), env);
    const sent = await storeRequests();
    expect(sent.some((r) => r.path.startsWith('/api/v1/products/'))).toBe(true);
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent)
      expect([request.path, request.headers['x-forwarded-for']]).toEqual([request.path, address]);
  });

  it('is not made up when Cloudflare gave none: a client X-Forwarded-For never reaches the store', async () => {
    await serve(
      createApp(),
      new Request(`${ORIGIN}/api/current-user`, {
        headers: { 'x-forwarded-for': '192.0.2.66', cookie: 'auth_token=abc.def.ghi' },
      }),
      env,
    );
    const sent = await storeRequests();
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(request.headers['x-forwarded-for']).toBeUndefined();
  });
});
