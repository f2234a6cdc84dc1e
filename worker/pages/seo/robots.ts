import { ACCOUNT_APP_PATHS } from '#core/routes/account-app.ts';
import { external } from '#core/routes/external.ts';
import { type RouteName, routes } from '#core/routes/table.ts';
import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';
import { pageTable } from '#worker/pages/handlers.ts';
import type { PageTable } from '#worker/pages/unit/define-page.ts';
import { POST_SECTIONS, type SeoSection } from './post-sections.ts';
import { SITEMAP_PATH } from './sitemap.ts';

/** The form pages, built or not: nothing in them is worth a search result. */
const FORMS: readonly RouteName[] = ['log-in', 'sign-in', 'login', 'sign-up', 'passwords-new', 'guest'];

/**
 * The rules for one page, query strings included, and nothing that merely starts like it (RFC
 * 9309's `$`): `/yours/search` must not keep crawlers from a post `/yours/searching-census-records`.
 */
const pageRules = (path: string) => [`${path}$`, `${path}?`];

/** A route's rules: its page, and with a parameter, the folder of its pages. */
function routeRules(path: string): string[] {
  const param = path.indexOf('/:');
  if (param < 0) return pageRules(path);
  const base = path.slice(0, param);
  const optionalOnly = path.endsWith('?') && param === path.lastIndexOf('/:');
  return [...(optionalOnly && base ? pageRules(base) : []), `${base}/`];
}

/**
 * What crawlers are kept out of, as robots.txt rules: the API; forms and anybody's own pages (the
 * form routes, every built page that is not public or not shared, and the account application,
 * admin, cart and sign-in pages of SPEC §2.4 that share this host); the post sections' endless
 * search results.
 */
export function disallowRules(pages: PageTable = pageTable, sections: readonly SeoSection[] = POST_SECTIONS): string[] {
  const own = (Object.keys(routes) as RouteName[]).filter((name) => {
    const entry = pages[name];
    return entry.kind === 'page' && ((entry.access ?? 'public') !== 'public' || entry.cache === 'private');
  });
  const rules = [
    '/api/',
    ...[...FORMS, ...own, ...sections.map((s) => s.routes.search)].flatMap((name) => routeRules(routes[name].path)),
    ...ACCOUNT_APP_PATHS.flatMap((path) => [...pageRules(path), `${path}/`]),
    ...[external.signIn(), external.loginCallback()].flatMap(pageRules),
  ];
  return [...new Set(rules)];
}

/**
 * The robots.txt of a copy of the site. A copy configured NOINDEX (staging, any copy that is
 * not the real site) shuts every crawler out, so it never competes with the real site in search
 * results. Local development is crawlable on purpose: the benchmark's Lighthouse SEO audit
 * reads it as production would (docs/decisions/019).
 */
export function robotsTxt(noindex: boolean, origin: string, disallowed: readonly string[] = disallowRules()): string {
  const lines = noindex
    ? ['User-agent: *', 'Disallow: /']
    : [
        "# Crawl the site, but not its API, its forms, its search results or anybody's own pages.",
        'User-agent: *',
        'Allow: /',
        ...disallowed.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}${SITEMAP_PATH}`,
      ];
  return `${lines.join('\n')}\n`;
}

/** GET /robots.txt */
export const robotsRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.text(robotsTxt(c.get('config').NOINDEX, new URL(c.req.url).origin), 200, {
    'Cache-Control': 'public, max-age=3600',
  }),
);
