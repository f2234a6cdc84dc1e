import { afterEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  clearStoreRequests,
  control,
  logInCookie,
  resetFixtures,
  storeRequests,
} from '#tests/worker/helpers.ts';
import { mainText, visit } from './accounts.ts';

afterEach(resetFixtures);

const ask = (email: string) => visit('/passwords/new', { method: 'POST', form: { email } });
const SENT = 'If an account uses that address, we have emailed it a link to choose a new password. Check your inbox.';

describe('/passwords/new: asking for a reset link', () => {
  it('is linked from the log-in page as "Forgot your password?"', async () => {
    const html = await (await visit('/log-in')).text();
    expect(html).toMatch(/<a href="\/passwords\/new"[^>]*>Forgot your password\?<\/a>/);
    const page = await visit('/passwords/new');
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form).toMatch(/<form [^>]*action="\/passwords\/new" method="post">/);
    expect(form).toContain('<label for="password-reset-email"');
  });

  it('posts the address to the store and answers the same for a known and an unknown one', async () => {
    await clearStoreRequests();
    const known = await ask(CUSTOMER.email);
    const unknown = await ask('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownText = mainText(await known.text());
    expect(knownText).toContain(SENT);
    expect(mainText(await unknown.text())).toBe(knownText);
    expect((await storeRequests()).filter((r) => r.method === 'POST' && r.path === '/api/v1/passwords')).toHaveLength(
      2,
    );
  });

  it.each([404, 422])('gives the same response when the store refuses an unknown address with %i', async (status) => {
    const known = mainText(await (await ask(CUSTOMER.email)).text());
    await control('store', '/fault', { mode: 'error', status, path: '/api/v1/passwords' });
    const res = await ask('nobody-here@example.com');
    expect(res.status).toBe(200);
    expect(mainText(await res.text())).toBe(known);
  });

  it('asks to try again when the store is down, never a 500', async () => {
    await control('store', '/fault', { mode: 'down', path: '/api/v1/passwords' });
    const res = await ask(CUSTOMER.email);
    expect(res.status).toBe(502);
    const text = mainText(await res.text());
    expect(text).toContain('We could not send the link right now. Please try again in a few minutes.');
    expect(text).not.toContain(SENT);
  });

  it('sends a signed-in visitor home, as log-in does', async () => {
    const cookie = await logInCookie();
    const page = await visit('/passwords/new', { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/');
    const post = await visit('/passwords/new', { method: 'POST', form: { email: CUSTOMER.email }, cookie });
    expect(post.status).toBe(303);
  });

  it('says what is wrong with the address without asking the store', async () => {
    await clearStoreRequests();
    const res = await ask('not-an-address');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<input id="password-reset-email"[^>]*aria-invalid="true"/);
    expect(mainText(html)).toContain('Enter a valid email address.');
    expect(await storeRequests()).toHaveLength(0);
  });
});
