import { afterEach, describe, expect, it } from 'vitest';
import { external } from '#core/routes/external.ts';
import { CUSTOMER, logInCookie, resetFixtures, site } from '#tests/worker/helpers.ts';

afterEach(resetFixtures);

const P2P_MEMBER = { email: 'riley.club@example.com', password: CUSTOMER.password };
const ADMIN = { email: 'avery.admin@example.com', password: CUSTOMER.password };
const header = async (cookie?: string) => {
  const html = await (await site('/our-story', cookie ? { cookie } : {})).text();
  // Without the footer (its links are the same for everyone); the streamed menus included.
  return html.replace(/<footer[\s\S]*?<\/footer>/, '');
};
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('the Products menu per role (SPEC §2.9, §6)', () => {
  it('is not there for a signed-out visitor', async () => {
    expect(await header()).not.toContain('nav-menu-products');
  });

  it('has no pixels2Pages without accessP2p, and never Find an Ambassador', async () => {
    const html = await header(await logInCookie(CUSTOMER));
    expect(html).toContain('id="nav-menu-products"');
    expect(html).toContain('href="/become-an-ambassador"');
    expect(html).not.toContain('href="/pixels2pages"');
    expect(html).not.toContain('Find an Ambassador');
  });

  it('lists pixels2Pages for accessP2p, in the bar and in the small-screen menu', async () => {
    const html = await header(await logInCookie(P2P_MEMBER));
    expect(count(html, 'href="/pixels2pages"')).toBe(2);
    expect(html).not.toContain('Find an Ambassador');
  });

  it('keeps each variant apart although both are prerendered once per isolate (decision 020)', async () => {
    const customer = await logInCookie(CUSTOMER);
    const member = await logInCookie(P2P_MEMBER);
    for (let i = 0; i < 2; i++) {
      expect(await header(member)).toContain('href="/pixels2pages"');
      expect(await header(customer)).not.toContain('href="/pixels2pages"');
    }
  });
});

describe('the admin menu (SPEC §6)', () => {
  it('is there for an admin only', async () => {
    expect(await header(await logInCookie(ADMIN))).toContain(`href="${external.admin()}"`);
    expect(await header(await logInCookie(CUSTOMER))).not.toContain(`href="${external.admin()}"`);
  });
});
