import { externalAuthUrl, signUpHref } from '#client/domain/auth-links.ts';
import { safeRedirectTarget } from '#client/domain/redirect-target.ts';
import { LOG_IN_HEAD, LogInPage } from '#client/pages/LogInPage.tsx';
import { pathTo } from '#client/routes/paths.ts';
import { routes } from '#client/routes/table.ts';
import { requestUser } from '#worker/http/request-user.ts';
import { renderPage } from '#worker/ssr/render-page.tsx';
import type { PageHandler } from './page.ts';

/**
 * /log-in. A redirectTo failing SPEC §5's rule is dropped (home instead). Users the core API
 * confirms are sent home (SPEC §4); if it cannot say, the visitor is treated as signed out.
 * In production the external log-in page takes over, carrying the absolute target (SPEC §2.4);
 * elsewhere the in-app page with the log-in form.
 */
export const logInPage: PageHandler = async (c) => {
  const config = c.get('config');
  const url = new URL(c.req.url);
  const target = safeRedirectTarget(c.req.query('redirectTo'));
  c.header('Cache-Control', 'private, no-store');

  if (await requestUser(c)) {
    return c.redirect(pathTo('index'), 302);
  }
  if (config.APP_ENV === 'production') {
    return c.redirect(externalAuthUrl(config.LOGIN_URL, url.origin, target), 302);
  }
  return renderPage(c, {
    layout: routes['log-in'].layout,
    head: { ...LOG_IN_HEAD, noindex: true },
    body: (
      <LogInPage
        redirectTo={target}
        signUpHref={signUpHref({
          appEnv: config.APP_ENV,
          loginUrl: config.LOGIN_URL,
          registerUrl: config.REGISTER_URL,
          origin: url.origin,
          returnTo: target,
        })}
      />
    ),
  });
};
