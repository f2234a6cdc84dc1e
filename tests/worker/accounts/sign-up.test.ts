import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER, control, logInCookie, ORIGIN, resetFixtures } from '#tests/worker/helpers.ts';
import { authCookieOf, logInStateOf, mainText, production, visit } from './accounts.ts';

afterEach(resetFixtures);

const NEW_USER = { name: 'Robin Park', email: 'robin.park@example.com', password: 'shoebox-1987' };
const signUp = (form: Record<string, string>, query = '?redirectTo=%2Fyours%3Fpage%3D2') =>
  visit(`/sign-up${query}`, { method: 'POST', form });

describe('/sign-up outside production: the in-app form', () => {
  it('is the header Sign Up button target, and renders a labelled form posting to itself', async () => {
    const home = await (await visit('/our-story/team')).text();
    expect(home).toMatch(/<a href="\/sign-up\?redirectTo=%2Four-story%2Fteam"[^>]*data-testid="sign-up-link"/);
    const res = await visit('/sign-up?redirectTo=%2Four-story%2Fteam');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<title>Sign Up | Forever Memories</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<form [^>]*action="\/sign-up\?redirectTo=%2Four-story%2Fteam" method="post">/);
    for (const id of ['sign-up-name', 'sign-up-email', 'sign-up-password'])
      expect(html).toContain(`<label for="${id}"`);
    expect(html).toMatch(/<input id="sign-up-password" type="password" autoComplete="new-password"[^>]*required/);
  });

  it('creates the account, sets the HttpOnly cookie and goes to the redirect target', async () => {
    const res = await signUp(NEW_USER);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/yours?page=2');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('auth_token='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await visit('/api/current-user', { cookie: `auth_token=${authCookieOf(res)}` });
    expect(await me.json()).toMatchObject({
      session: { isAuthenticated: true, name: 'Robin Park', email: 'robin.park@example.com' },
    });
    // And the new account logs in with its own password.
    expect(await logInCookie({ email: NEW_USER.email, password: NEW_USER.password })).toMatch(/^auth_token=/);
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example'])(
    'goes home rather than to %s',
    async (target) => {
      const res = await signUp(NEW_USER, `?redirectTo=${encodeURIComponent(target)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('shows each field its own problem, keeps what was typed (but not the password) and calls no store', async () => {
    const res = await signUp({ name: ' ', email: 'robin@', password: 'short' });
    expect(res.status).toBe(400);
    expect(authCookieOf(res)).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/<input id="sign-up-name"[^>]*aria-invalid="true"[^>]*aria-describedby="sign-up-name-error"/);
    expect(html).toContain('<p id="sign-up-name-error"');
    const text = mainText(html);
    expect(text).toContain('Enter your name.');
    expect(text).toContain('Enter a valid email address.');
    expect(text).toContain('Use at least 8 characters.');
    expect(html).toMatch(/<input id="sign-up-email"[^>]*value="robin@"/);
    expect(html).not.toContain('short');
  });

  it('says when the store refuses the address (taken), per field', async () => {
    const res = await signUp({ ...NEW_USER, email: CUSTOMER.email });
    expect(res.status).toBe(422);
    expect(authCookieOf(res)).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/<p id="sign-up-email-error"[^>]*>Email address has already been taken\.<\/p>/);
  });

  it('asks to try again when the store is down, never a 500', async () => {
    await control('store', '/fault', { mode: 'error', status: 503, path: '/api/v1/users' });
    const res = await signUp(NEW_USER);
    expect(res.status).toBe(502);
    expect(mainText(await res.text())).toContain(
      'We could not reach our store just now. Please try again in a few minutes.',
    );
  });

  it('sends a signed-in visitor home', async () => {
    const res = await visit('/sign-up', { cookie: await logInCookie() });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('/sign-up in production: the external register page (SPEC §2.4)', () => {
  it("redirects to REGISTER_URL, back through /login to the validated target with this browser's state", async () => {
    const res = await production('/sign-up?redirectTo=%2Fyours%3Fpage%3D2');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(env.REGISTER_URL);
    expect(location.searchParams.get('redirectTo')).toBe(
      `${ORIGIN}/login?redirectTo=%2Fyours%3Fpage%3D2&state=${logInStateOf(res)}`,
    );
  });

  it('drops a hostile target, and takes no form post', async () => {
    const res = await production('/sign-up?redirectTo=%2F%2Fevil.example');
    expect(new URL(res.headers.get('location')!).searchParams.get('redirectTo')).toBe(
      `${ORIGIN}/login?redirectTo=%2F&state=${logInStateOf(res)}`,
    );
    const post = await production('/sign-up', { method: 'POST', form: NEW_USER });
    expect(post.status).toBe(303);
    expect(authCookieOf(post)).toBeNull();
  });
});
