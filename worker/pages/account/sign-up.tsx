import * as v from 'valibot';
import { type FieldErrors, fieldErrors, postedText, SignUpForm } from '#client/pages/account/forms.ts';
import { SIGN_UP_HEAD, SignUpPage } from '#client/pages/account/SignUpPage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import { safeRedirectTarget } from '#core/domain/redirect-target.ts';
import { pathTo } from '#core/routes/paths.ts';
import { setAuthCookie } from '#worker/http/auth-cookie.ts';
import { byAddress, overLimit, TOO_MANY_ATTEMPTS } from '#worker/http/rate-limit.ts';
import { signUp } from '#worker/store/account-operations.ts';
import { definePage } from '../unit/define-page.ts';
import { redirect } from '../unit/outcomes.ts';
import { toExternalAuth } from './external-auth.ts';
import { storeRefusal } from './store-refusal.ts';

interface SignUpData {
  target: string;
  logInHref: string;
  errors: FieldErrors;
  name: string;
  email: string;
}

const SIGN_UP_REFUSED = 'We could not create your account. Check the form and try again.';

/**
 * /sign-up (SPEC §2.4). In production the external register page takes over, coming back
 * through /login; elsewhere the in-app form, which signs the new account in (the store's response
 * carries its token) and goes on to the validated redirectTo. Sign-ups are rate limited by address
 * (docs/decisions/071).
 */
export const signUpPage = definePage<SignUpData>({
  route: 'sign-up',
  cache: 'private',
  async load(ctx) {
    const target = safeRedirectTarget(ctx.query('redirectTo'));
    if ((await ctx.session()).isAuthenticated) redirect(pathTo('index'));
    // Only the local build signs people up here, and not as production (docs/decisions/101).
    if (!__LOCAL_STACK__ || ctx.config.APP_ENV === 'production') toExternalAuth(ctx, ctx.config.REGISTER_URL, target);
    return { target, logInHref: logInHref({ ...ctx.auth, returnTo: target }), errors: {}, name: '', email: '' };
  },
  async action(c, ctx) {
    if (!__LOCAL_STACK__ || ctx.config.APP_ENV === 'production') return c.redirect(pathTo('sign-up'), 303);
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const shown = postedText(body, 'name', 'email');
    const form = v.safeParse(SignUpForm, body);
    if (!form.success)
      return { status: 400, rerender: { errors: fieldErrors(form.issues), name: shown.name, email: shown.email } };
    if (await overLimit(c, byAddress(c, 'ACCOUNT_MAIL_LIMIT')))
      return { status: 429, rerender: { errors: { form: TOO_MANY_ATTEMPTS }, name: shown.name, email: shown.email } };
    try {
      const user = await signUp(ctx.config, form.output);
      setAuthCookie(c, user.auth_token);
      return c.redirect(safeRedirectTarget(ctx.query('redirectTo')), 303);
    } catch (error) {
      const { status, errors } = storeRefusal(c, error, SIGN_UP_REFUSED);
      return { status, rerender: { errors, name: shown.name, email: shown.email } };
    }
  },
  head: () => ({ ...SIGN_UP_HEAD, noindex: true }),
  // Only the local build has the form: a deployed one's load has sent the visitor on.
  body: ({ data }) =>
    __LOCAL_STACK__ ? (
      <SignUpPage
        redirectTo={data.target}
        logInHref={data.logInHref}
        errors={data.errors}
        name={data.name}
        email={data.email}
      />
    ) : null,
});
