import { Hono } from 'hono';
import { pathTo } from '#client/routes/paths.ts';
import type { AppEnv } from '#worker/env.ts';

/**
 * GET /robots.txt: the site may be crawled except /api and the pages that are a visitor's own
 * (log-in) or endless (search results); the sitemap is named. Anywhere but production the
 * answer is to stay out entirely, so a staging copy never competes with the real site.
 */
export const robotsTxt = new Hono<AppEnv>().get('/', (c) => {
  const origin = new URL(c.req.url).origin;
  const lines =
    c.get('config').APP_ENV === 'production'
      ? [
          'User-agent: *',
          'Disallow: /api/',
          `Disallow: ${pathTo('log-in')}`,
          `Disallow: ${pathTo('yours-search')}`,
          '',
          `Sitemap: ${origin}/sitemap.xml`,
        ]
      : ['User-agent: *', 'Disallow: /'];
  return c.text(`${lines.join('\n')}\n`, 200, { 'Cache-Control': 'public, max-age=3600' });
});
