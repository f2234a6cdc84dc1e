import type { Hono } from 'hono';
import { isPixels2PagesRoute, type RouteName, routes } from '#client/routes/table.ts';
import type { AppEnv } from '#worker/env.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import type { PageHandlers } from './page.ts';

/**
 * Registers every route of the table, in table order (static paths before their `:slug`
 * siblings). Routes whose page is not built yet answer 404; pixels2Pages routes divert to the
 * maintenance page while the maintenance switch is on (SPEC §2.5).
 */
export function registerPages(app: Hono<AppEnv>, handlers: PageHandlers) {
  for (const name of Object.keys(routes) as RouteName[]) {
    const handler = handlers[name];
    app.get(routes[name].path, async (c) => {
      const config = c.get('config');
      if (isPixels2PagesRoute(name) && config.P2P_MAINTENANCE && config.P2P_MAINTENANCE_URL) {
        return c.redirect(config.P2P_MAINTENANCE_URL, 302);
      }
      return handler ? handler(c) : renderErrorPage(c, 404, 'This page could not be found');
    });
  }
}
