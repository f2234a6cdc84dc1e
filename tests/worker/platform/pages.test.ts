import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_PAGE, ERROR_PAGE_FAILED } from '#core/domain/messages.ts';
import {
  AMBASSADOR,
  CUSTOMER,
  control,
  logInCookie,
  ORIGIN,
  resetFixtures,
  serve,
  site,
} from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { definePage, NOT_BUILT } from '#worker/pages/unit/define-page.ts';
import { forbidden as forbiddenOutcome } from '#worker/pages/unit/outcomes.ts';

afterEach(resetFixtures);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('error pages (SPEC §2.6, §8)', () => {
  it('answers unknown routes 404 with the exact title and texts', async () => {
    const res = await site('/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    // SPEC's own words, not the constants that carry them (tests/unit/domain/spec-literals.test.ts pins those).
    expect(html).toContain('<title>Page Not Found (404) | Forever Memories</title>');
    expect(text(html)).toContain(
      "The page you were looking for doesn't exist. You may have mistyped the address, or the page may have moved.",
    );
    expect(text(html)).toContain('This page could not be found');
  });

  it('offers a visitor who followed a dead link the pages they most likely wanted, beside the way home', async () => {
    const html = await (await site('/no-such-page')).text();
    const onward = /<nav aria-labelledby="error-onward"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect([...onward.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/digital-conversion', 'Digitize your memories'],
      ['/create-and-print', 'Create &amp; print'],
      ['/preserve-and-share', 'Preserve &amp; share'],
      ['/digital-conversion/track-my-box', 'Track my box'],
      ['/yours', 'Read the blog'],
      ['/info', 'Contact us'],
    ]);
    expect(html).toContain('>Go to the home page</a>');
  });

  it('answers 404 for routes of the table whose pages are not built, never a placeholder', async () => {
    // Every route is built now; a table that leaves two unbuilt (one with a parameter) shows the rule.
    const app = createApp({ 'our-story': NOT_BUILT, 'events-slug': NOT_BUILT });
    for (const path of ['/our-story', '/events/preserve-and-share-summit-2027']) {
      const res = await serve(app, new Request(`${ORIGIN}${path}`), env);
      expect(res.status, path).toBe(404);
      expect(text(await res.text())).toContain(ERROR_PAGE[404].text);
    }
    expect((await site('/our-story')).status).toBe(200);
  });

  it('renders 403 and other errors with their titles, statuses and messages', async () => {
    const app = createApp({
      index: definePage({
        route: 'index',
        load: async () => forbiddenOutcome('Members only'),
        head: () => ({ title: 'x', description: 'x' }),
        body: () => null,
      }),
      info: definePage({
        route: 'info',
        load: async () => {
          throw new Error('The tape deck jammed');
        },
        head: () => ({ title: 'x', description: 'x' }),
        body: () => null,
      }),
    });
    const forbidden = await serve(app, new Request(`${ORIGIN}/`), env);
    expect(forbidden.status).toBe(403);
    const fhtml = text(await forbidden.text());
    expect(fhtml).toContain(ERROR_PAGE[403].title);
    expect(fhtml).toContain(ERROR_PAGE[403].text);

    const broken = await serve(app, new Request(`${ORIGIN}/info`), env);
    expect(broken.status).toBe(500);
    const bhtml = text(await broken.text());
    expect(bhtml).toContain(ERROR_PAGE.other.title);
    expect(bhtml).toContain(ERROR_PAGE.other.text);
    expect(bhtml).toContain('The tape deck jammed');
  });

  it('falls back to a plain page when the error page itself cannot render', async () => {
    const res = await serve(createApp(), new Request(`${ORIGIN}/x`), { ...env, APP_ENV: 'staging' });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain(ERROR_PAGE_FAILED);
    expect(html).toContain('APP_ENV');
    expect(html).toContain('<a href="/">Go back to home</a>');
  });
});

describe('security headers on every page', () => {
  it('sets CSP with a per-request nonce, nosniff, frame and referrer policies', async () => {
    const a = await site('/nope');
    const b = await site('/nope');
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(b.headers.get('content-security-policy'));
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
  it('sets them on /api answers too', async () => {
    expect((await site('/api/current-user')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('pixels2Pages maintenance (SPEC §2.5)', () => {
  it('redirects every pixels2pages route to the maintenance page while the switch is on', async () => {
    const maintenance = {
      ...env,
      P2P_MAINTENANCE: 'true',
      P2P_MAINTENANCE_URL: 'https://status.forever.example/pixels2pages',
    };
    for (const path of ['/pixels2pages', '/pixels2pages/posts/a-post', '/gifting/pixels2pages']) {
      const res = await serve(createApp(), new Request(`${ORIGIN}${path}`), maintenance);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('https://status.forever.example/pixels2pages');
    }
    const blog = await serve(createApp(), new Request(`${ORIGIN}/no-such`), maintenance);
    expect(blog.status).toBe(404);
  });
  it('does nothing when the switch is on but no URL is configured', async () => {
    const res = await serve(createApp(), new Request(`${ORIGIN}/pixels2pages`), {
      ...env,
      P2P_MAINTENANCE: 'true',
      P2P_MAINTENANCE_URL: '',
    });
    expect(res.status).toBe(200);
  });
});

/** The opening tag of the header's cart link, the cart-count behaviour's root (the streamed one when there are two). */
const cartRoot = (html: string) => [...html.matchAll(/<a data-behaviour="cart-count"[^>]*>/g)].at(-1)?.[0] ?? '';

describe('the cart count in the header (a behaviour)', () => {
  it('marks the behaviour root, signed out, and loads the entry script once because behaviours are there', async () => {
    const html = await (await site('/nope')).text();
    expect(cartRoot(html)).toMatch(/^<a data-behaviour="cart-count" href="\/shopping_cart" aria-label="Cart"/);
    expect(cartRoot(html)).not.toContain('data-signed-in');
    expect(html).toMatch(/<span data-testid="cart-count" hidden=""[^>]*><\/span>/);
    expect(html.match(/src="\/assets\/entry-[\w-]+\.js"/g)).toHaveLength(1);
  });

  it("streams the signed-in customer's count into the page", async () => {
    const html = await (await site('/nope', { cookie: await logInCookie(CUSTOMER) })).text();
    expect(cartRoot(html)).toContain('data-signed-in="" data-count="3"');
    expect(cartRoot(html)).toContain('aria-label="Cart, 3 items"');
    expect(html).toMatch(/data-testid="cart-count"[^>]*>3</);
  });

  it('shows 99+ above 99', async () => {
    const html = await (await site('/nope', { cookie: await logInCookie(AMBASSADOR) })).text();
    expect(html).toMatch(/data-testid="cart-count"[^>]*>99\+</);
  });

  it('still renders the page, without a count, when the store is down', async () => {
    const cookie = await logInCookie(CUSTOMER);
    await control('store', '/fault', { mode: 'down' });
    const res = await site('/nope', { cookie });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(ERROR_PAGE[404].title);
    // Signed in without a count: the behaviour asks /api/store-info from the browser.
    expect(cartRoot(html)).toContain('data-signed-in=""');
    expect(cartRoot(html)).not.toContain('data-count');
  });
});
