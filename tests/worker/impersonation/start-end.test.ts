import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#core/domain/messages.ts';
import { external } from '#core/routes/external.ts';
import {
  CUSTOMER,
  clearStoreRequests,
  control,
  logInCookie,
  resetFixtures,
  site,
  storeRequests,
} from '#tests/worker/helpers.ts';
import {
  ADMIN,
  authCookieOf,
  endForm,
  endJson,
  flashOf,
  managingCasey,
  startForm,
  startJson,
} from './impersonation.ts';

afterEach(resetFixtures);

const SUPPORT = { email: 'morgan.support@example.com', password: CUSTOMER.password };

const sessionOf = async (cookie: string) =>
  (
    await (
      await site('/api/current-user', { cookie })
    ).json<{ session: { name: string; impersonator: { name: string } | null } }>()
  ).session;

describe('POST /api/impersonations: begin managing a user (SPEC §4, §7)', () => {
  it('swaps the auth cookie to the stand-in token and answers the new session', async () => {
    const admin = await logInCookie(ADMIN);
    await clearStoreRequests();
    const res = await startJson(admin);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('auth_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const stand = authCookieOf(res)!;
    expect(stand).not.toBe(admin);
    const body = await res.json<{
      session: { name: string; impersonator: { name: string }; isImpersonator: boolean };
    }>();
    expect(body.session).toMatchObject({
      name: 'Casey Morgan',
      isImpersonator: true,
      impersonator: { name: 'Avery Chen' },
    });
    expect(JSON.stringify(body)).not.toMatch(/auth_token/);
    expect(flashOf(res)).toBe(`success:${MESSAGES.impersonationStarted('Casey Morgan')}`);
    const marker = res.headers.getSetCookie().find((c) => c.startsWith('impersonating='))!;
    expect(JSON.parse(decodeURIComponent(marker.split(';')[0]!.slice('impersonating='.length)))).toEqual({
      admin: 'Avery Chen',
      user: 'Casey Morgan',
    });
    expect(marker).toMatch(/HttpOnly/);
    const [call] = (await storeRequests()).filter((r) => r.path === '/api/v1/impersonations');
    expect(call).toMatchObject({ method: 'POST' });
    expect(await sessionOf(stand)).toMatchObject({ name: 'Casey Morgan', impersonator: { name: 'Avery Chen' } });
  });

  it('takes a form post with id and returnTo, and goes back there', async () => {
    const admin = await logInCookie(ADMIN);
    const res = await startForm(admin, { id: '101', returnTo: '/events?page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/events?page=2');
    expect(await sessionOf(authCookieOf(res)!)).toMatchObject({ name: 'Casey Morgan' });
    expect(flashOf(res)).toBe(`success:${MESSAGES.impersonationStarted('Casey Morgan')}`);
  });

  it('answers the danger text with the store failure, keeping the admin signed in', async () => {
    const admin = await logInCookie(ADMIN);
    await control('store', '/fault', { mode: 'error', path: '/api/v1/impersonations', status: 500, times: 1 });
    const res = await startJson(admin);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: MESSAGES.impersonationStartFailed });
    expect(authCookieOf(res)).toBeNull();
    expect(flashOf(res)).toBeNull();
    expect(await sessionOf(admin)).toMatchObject({ name: 'Avery Chen', impersonator: null });
  });

  it('a failing form post goes back with the danger toast', async () => {
    const admin = await logInCookie(ADMIN);
    await control('store', '/fault', { mode: 'error', path: '/api/v1/impersonations', status: 503, times: 1 });
    const res = await startForm(admin, { id: '101', returnTo: '/our-story' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/our-story');
    expect(flashOf(res)).toBe(`danger:${MESSAGES.impersonationStartFailed}`);
    expect(authCookieOf(res)).toBeNull();
  });

  it('passes the store refusal on: a customer may not, an unknown user is not found, a store down is 502', async () => {
    const customer = await logInCookie(CUSTOMER);
    const refused = await startJson(customer, 102);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: MESSAGES.impersonationStartFailed });
    const admin = await logInCookie(ADMIN);
    expect((await startJson(admin, 99999)).status).toBe(404);
    await control('store', '/fault', { mode: 'down', path: '/api/v1/impersonations', times: 1 });
    expect((await startJson(admin)).status).toBe(502);
  });

  it('refuses bad input with a 4xx before calling the store', async () => {
    const admin = await logInCookie(ADMIN);
    await clearStoreRequests();
    expect((await startJson(admin, '../etc')).status).toBe(400);
    expect((await startJson(admin, 0)).status).toBe(400);
    expect((await startForm(admin, { id: '101', returnTo: '//evil.example' })).status).toBe(400);
    expect((await startForm(admin, { id: '101', returnTo: 'https://evil.example/' })).status).toBe(400);
    const plain = await site('/api/impersonations', {
      method: 'POST',
      cookie: admin,
      headers: { 'content-type': 'text/plain' },
      body: 'id=101',
    });
    expect(plain.status).toBe(415);
    const broken = await site('/api/impersonations', {
      method: 'POST',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      body: '{"id":',
    });
    expect(broken.status).toBe(400);
    expect((await storeRequests()).filter((r) => r.path.includes('impersonations'))).toEqual([]);
  });

  it('needs a session: 401 for script, the sign-in page for a form', async () => {
    expect((await startJson('')).status).toBe(401);
    const res = await startForm('', { id: '101', returnTo: '/events' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(external.signIn('/events'));
  });

  it('refuses a cross-site form post (the admin affordance must be our own page)', async () => {
    const admin = await logInCookie(ADMIN);
    const res = await site('/api/impersonations', {
      method: 'POST',
      cookie: admin,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'id=101',
    });
    expect(res.status).toBe(403);
    expect(authCookieOf(res)).toBeNull();
  });
});

describe('ending (SPEC §4: restores the original user, then goes on)', () => {
  it('as an admin: the admin token back, the admin users page, and the toast', async () => {
    const admin = await logInCookie(ADMIN);
    const stand = await managingCasey(admin);
    const res = await endJson(stand);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(authCookieOf(res)).toBe(admin);
    expect(await res.json()).toMatchObject({
      redirectTo: external.adminUsers(),
      session: { name: 'Avery Chen', isImpersonator: false },
    });
    expect(flashOf(res)).toBe(`success:${MESSAGES.impersonationEnded('Casey Morgan')}`);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('impersonating='))).toMatch(
      /^impersonating=; Max-Age=0/,
    );
    // The stand-in token is spent.
    expect(await sessionOf(stand)).toMatchObject({ impersonator: null });
    expect((await sessionOf(admin)).name).toBe('Avery Chen');
  });

  it('from the banner form without script: a redirect to the admin users page', async () => {
    const admin = await logInCookie(ADMIN);
    const stand = await managingCasey(admin);
    const res = await endForm(stand, { returnTo: '/our-story' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(external.adminUsers());
    expect(authCookieOf(res)).toBe(admin);
  });

  it('as someone who is not an admin: their profile', async () => {
    const support = await logInCookie(SUPPORT);
    const stand = await managingCasey(support);
    const res = await endForm(stand);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(external.user('morgan-blake'));
    expect(authCookieOf(res)).toBe(support);
  });

  it('a failure answers "Something went wrong." and leaves the session as it was', async () => {
    const stand = await managingCasey(await logInCookie(ADMIN));
    await control('store', '/fault', { mode: 'error', path: '/api/v1/impersonations', status: 500, times: 1 });
    const res = await endJson(stand);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: MESSAGES.impersonationEndFailed });
    expect(authCookieOf(res)).toBeNull();
    expect(await sessionOf(stand)).toMatchObject({ name: 'Casey Morgan', impersonator: { name: 'Avery Chen' } });

    await control('store', '/fault', { mode: 'error', path: '/api/v1/impersonations', status: 500, times: 1 });
    const form = await endForm(stand, { returnTo: '/our-story' });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/our-story');
    expect(flashOf(form)).toBe(`danger:${MESSAGES.impersonationEndFailed}`);
  });

  it('when not managing anyone, the store refusal is passed on', async () => {
    const admin = await logInCookie(ADMIN);
    const res = await endJson(admin);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: MESSAGES.impersonationEndFailed });
    expect(authCookieOf(res)).toBeNull();
    expect((await endJson('')).status).toBe(401);
  });
});

describe('sign-out while impersonating (SPEC §4)', () => {
  it('ends the impersonation instead, and says where to go', async () => {
    const admin = await logInCookie(ADMIN);
    const stand = await managingCasey(admin);
    await clearStoreRequests();
    const res = await site('/api/session', { method: 'DELETE', cookie: stand });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toMatchObject({ impersonationEnded: true, redirectTo: external.adminUsers() });
    expect(authCookieOf(res)).toBe(admin);
    expect(flashOf(res)).toBe(`success:${MESSAGES.impersonationEnded('Casey Morgan')}`);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('impersonating='))).toMatch(
      /^impersonating=; Max-Age=0/,
    );
    const calls = await storeRequests();
    expect(calls.some((r) => r.method === 'DELETE' && r.path === '/api/v1/impersonations')).toBe(true);
    expect(calls.some((r) => r.path === '/api/v1/sessions')).toBe(false);
    expect((await sessionOf(admin)).name).toBe('Avery Chen');
  });

  it('signs out all the same when ending fails', async () => {
    const stand = await managingCasey(await logInCookie(ADMIN));
    await control('store', '/fault', { mode: 'error', path: '/api/v1/impersonations', status: 500, times: 1 });
    const res = await site('/api/session', { method: 'DELETE', cookie: stand });
    expect(res.status).toBe(204);
    expect(authCookieOf(res)).toBe('auth_token=');
  });

  it('is a plain sign-out otherwise', async () => {
    const res = await site('/api/session', { method: 'DELETE', cookie: await logInCookie(ADMIN) });
    expect(res.status).toBe(204);
    expect(authCookieOf(res)).toBe('auth_token=');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('impersonating='))).toMatch(
      /^impersonating=; Max-Age=0/,
    );
  });

  it('a new log-in drops a leftover impersonation marker', async () => {
    const res = await site('/api/session', {
      method: 'POST',
      cookie: 'impersonating=%7B%22admin%22%3A%22A%22%2C%22user%22%3A%22B%22%7D',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('impersonating='))).toMatch(
      /^impersonating=; Max-Age=0/,
    );
  });
});
