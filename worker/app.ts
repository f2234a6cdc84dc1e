import { HTTPException } from 'hono/http-exception';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { MESSAGES } from '#core/domain/messages.ts';
import { NO_SCRIPT_MARK } from '#core/domain/no-script.ts';
import { Hono } from '#worker/http/hono.ts';
import { cachePurgeApi } from './api/cache-purge.ts';
import { cartApi } from './api/cart.ts';
import { clientErrorsApi } from './api/client-errors.ts';
import { currentUserApi } from './api/current-user.ts';
import { draftsApi } from './api/drafts.ts';
import { healthApi } from './api/health.ts';
import { impersonationsApi } from './api/impersonations.ts';
import { noScriptApi } from './api/no-script.ts';
import { previewApi } from './api/preview.ts';
import { printBrowserApi } from './api/print-browser.tsx';
import { savedProductsApi } from './api/saved-products.ts';
import { sessionApi } from './api/session.ts';
import { storeInfoApi } from './api/store-info.ts';
import { utmApi } from './api/utm.ts';
import { getConfig } from './config/config.ts';
import { withFaultyD1 } from './db/fault-env.ts';
import { revalidationRequest } from './edge-cache/revalidate.ts';
import type { AppEnv } from './env.ts';
import { createReporter } from './errors/reporter.ts';
import { limitBody } from './http/body-limit.ts';
import { resetSessionOnAuthError } from './http/request-user.ts';
import { sameOriginOnly } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serverTiming } from './http/server-timing.ts';
import { visitorAddress } from './http/visitor-address.ts';
import { resizeRoute } from './images/resize-route.ts';
import { accountAppPassThrough } from './pages/account/account-app.ts';
import { pageTable } from './pages/handlers.ts';
import { registerPages } from './pages/register.ts';
import { robotsRoutes } from './pages/seo/robots.ts';
import { SITEMAP_PATH, sitemapXml } from './pages/seo/sitemap.ts';
import type { PageTable } from './pages/unit/define-page.ts';
import { errorPageFallback, renderErrorPage } from './ssr/error-response.tsx';

const NO_SUCH_API = 'There is no such API endpoint.';

/** The site worker's app; tests may put pages of their own in place of the table's. */
export function createApp(pages: Partial<PageTable> = {}) {
  const app = new Hono<AppEnv>();

  // The visitor's address (CF-Connecting-IP) goes with every call to the store (X-Forwarded-For).
  app.use('*', visitorAddress);
  app.use('*', async (c, next) => {
    const dsn = typeof c.env.SENTRY_DSN === 'string' && c.env.SENTRY_DSN ? c.env.SENTRY_DSN : undefined;
    const environment = String(c.env.SENTRY_ENVIRONMENT || c.env.APP_ENV);
    c.set(
      'reporter',
      createReporter({ dsn, environment, request: c.req.raw, ctx: c.executionCtx as ExecutionContext }),
    );
    c.set('config', getConfig(c.env));
    // The local stack's far or failing D1, when switched on (decision 079); not in production's build (101).
    if (__LOCAL_STACK__ && c.get('config').D1_FAULT) c.env = withFaultyD1(c.env, c.get('config').D1_FAULT);
    // A stale cached page is rendered again by a request of its own through this app (decision 076).
    c.set('rerender', (url) =>
      Promise.resolve(app.fetch(revalidationRequest(url), c.env, c.executionCtx as ExecutionContext)).then(
        async (res) => {
          await res.body?.cancel();
          return res.status === 204;
        },
      ),
    );
    await next();
  });
  // The account application's paths go to it before anything of the site's touches them.
  app.use('*', accountAppPassThrough);
  app.use('*', serverTiming);
  app.use('*', securityHeaders);
  // The sync worker's purge (decision 076): a server's call with its secret, not a page's form.
  app.route('/__cache/purge', cachePurgeApi);
  // `/yours/` is `/yours`: a page read with a trailing slash redirects to it, always, since the
  // router (PatternRouter, worker/http/hono.ts) takes `/yours/` for `/yours`; other methods get 404.
  app.use('*', trimTrailingSlash({ alwaysRedirect: true }));
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (path.length === 1 || !path.endsWith('/')) return next();
    return path.startsWith('/api/') ? c.json({ error: NO_SUCH_API }, 404) : c.notFound();
  });
  // Every state-changing request, to /api or a page's own form, must come from our pages.
  app.use('*', sameOriginOnly);
  // And no body is read past a byte cap (413), whether it says its length or not.
  app.use('*', limitBody());
  // A session token the store refused is cleared on this response (docs/decisions/023).
  app.use('*', resetSessionOnAuthError);

  app.route('/api/session', sessionApi);
  app.route(NO_SCRIPT_MARK, noScriptApi);
  app.route('/api/current-user', currentUserApi);
  app.route('/api/store-info', storeInfoApi);
  app.route('/api/client-errors', clientErrorsApi);
  app.route('/api/drafts', draftsApi);
  app.route('/api/impersonations', impersonationsApi);
  app.route('/api/preview', previewApi);
  app.route('/api/utm', utmApi);
  app.route('/api/saved-products', savedProductsApi);
  app.route('/api/cart', cartApi);
  app.route('/api/print-browser', printBrowserApi);
  app.route('/api/health', healthApi);
  app.all('/api/*', (c) => c.json({ error: NO_SUCH_API }, 404));
  // The local stack resizes pictures itself; production's zone does (docs/decisions/060, 101).
  if (__LOCAL_STACK__) app.route('/cdn-cgi/image', resizeRoute());
  app.route('/robots.txt', robotsRoutes);
  app.route(SITEMAP_PATH, sitemapXml);

  registerPages(app, { ...pageTable, ...pages });

  app.notFound((c) => renderErrorPage(c, 404, MESSAGES.unknownRoute));
  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    if (!c.get('config')) {
      // Misconfigured worker: no config to render the site with (SPEC §8 "Unknown middleware": 500).
      createReporter({ environment: 'unknown' }).error(error);
      return errorPageFallback(500, error);
    }
    if (status >= 500) c.get('reporter').error(error, { url: c.req.url });
    return renderErrorPage(c, status, error.message);
  });
  return app;
}
