import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { external } from '#core/routes/external.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import {
  AMBASSADOR,
  CUSTOMER,
  clearStoreRequests,
  control,
  logInCookie,
  ORIGIN,
  resetFixtures,
  site,
  storeRequests,
} from '#tests/worker/helpers.ts';

// The blog home: a content page that is 200 once synced, and whole (edge-cached) when anonymous.
beforeAll(syncAllContent);
afterEach(resetFixtures);

const CLUB_MEMBER = { email: 'riley.club@example.com', password: CUSTOMER.password };
const PAGE = '/yours';
const PREVIEW = 'promotion_preview_time=2026-12-24T09%3A00%3A00Z';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const page = async (cookie?: string) => (await site(PAGE, cookie ? { cookie } : {})).text();
/** The preview is an admin's: its cookie counts only with a session (issue 34, item 3). */
const adminPreview = async () =>
  `${await logInCookie({ email: 'avery.admin@example.com', password: CUSTOMER.password })}; ${PREVIEW}`;

describe('time-travel preview (SPEC §2.8)', () => {
  it('shows "Viewing store on {date}" with Stop Preview, and the page is nobody else\'s', async () => {
    const res = await site(PAGE, { cookie: await adminPreview() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(text(html)).toContain('Viewing store on December 24, 2026');
    expect(html).toMatch(
      /<form [^>]*action="\/api\/preview\/stop" method="post"><button type="submit"[^>]*>Stop Preview<\/button>/,
    );
  });

  it('never goes to or comes from the edge cache, and counts only with a session', async () => {
    const preview = await site(PAGE, { cookie: await adminPreview() });
    expect(preview.headers.get('server-timing')).toContain('cache;desc=bypass');
    expect(await preview.text()).toContain('data-testid="preview-banner"');
    const anonymous = await site(PAGE);
    expect(anonymous.headers.get('server-timing')).toMatch(/cache;desc=(hit|miss)/);
    expect(await anonymous.text()).not.toContain('data-testid="preview-banner"');
    const bare = await site(PAGE, { cookie: PREVIEW });
    expect(bare.headers.get('server-timing')).toMatch(/cache;desc=(hit|miss)/);
    expect(await bare.text()).not.toContain('data-testid="preview-banner"');
  });

  it('shows no banner for a cookie that names no time', async () => {
    expect(await page('promotion_preview_time=someday')).not.toContain('data-testid="preview-banner"');
    expect(await page()).not.toContain('data-testid="preview-banner"');
  });

  it('Stop Preview clears the cookie and goes to the admin promotion preview page', async () => {
    const res = await site('/api/preview/stop', { method: 'POST', cookie: PREVIEW });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(external.adminPromotionPreview());
    expect(res.headers.get('set-cookie')).toMatch(/^promotion_preview_time=; Max-Age=0; Path=\//);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const script = await site('/api/preview', { method: 'DELETE', cookie: PREVIEW });
    expect(await script.json()).toEqual({ redirectTo: external.adminPromotionPreview() });
    expect(script.headers.get('set-cookie')).toMatch(/^promotion_preview_time=; Max-Age=0/);
  });

  it('refuses a cross-site Stop Preview', async () => {
    const res = await site('/api/preview/stop', {
      method: 'POST',
      cookie: PREVIEW,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('ambassador banner (SPEC §2.8, §6, §7 GET /linked_ambassador)', () => {
  it('shows a linked user their ambassador: contact, city-region and a copyable share link', async () => {
    const html = await page(await logInCookie(CLUB_MEMBER));
    expect(html).toContain('data-testid="ambassador-banner"');
    expect(text(html)).toContain('Your ambassador: Jordan Reyes , Pittsburgh, PA');
    expect(html).toContain('href="mailto:jordan.ambassador@example.com"');
    expect(html).toContain('href="tel:4125550187"');
    expect(html).toMatch(/<div data-behaviour="copy-link"/);
    expect(html).toMatch(
      new RegExp(`<input id="ambassador-share-link" readOnly=""[^>]* value="${ORIGIN}/\\?ambassador=jordan-reyes"/>`),
    );
    expect(html).toMatch(/<button type="button" hidden="" data-copy=""/);
  });

  it('is not there, and not asked for, without a linked ambassador', async () => {
    const cookie = await logInCookie(CUSTOMER);
    await clearStoreRequests();
    const html = await page(cookie);
    expect(html).not.toContain('data-testid="ambassador-banner"');
    expect((await storeRequests()).some((r) => r.path === '/api/v1/linked_ambassador')).toBe(false);
  });

  it('a failing call hides the banner, never the page', async () => {
    const cookie = await logInCookie(CLUB_MEMBER);
    await control('store', '/fault', { mode: 'error', path: '/api/v1/linked_ambassador', status: 500 });
    const res = await site(PAGE, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('data-testid="ambassador-banner"');
    expect(html).toContain('data-testid="account-name"');
  });
});

describe('back office, club and the affiliate badge (SPEC §2.8, §6)', () => {
  it('gives an ambassador the back-office link and no affiliate badge', async () => {
    const html = await page(await logInCookie(AMBASSADOR));
    expect(html).toMatch(/<a href="\/app\/ambassador-office"[^>]*data-testid="back-office-link"/);
    expect(html).not.toContain('data-testid="affiliate-badge"');
  });

  it('shows a club member their tier', async () => {
    const html = await page(await logInCookie(CLUB_MEMBER));
    expect(text(html)).toContain('Forever Club member · 50');
    expect(html).not.toContain('data-testid="back-office-link"');
  });

  it('gives a customer neither, but the affiliate badge', async () => {
    const html = await page(await logInCookie(CUSTOMER));
    expect(html).not.toContain('data-testid="membership-banner"');
    expect(html).toMatch(/<aside data-behaviour="affiliate-badge" aria-label="Become an Ambassador" hidden=""/);
    expect(html).toMatch(/<a href="\/become-an-ambassador"[^>]*>Become an Ambassador<\/a>/);
  });

  it('has the skip link first, before the banners, and the badge last, after the footer, hiding nothing', async () => {
    for (const cookie of [undefined, await logInCookie(CUSTOMER)]) {
      const html = await (await site(PAGE, cookie ? { cookie } : {})).text();
      const body = html.slice(html.indexOf('<body'));
      expect(/<a [^>]*>/.exec(body)?.[0]).toContain('href="#main"');
      expect(body.indexOf('>Skip to content</a>')).toBeLessThan(body.indexOf('data-slot="banners"'));
      const badge = body.lastIndexOf('data-testid="affiliate-badge"');
      expect(badge).toBeGreaterThan(body.lastIndexOf('</footer>'));
      expect(body.slice(body.lastIndexOf('<aside', badge), badge)).not.toMatch(/fixed|absolute/);
    }
  });

  it('gives a signed-out visitor the badge in a page that stays whole and shared', async () => {
    const res = await site(PAGE);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const html = await res.text();
    expect(html).toContain('data-behaviour="affiliate-badge"');
    expect(html).not.toContain('<template id="B:');
  });
});
