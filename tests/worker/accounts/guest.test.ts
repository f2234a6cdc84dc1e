import { afterEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  clearStoreRequests,
  control,
  logInCookie,
  resetFixtures,
  storeRequests,
} from '#tests/worker/helpers.ts';
import { captchaToken, mainText, STORE, visit } from './accounts.ts';

afterEach(resetFixtures);

const GUEST = { name: 'Sam Guest', email: 'sam.guest@example.com' };
const register = (form: Record<string, string>, opts: Parameters<typeof visit>[1] = {}) =>
  visit('/guest', { ...opts, method: 'POST', form });
const registrations = async () => (await storeRequests()).filter((r) => r.path === '/api/v1/guest_registrations');

describe('/guest: guest registration with a captcha (SPEC §6)', () => {
  it('renders the form with the Turnstile widget, says it needs JavaScript; the CSP admits the widget', async () => {
    const res = await visit('/guest');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toMatch(/<form [^>]*action="\/guest" method="post">/);
    expect(html).toContain('<label for="guest-name"');
    expect(html).toContain('<label for="guest-email"');
    expect(html).toContain('data-sitekey="1x00000000000000000000AA"');
    expect(html).toContain(`src="${STORE}/turnstile/v0/api.js"`);
    expect(html).toMatch(
      new RegExp(
        String.raw`<div class="cf-turnstile peer min-h-\[65px\]" data-sitekey="[^"]+" data-testid="` +
          String.raw`captcha"><\/div><p class="[^"]*hidden [^"]*peer-empty:block"[^>]*>The captcha needs ` +
          String.raw`JavaScript\.`,
      ),
    );
    // React hoists the async script into <head>, where Turnstile's docs put it: it may run before the
    // parser reaches the widget's element, which Turnstile's implicit rendering (and the stand-in,
    // tests/e2e/accounts.e2e.ts) must and does cope with.
    expect(html.indexOf(`src="${STORE}/turnstile/v0/api.js"`)).toBeLessThan(html.indexOf('</head>'));
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${STORE};`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]* ${STORE};`));
  });

  it('verifies the token, registers the guest at the store, signs the session in, goes back (issue 35)', async () => {
    await clearStoreRequests();
    const back = '/create-and-print/drinkware/photo-mugs?sort=price';
    const res = await visit(`/guest?redirectTo=${encodeURIComponent(back)}`, {
      method: 'POST',
      form: { ...GUEST, 'cf-turnstile-response': await captchaToken() },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(back);
    expect(res.headers.get('set-cookie')).toMatch(/auth_token=[^;]+;.*HttpOnly/i);
    expect(await registrations()).toHaveLength(1);
  });

  it('goes home instead of to a target SPEC §5 refuses', async () => {
    const res = await visit(`/guest?redirectTo=${encodeURIComponent('//evil.example/x')}`, {
      method: 'POST',
      form: { ...GUEST, 'cf-turnstile-response': await captchaToken() },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('keeps the way back in the form, and thanks a guest the store gives no session, with a link back', async () => {
    const back = '/preserve-and-share';
    const page = await (await visit(`/guest?redirectTo=${encodeURIComponent(back)}`)).text();
    expect(page).toContain(`action="/guest?redirectTo=${encodeURIComponent(back)}"`);
    // An address with an account: the store registers the guest without a session.
    const res = await visit(`/guest?redirectTo=${encodeURIComponent(back)}`, {
      method: 'POST',
      form: { name: 'Casey', email: CUSTOMER.email, 'cf-turnstile-response': await captchaToken() },
    });
    expect(res.status).toBe(201);
    const html = await res.text();
    expect(mainText(html)).toContain('Thank you, Casey. You are registered as a guest.');
    expect(html).toContain(`href="${back}"`);
  });

  it('refuses a token used before (Turnstile passes each once), without calling the store', async () => {
    const token = await captchaToken();
    expect((await register({ ...GUEST, 'cf-turnstile-response': token })).status).toBe(303);
    await clearStoreRequests();
    const again = await register({ ...GUEST, 'cf-turnstile-response': token });
    expect(again.status).toBe(400);
    expect(mainText(await again.text())).toContain('The captcha check did not pass. Please try it again.');
    expect(await registrations()).toHaveLength(0);
  });

  it('refuses a made-up token and a missing one, keeping what was typed', async () => {
    await clearStoreRequests();
    const forged = await register({ ...GUEST, 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' });
    expect(forged.status).toBe(400);
    expect(mainText(await forged.text())).toContain('The captcha check did not pass.');
    const missing = await register(GUEST);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(mainText(html)).toContain('Complete the captcha, then send the form again.');
    expect(html).toMatch(/<input id="guest-email"[^>]*value="sam.guest@example.com"/);
    expect(await registrations()).toHaveLength(0);
  });

  it('shows each field its own problem', async () => {
    const res = await register({ name: '', email: 'sam@', 'cf-turnstile-response': await captchaToken() });
    expect(res.status).toBe(400);
    const text = mainText(await res.text());
    expect(text).toContain('Enter your name.');
    expect(text).toContain('Enter a valid email address.');
  });

  it('sends a signed-in visitor home (SPEC §4), for the page and its form', async () => {
    const cookie = await logInCookie();
    const page = await visit('/guest', { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/');
    const post = await register({ ...GUEST, 'cf-turnstile-response': await captchaToken() }, { cookie });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/');
  });

  it('says registration is closed when siteverify cannot answer, or no secret is configured', async () => {
    await control('store', '/fault', { mode: 'error', status: 500, path: '/turnstile/v0/siteverify' });
    const down = await register({ ...GUEST, 'cf-turnstile-response': await captchaToken() });
    expect(down.status).toBe(503);
    expect(mainText(await down.text())).toContain(
      'Guest registration is not available right now. Please try again later.',
    );
    const unconfigured = await visit('/guest', { env: { TURNSTILE_SECRET_KEY: '' } });
    expect(unconfigured.status).toBe(200);
    const html = await unconfigured.text();
    expect(html).not.toContain('cf-turnstile');
    expect(mainText(html)).toContain('Guest registration is not available right now.');
    expect(unconfigured.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+';/);
  });

  it('passes the store refusal on per field, and an outage as a retry message', async () => {
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/guest_registrations' });
    const down = await register({ ...GUEST, 'cf-turnstile-response': await captchaToken() });
    expect(down.status).toBe(502);
    expect(mainText(await down.text())).toContain('We could not reach our store just now.');
  });
});
