import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { external } from '#core/routes/external.ts';
import {
  AMBASSADOR,
  CUSTOMER,
  control,
  logInCookie,
  ORIGIN,
  resetFixtures,
  serve,
  site,
  textOf,
} from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

afterEach(resetFixtures);

const ADMIN = { email: 'avery.admin@example.com', password: CUSTOMER.password };
// Any page has the chrome (routes whose page is not built yet answer the 404 page with the same chrome).
const PAGE = '/our-story';
const page = async (cookie?: string) => (await site(PAGE, cookie ? { cookie } : {})).text();

/** The opening tag of every root of one behaviour on the page. */
function behaviourRoots(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<[a-z]+ [^>]*data-behaviour="${name}"[^>]*>`, 'g'))].map((m) => m[0]);
}
/** Which menus the primary nav's dropdowns are. */
const dropdownMenus = (html: string) =>
  behaviourRoots(html, 'nav-dropdown').map((tag) => /data-menu="([^"]+)"/.exec(tag)?.[1]);

describe('signed out (SPEC §2.9, §6)', () => {
  it('shows Log In (in-app, this page as redirectTo) and Sign Up, no Products menu and no account menu', async () => {
    const html = await page();
    expect(html).toMatch(/<a href="\/log-in\?redirectTo=%2Four-story"[^>]*data-testid="log-in-link"[^>]*>Log In<\/a>/);
    expect(html).toMatch(/<a href="\/sign-up\?redirectTo=%2Four-story"[^>]*>Sign Up<\/a>/);
    expect(html).not.toContain('nav-menu-products');
    expect(dropdownMenus(html)).toEqual(['create-and-print']);
    expect(html).not.toMatch(/<a href="\/create-and-print"[^>]*aria-current/);
    expect(behaviourRoots(html, 'account-menu')).toEqual([]);
    expect(html).not.toContain('account-menu');
  });

  it('has the primary nav items in order, each a real link, and Create & Print as a disclosure', async () => {
    const html = await page();
    const nav = html.slice(html.indexOf('aria-label="Primary"'), html.indexOf('</nav>'));
    const order = [
      'href="/digital-conversion"',
      'href="/preserve-and-share"',
      'href="/create-and-print"',
      'href="/yours"',
      `href="${external.deals()}"`,
      'data-testid="cart-link"',
      'data-testid="log-in-link"',
    ];
    const at = order.map((needle) => nav.indexOf(needle));
    expect(
      at.every((i) => i > 0),
      JSON.stringify(at),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The button names the panel it controls; the panel is rendered, hidden, with every category.
    // The chevron needs script: it is hidden until the island hydrates (the link works without it).
    expect(nav).toMatch(
      /<button type="button" aria-expanded="false" hidden="" aria-controls="nav-menu-create-and-print"/,
    );
    expect(nav).toMatch(/<div id="nav-menu-create-and-print" hidden=""/);
    for (const href of [
      '/create-and-print/photo-books',
      '/create-and-print/drinkware/photo-mugs',
      '/create-and-print/home-decor/blankets',
      '/create-and-print/wall-decor/metal-wall-panels',
    ]) {
      expect(nav).toContain(`href="${href}"`);
    }
  });

  it('has the landmarks: banner, labelled navs, main, contentinfo, and a skip link', async () => {
    const html = await page();
    expect(html).toContain('<header id="top"');
    expect(html).toContain('<a href="#main"');
    expect(html).toMatch(/<main id="main"/);
    expect(html).toContain('<nav aria-label="Primary"');
    expect(html).toContain('<nav aria-label="Footer"');
    expect(html).toContain('<footer');
    // The small-screen menu is a closed <details>: its summary opens it with or without script.
    expect(html).toMatch(/<details id="mobile-menu" class="[^"]*"[^>]*><summary/);
    expect(html).not.toMatch(/<details id="mobile-menu"[^>]* open/);
    expect(behaviourRoots(html, 'disclosure-keys')).toEqual([expect.stringMatching(/^<details id="mobile-menu" /)]);
    // Back to top needs script: it is hidden until the behaviour shows it.
    expect(behaviourRoots(html, 'back-to-top')).toEqual(['<div data-behaviour="back-to-top" hidden="">']);
    // One entry script for all the behaviours, and no inline style (the CSP forbids it).
    expect(html.match(/<script[^>]* src="\/assets\/entry-[\w-]+\.js"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[^>]+ style=/);
  });

  it('in production, Log In and Sign Up go through this site on to the external pages (decision 036)', async () => {
    const res = await serve(createApp(), new Request(`${ORIGIN}${PAGE}?ref=nav`), {
      ...env,
      APP_ENV: 'production',
      IMAGE_RESIZING: 'zone',
    });
    const html = await res.text();
    const logIn = /<a href="([^"]+)"[^>]*data-testid="log-in-link"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const signUp = /<a href="([^"]+)"[^>]*data-testid="sign-up-link"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    // Back to the page's own address: a parameter it does not read is not part of it (decision 092).
    const back = encodeURIComponent(PAGE);
    expect(logIn).toBe(`/log-in?redirectTo=${back}`);
    expect(signUp).toBe(`/sign-up?redirectTo=${back}`);
  });
});

describe('signed in (SPEC §2.9, §6)', () => {
  it("shows the account menu with the customer's name and the Products menu, and no Log In", async () => {
    const html = await page(await logInCookie(CUSTOMER));
    expect(behaviourRoots(html, 'account-menu')).toEqual([expect.stringContaining(' data-after-logout="/"')]);
    expect(html).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="account-menu-panel"/);
    // Without script the panel is a disclosure's, and Log out posts a form (decision 089).
    expect(html).toMatch(/<details data-no-script=""[^>]*><summary[^>]*>.*<div id="account-menu-panel" class=/s);
    expect(html).toMatch(/<form data-log-out=""[^>]* action="\/api\/session\/end" method="post"><button type="submit"/);
    expect(html).toMatch(/<form data-log-out=""[^>]*><button [^>]*>Log out<\/button>/);
    expect(dropdownMenus(html)).toEqual(['create-and-print', 'products']);
    expect(html.match(/<script[^>]* src="\/assets\/entry-[\w-]+\.js"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[^>]+ style=/);
    expect(html).toContain('id="nav-menu-products"');
    // Casey has no accessP2p: no pixels2Pages (SPEC §6; tests/worker/banners/menus.test.ts).
    for (const href of ['/facial-recognition', '/become-an-ambassador', external.giftCertificates()]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).not.toContain('data-testid="log-in-link"');
    expect(html).not.toContain('data-testid="sign-up-link"');
    expect(textOf(html)).toContain('Log out');
    // The account menu links into the account application; a customer gets no Admin link.
    expect(html).toContain(`href="${external.printProjects('casey-morgan')}"`);
    expect(html).not.toContain(`href="${external.admin()}"`);
  });

  it('never sends the email or the token to the browser', async () => {
    const cookie = await logInCookie(CUSTOMER);
    const html = await page(cookie);
    expect(html).not.toContain('casey@example.com');
    expect(html).not.toContain(cookie.split('=')[1]!);
  });

  it('shows the admin link to an admin', async () => {
    const html = await page(await logInCookie(ADMIN));
    expect(html).toMatch(/data-testid="account-name"[^>]*>Avery Chen</);
    expect(html).toMatch(new RegExp(`<a href="${external.admin()}"[^>]*>Admin</a>`));
  });

  it('shows the back office to an ambassador', async () => {
    const html = await page(await logInCookie(AMBASSADOR));
    expect(textOf(html)).toContain('Ambassador Back Office');
    expect(html).not.toMatch(new RegExp(`<a href="${external.admin()}"`));
  });

  it('puts the account menu in the header when the core API answers in time (decision 056)', async () => {
    const html = await page(await logInCookie(CUSTOMER));
    const menu = html.indexOf('data-behaviour="account-menu"');
    expect(menu).toBeGreaterThan(html.indexOf('<header'));
    expect(menu).toBeLessThan(html.indexOf('</header>'));
    expect(html).not.toContain('data-testid="account-fallback"');
  });

  it('puts a link to the account in its place when the core API is slow, the menu at the page’s end', async () => {
    const cookie = await logInCookie(CUSTOMER);
    await control('store', '/fault', { mode: 'slow', delayMs: 1500, path: '/core/current_user' });
    const html = await page(cookie);
    const placeholder = html.indexOf('data-testid="account-fallback"');
    expect(placeholder).toBeGreaterThan(html.indexOf('<header'));
    expect(placeholder).toBeLessThan(html.indexOf('</header>'));
    expect(html.indexOf('data-behaviour="account-menu"')).toBeGreaterThan(html.indexOf('</footer>'));
  });

  it('still renders the page, looking signed out, when the store is down', async () => {
    const cookie = await logInCookie(CUSTOMER);
    const status = (await site(PAGE)).status;
    await control('store', '/fault', { mode: 'down' });
    const res = await site(PAGE, { cookie });
    // The same page as with the store up: only the chrome's live parts are missing.
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain('<nav aria-label="Primary"');
    expect(html).toContain('data-testid="log-in-link"');
    expect(behaviourRoots(html, 'account-menu')).toEqual([]);
    expect(html).not.toContain('id="nav-menu-products"');
    expect(html).toContain('data-testid="company-meta"');
  });

  it('looks signed out with a cookie the core API does not accept', async () => {
    const html = await page('auth_token=not-a-real-token-123');
    expect(html).toContain('data-testid="log-in-link"');
    expect(behaviourRoots(html, 'account-menu')).toEqual([]);
  });
});

describe('footer (SPEC §1, §2.9)', () => {
  it('has the four sections with their links, social links, privacy, terms and the company meta', async () => {
    const html = await page();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    const t = textOf(footer);
    for (const heading of ['Get to Know Us', 'Make Money With Us', 'Products & Services', 'Let Us Help You']) {
      expect(footer).toMatch(new RegExp(`<h2 [^>]*>${heading.replace('&', '&amp;')}</h2>`));
    }
    for (const href of [
      '/our-story',
      '/our-story/team',
      '/press-releases',
      '/news-articles',
      '/become-an-ambassador',
      '/referrals',
      '/digital-conversion',
      '/create-and-print',
      '/forever-club',
      '/guarantee',
      '/shipping',
      '/returns',
      '/info',
      '/privacy',
      '/tos',
    ]) {
      expect(footer, href).toContain(`href="${href}"`);
    }
    for (const social of [external.facebook(), external.instagram(), external.youtube(), external.pinterest()]) {
      expect(footer).toContain(`href="${social}"`);
    }
    expect(t).toContain('Privacy Policy');
    expect(t).toContain('Terms of Service');
    expect(t).toContain(env.COMPANY_NAME);
    expect(t).toContain(env.COMPANY_ADDRESS);
    expect(footer).toContain(`href="mailto:${env.COMPANY_EMAIL}"`);
    expect(footer).toContain(`href="tel:8885550142"`);
    expect(t).toContain(env.COMPANY_PHONE);
    expect(footer).toContain(`href="${env.COMPANY_WEBSITE}"`);
  });
});
