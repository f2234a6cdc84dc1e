// The page texts asset (docs/decisions/101): the build writes the marketing pages' content and the
// print catalogue's copy to /page-texts.json, and the worker renders from that file, not from its
// bundle. The file must say what the typed modules say, and each marketing route's cache policy
// (said in its line of the table, now that the content is not in the bundle) must match whether
// its content sells.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SHOP_COPY } from '#client/components/shop/marketing/copy-texts.ts';
import { MARKETING_CONTENT, type MarketingRoute } from '#client/pages/marketing/content/all.ts';
import { planSlugs } from '#client/pages/marketing/content/types.ts';
import { PAGE_TEXTS_PATH } from '#client/pages/page-texts.ts';
import { LANDING_CATEGORIES } from '#core/domain/shop/marketing.ts';
import { site } from '#tests/worker/helpers.ts';
import { marketingRoutes } from '#worker/pages/marketing/routes.ts';

const routes = Object.keys(MARKETING_CONTENT) as MarketingRoute[];

describe('the page texts asset', () => {
  it('holds exactly the content and copy of the typed modules, as JSON carries them', async () => {
    const res = await env.ASSETS.fetch(`https://assets.local${PAGE_TEXTS_PATH}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toStrictEqual(
      JSON.parse(JSON.stringify({ marketing: MARKETING_CONTENT, shop: SHOP_COPY })),
    );
  });

  it('has a page for every content and content for every marketing page', () => {
    expect(Object.keys(marketingRoutes).sort()).toEqual([...routes].sort());
  });

  it.each(routes)('%s: cached whole only when it sells nothing', (route) => {
    const sells = planSlugs(MARKETING_CONTENT[route]).length > 0;
    expect(marketingRoutes[route].cache).toBe(sells ? 'live' : 'content');
  });

  it('renders a marketing page and a print category from the asset', async () => {
    const club = await (await site('/forever-club')).text();
    expect(club).toContain(MARKETING_CONTENT['forever-club'].hero.lead);
    const category = LANDING_CATEGORIES[0]!;
    const landing = await (await site(`/create-and-print/${category.nameSlug}`)).text();
    expect(landing).toContain(`<meta name="description" content="${SHOP_COPY.categories[category.nameSlug]}"`);
  });
});
