import type { Hono } from 'hono';
import { isP2pRoute, type RouteName, routes } from '#core/routes/table.ts';
import type { AppEnv } from '#worker/env.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';
import type { PageTable } from './unit/define-page.ts';
import { servePage } from './unit/serve-page.tsx';

/**
 * Registers every route of the table, in table order (static paths before their `:slug`
 * siblings). A page with a form action answers its POST too. Routes whose page is not built
 * answer 404; pixels2Pages routes divert to the maintenance page while the maintenance switch is
 * on (SPEC §2.5).
 */
export function registerPages(app: Hono<AppEnv>, table: PageTable) {
  for (const name of Object.keys(routes) as RouteName[]) {
    const entry = table[name];
    const methods = entry.kind === 'page' && entry.action ? ['GET', 'POST'] : ['GET'];
    app.on(methods, routes[name].path, async (c) => {
      const config = c.get('config');
      if (isP2pRoute(name) && config.P2P_MAINTENANCE && config.P2P_MAINTENANCE_URL) {
        return c.redirect(config.P2P_MAINTENANCE_URL, 302);
      }
      return entry.kind === 'page' ? servePage(c, entry) : renderErrorPage(c, 404, 'This page could not be found');
    });
  }
}
