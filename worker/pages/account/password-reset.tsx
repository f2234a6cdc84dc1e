import * as v from 'valibot';
import { type FieldErrors, fieldErrors, PasswordResetForm, postedText } from '#client/pages/account/forms.ts';
import {
  PASSWORD_RESET_HEAD,
  PASSWORD_RESET_UNREACHABLE,
  PasswordResetPage,
} from '#client/pages/account/PasswordResetPage.tsx';
import { pathTo } from '#core/routes/paths.ts';
import { byAddress, overLimit, TOO_MANY_ATTEMPTS } from '#worker/http/rate-limit.ts';
import { requestPasswordReset } from '#worker/store/account-operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { definePage } from '../unit/define-page.ts';
import { redirect } from '../unit/outcomes.ts';

interface PasswordResetData {
  sent: boolean;
  errors: FieldErrors;
  email: string;
}

/**
 * /passwords/new: asks the store for a reset link (POST /passwords). The page answers the same
 * whether or not the address has an account, and a store that refuses an unknown address
 * (404, 422) must not give it away either; an outage asks to try again. Signed-in visitors are
 * sent home, as from log-in. Reset mails are rate limited by address (docs/decisions/071).
 */
export const passwordResetPage = definePage<PasswordResetData>({
  route: 'passwords-new',
  cache: 'private',
  async load(ctx) {
    if ((await ctx.session()).isAuthenticated) redirect(pathTo('index'));
    return { sent: false, errors: {}, email: '' };
  },
  async action(c, ctx) {
    if ((await ctx.session()).isAuthenticated) return c.redirect(pathTo('index'), 303);
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const { email } = postedText(body, 'email');
    const form = v.safeParse(PasswordResetForm, body);
    if (!form.success) return { status: 400, rerender: { errors: fieldErrors(form.issues), email } };
    if (await overLimit(c, byAddress(c, 'ACCOUNT_MAIL_LIMIT')))
      return { status: 429, rerender: { errors: { form: TOO_MANY_ATTEMPTS }, email } };
    try {
      await requestPasswordReset(ctx.config, form.output.email);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.status >= 500 || error.status === 429) {
        c.get('reporter').error(error, { data: error.data });
        return {
          status: error.status === 429 ? 429 : 502,
          rerender: { errors: { form: PASSWORD_RESET_UNREACHABLE }, email },
        };
      }
    }
    return { status: 200, rerender: { sent: true, email: '' } };
  },
  head: () => ({ ...PASSWORD_RESET_HEAD, noindex: true }),
  body: ({ data }) => <PasswordResetPage sent={data.sent} errors={data.errors} email={data.email} />,
});
