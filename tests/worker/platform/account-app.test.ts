// The account application's paths (SPEC §2.4) pass through the site worker to
// ACCOUNT_APP_ORIGIN, the fixture store's stand-ins here (docs/decisions/050): method, body,
// cookies, status, headers and redirects as they are, and none of the site's own handling.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAccountAppPath } from '#core/routes/account-app.ts';
import { routes } from '#core/routes/table.ts';
import { createApp } from '#worker/app.ts';
import {
  clearStoreRequests,
  control,
  logInCookie,
  ORIGIN,
  resetFixtures,
  serve,
  site,
  storeRequests,
} from '../helpers.ts';

beforeEach(async () => {
  await resetFixtures();
  await clearStoreRequests();
});
afterEach(() => resetFixtures());

describe('a path of the account application', () => {
  it("is answered by the application, with the visitor's session: the cart lists its lines and options", async () => {
    const res = await site('/shopping_cart', { cookie: await logInCookie() });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Signed in as <span data-testid="account-name">Casey Morgan</span>');
    expect(html).toMatch(/<th scope="row">Flat Photo Cards 5x7<\/th><td>Quantity: 50 cards<\/td><td>2<\/td>/);
    // The application's page, not one of ours: none of the site's headers or chrome.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(html).not.toContain('data-behaviour="cart-count"');
  });

  it('keeps the query: the designer sees base_project_id and selected_print_options', async () => {
    const options = { size: '5x7', paper: 'matte' };
    const res = await site(
      `/app/print-designer?base_project_id=1042&selected_print_options=${encodeURIComponent(JSON.stringify(options))}`,
    );
    const html = await res.text();
    expect(html).toContain('<dd data-testid="base-project-id">1042</dd>');
    expect(html).toContain(JSON.stringify(options, null, 2).replace(/"/g, '&#34;'));
  });

  it('passes any method and body on, cross-site too: the application makes its own checks', async () => {
    const res = await site('/app/oauth-redirect', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://accounts.provider.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'code=abc&state=xyz',
      cookie: 'auth_token=t0ken; other=1',
    });
    // The application has no POST there: its own 404, not the site's cross-site refusal (403).
    expect(res.status).toBe(404);
    const [sent] = (await storeRequests()) as unknown as {
      method: string;
      path: string;
      body: unknown;
      headers: Record<string, string>;
    }[];
    expect(sent).toMatchObject({ method: 'POST', path: '/app/oauth-redirect', body: 'code=abc&state=xyz' });
    expect(sent!.headers.cookie).toBe('auth_token=t0ken; other=1');
    expect(sent!.headers['x-forwarded-host']).toBe(new URL(ORIGIN).host);
  });

  it("forwards only an allow-list of the client's headers, and X-Forwarded-* from CF-Connecting-IP alone", async () => {
    await site('/app/gallery', {
      cookie: 'auth_token=t0ken',
      headers: {
        'accept-language': 'en-GB',
        'user-agent': 'a-browser/1.0',
        'cf-connecting-ip': '203.0.113.9',
        forwarded: 'for=198.51.100.1;host=evil.example',
        'x-real-ip': '198.51.100.2',
        'x-original-url': '/admin/users',
        'x-forwarded-for': '198.51.100.3',
        'x-forwarded-host': 'evil.example',
        'x-forever-auth-token': 'someone-elses-token',
        'x-custom': 'anything',
      },
    });
    const [sent] = await storeRequests();
    expect(sent).toMatchObject({ method: 'GET', path: '/app/gallery' });
    const headers = sent!.headers;
    expect(headers).toMatchObject({
      cookie: 'auth_token=t0ken',
      'accept-language': 'en-GB',
      'user-agent': 'a-browser/1.0',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': new URL(ORIGIN).host,
      'x-forwarded-proto': 'http',
    });
    for (const name of [
      'forwarded',
      'x-real-ip',
      'x-original-url',
      'x-forever-auth-token',
      'x-custom',
      'cf-connecting-ip',
    ])
      expect(headers[name], name).toBeUndefined();
  });

  it('keeps the visitor on this host when the application redirects to its own paths, and only then', async () => {
    const toGallery = await site('/app/oauth-redirect');
    expect(toGallery.status).toBe(302);
    expect(toGallery.headers.get('location')).toBe(`${ORIGIN}/app/gallery`);
    // Its own log-in page is not one of its paths here: that redirect goes where it says.
    const toLogIn = await site('/settings/my_ambassador');
    expect(toLogIn.headers.get('location')).toBe(
      `${env.ACCOUNT_APP_ORIGIN}/sign_in?redirectTo=%2Fsettings%2Fmy_ambassador`,
    );
  });

  it('passes cookies back: the admin page takes the toast the site left', async () => {
    const admin = await logInCookie({ email: 'avery.admin@example.com', password: 'memories-2026' });
    const res = await site('/admin/users', {
      cookie: `${admin}; flash_toast=success%3ANo%20longer%20managing%20Casey%20Morgan.`,
    });
    expect(await res.text()).toContain('No longer managing Casey Morgan.');
    expect(res.headers.getSetCookie().some((c) => /^flash_toast=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('answers the error page with 502, and reports it, when the application is down', async () => {
    await control('store', '/fault', { mode: 'down', path: '/shopping_cart' });
    const res = await site('/shopping_cart');
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('Your account pages are not answering right now.');
  });

  it('is the site 404 when no ACCOUNT_APP_ORIGIN is configured (local development without the fixtures)', async () => {
    const res = await serve(createApp(), new Request(`${ORIGIN}/shopping_cart`), { ...env, ACCOUNT_APP_ORIGIN: '' });
    expect(res.status).toBe(404);
    expect(await storeRequests()).toEqual([]);
  });

  it("is never one of the site's own routes: the two lists do not overlap", () => {
    for (const [name, { path }] of Object.entries(routes))
      expect(isAccountAppPath(path.replace(/\/:.*$/, '')), name).toBe(false);
    for (const path of [
      '/shopping_cart',
      '/sign_up',
      '/app/gallery',
      '/app/users/casey/albums/x/new',
      '/settings/my_ambassador',
      '/admin',
      '/admin/users',
    ])
      expect(isAccountAppPath(path), path).toBe(true);
    for (const path of ['/', '/application', '/sign_in', '/shopping_carts', '/administration'])
      expect(isAccountAppPath(path), path).toBe(false);
  });
});
