// The information and legal pages (issue 13): copy from their content modules, the FAQ from the
// D1 copy, the company meta of SPEC §1 from the configuration; no store call at all.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { guarantee, info, ourStory } from '#client/pages/marketing/content/company.ts';
import { license, privacy, returns, shipping, tos } from '#client/pages/marketing/content/legal.ts';
import { syncCompany } from '#tests/worker/company/sync-company.ts';
import { clearStoreRequests, site, storeRequests } from '#tests/worker/helpers.ts';

beforeAll(syncCompany);

const PAGES = [ourStory, info, guarantee, privacy, tos, license, shipping, returns];
const htmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe.each(PAGES)('$route', (content) => {
  it('answers 200 with its one h1, title, description, canonical URL and Open Graph tags', async () => {
    const path = `/${content.route}`;
    const res = await site(path);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toContain(`${htmlText(content.hero.title)}</h1>`);
    expect(page).toContain(`<title>${htmlText(content.title)}`);
    expect(page).toContain(`<meta name="description" content="${htmlText(content.description)}"`);
    expect(page).toContain(`<link rel="canonical" href="http://localhost:8787${path}"`);
    expect(page).toContain('property="og:title"');
  });
});

describe('information pages', () => {
  it('show the company meta of SPEC §1 where they offer contact', async () => {
    for (const path of ['/info', '/privacy', '/tos', '/license', '/shipping', '/returns']) {
      const page = await (await site(path)).text();
      expect(page, path).toContain('data-testid="contact-card"');
      expect(page, path).toContain(env.COMPANY_ADDRESS);
      expect(page, path).toContain(`mailto:${env.COMPANY_EMAIL}`);
      expect(page, path).toContain(env.COMPANY_PHONE);
    }
  });
  it('states the guarantee of lifetime plus 100 years, with the storage FAQ and its FAQPage JSON-LD', async () => {
    const page = await (await site('/guarantee')).text();
    expect(page).toContain('Your lifetime plus 100 years');
    expect(page).toContain('data-testid="faq-block"');
    expect(page).toContain('"@type":"FAQPage"');
  });
  it('never call the store', async () => {
    await clearStoreRequests();
    for (const content of PAGES) await (await site(`/${content.route}`)).text();
    const calls = (await storeRequests()).filter((r) => !r.path.includes('shared-header'));
    expect(calls).toEqual([]);
  });
  it('are in the sitemap', async () => {
    const xml = await (await site('/sitemap.xml')).text();
    for (const content of PAGES) expect(xml).toContain(`<loc>http://localhost:8787/${content.route}</loc>`);
  });
});
