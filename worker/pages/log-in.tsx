import * as v from 'valibot';
import { LOG_IN_HEAD, LogInPage } from '#client/pages/LogInPage.tsx';
import { signUpHref } from '#core/domain/auth-links.ts';
import { Credentials } from '#core/domain/credentials.ts';
import { LOG_IN_UNREACHABLE, logInErrorText } from '#core/domain/log-in-error.ts';
import { safeRedirectTarget } from '#core/domain/redirect-target.ts';
import { pathTo } from '#core/routes/paths.ts';
import { setAuthCookie } from '#worker/http/auth-cookie.ts';
import { byAddress, byEmail, overLimit, TOO_MANY_ATTEMPTS } from '#worker/http/rate-limit.ts';
import { logIn } from '#worker/store/operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { toExternalAuth } from './account/external-auth.ts';
import { definePage, type PageDef } from './unit/define-page.ts';
import { redirect } from './unit/outcomes.ts';

export interface LogInData {
  target: string;
  signUpHref: string;
  /** A refused log-in posted without JavaScript, shown on the page again. */
  error: string;
  email: string;
}

/**
 * The log-in page, served at /log-in and /sign_in (and /login without a token; docs/decisions/022).
 * A redirectTo failing SPEC §5's rule is dropped (home instead). Users the core API confirms are
 * sent home (SPEC §4). In production the external log-in page takes over, coming back through
 * the /login callback to the target (SPEC §2.4, docs/decisions/036); elsewhere the in-app form,
 * which posts to /log-in when JavaScript is off and to /api/session when it is on. Production
 * takes no password here on any of those paths: a post is sent back to the page (and so on to the
 * external one). Log-in attempts are rate limited by address and by email (docs/decisions/071).
 */
export const logInUnit = {
  cache: 'private',
  async load(ctx) {
    const target = safeRedirectTarget(ctx.query('redirectTo'));
    if ((await ctx.session()).isAuthenticated) redirect(pathTo('index'));
    // Only the local build takes a password here, and not as production (docs/decisions/022, 101).
    if (!__LOCAL_STACK__ || ctx.config.APP_ENV === 'production') toExternalAuth(ctx, ctx.config.LOGIN_URL, target);
    return { target, signUpHref: signUpHref({ ...ctx.auth, returnTo: target }), error: '', email: '' };
  },
  async action(c, ctx) {
    if (!__LOCAL_STACK__ || ctx.config.APP_ENV === 'production')
      return c.redirect(`${ctx.url.pathname}${ctx.url.search}`, 303);
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const email = typeof body.email === 'string' ? body.email.slice(0, 254) : '';
    const form = v.safeParse(Credentials, body);
    if (!form.success) return { status: 400, rerender: { error: form.issues[0].message, email } };
    if (await overLimit(c, byAddress(c, 'LOG_IN_LIMIT'), byEmail('LOG_IN_EMAIL_LIMIT', form.output.email)))
      return { status: 429, rerender: { error: TOO_MANY_ATTEMPTS, email } };
    try {
      const user = await logIn(ctx.config, form.output);
      setAuthCookie(c, user.auth_token);
      return c.redirect(safeRedirectTarget(ctx.query('redirectTo')), 303);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const refused = error.status >= 400 && error.status < 500;
      if (!refused) c.get('reporter').error(error, { data: error.data });
      return {
        status: refused ? error.status : 502,
        rerender: { error: refused ? logInErrorText(error.data) : LOG_IN_UNREACHABLE, email },
      };
    }
  },
  head: () => ({ ...LOG_IN_HEAD, noindex: true }),
  // Only the local build has the form: a deployed one's load has sent the visitor on.
  body: ({ data }) =>
    __LOCAL_STACK__ ? (
      <LogInPage redirectTo={data.target} signUpHref={data.signUpHref} error={data.error} email={data.email} />
    ) : null,
} satisfies Omit<PageDef<LogInData>, 'route'>;

export const logInPage = definePage<LogInData>({ ...logInUnit, route: 'log-in' });
