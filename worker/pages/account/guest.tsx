import * as v from 'valibot';
import { type FieldErrors, fieldErrors, GuestForm, postedText } from '#client/pages/account/forms.ts';
import { GUEST_HEAD, GuestPage } from '#client/pages/account/GuestPage.tsx';
import { safeRedirectTarget } from '#core/domain/redirect-target.ts';
import { CAPTCHA_TEXT, TURNSTILE_RESPONSE_FIELD } from '#core/domain/turnstile.ts';
import { pathTo } from '#core/routes/paths.ts';
import { setAuthCookie } from '#worker/http/auth-cookie.ts';
import { byAddress, overLimit, TOO_MANY_ATTEMPTS } from '#worker/http/rate-limit.ts';
import { registerGuest } from '#worker/store/account-operations.ts';
import { definePage } from '../unit/define-page.ts';
import { redirect } from '../unit/outcomes.ts';
import { captchaSettings, verifyCaptcha } from './captcha.ts';
import { storeRefusal } from './store-refusal.ts';

interface GuestData {
  /** Where the visitor goes back to once registered (SPEC §5's rule; home otherwise). */
  target: string;
  captcha: { siteKey: string; scriptUrl: string } | null;
  registered: string;
  errors: FieldErrors;
  name: string;
  email: string;
}

const GUEST_REFUSED = 'We could not register you as a guest. Check the form and try again.';

/**
 * /guest: guest registration with a captcha (SPEC §6, §7 POST /guest_registrations). The worker
 * verifies the Turnstile token before it calls the store. Signed-in visitors are sent home (SPEC §4).
 * Registrations are rate limited by address, before the captcha is verified (docs/decisions/071).
 * A "Log in to buy" link's guest path carries a redirectTo: the guest, signed in with the store's
 * guest session, goes back there (docs/decisions/080).
 */
export const guestPage = definePage<GuestData>({
  route: 'guest',
  cache: 'private',
  async load(ctx) {
    if ((await ctx.session()).isAuthenticated) redirect(pathTo('index'));
    const captcha = captchaSettings(ctx.config);
    const target = safeRedirectTarget(ctx.query('redirectTo'));
    return {
      target,
      captcha,
      registered: '',
      errors: captcha ? {} : { form: CAPTCHA_TEXT.unavailable },
      name: '',
      email: '',
    };
  },
  async action(c, ctx) {
    if ((await ctx.session()).isAuthenticated) return c.redirect(pathTo('index'), 303);
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const shown = postedText(body, 'name', 'email');
    const refuse = (status: number, errors: FieldErrors) => ({ status, rerender: { errors, ...shown } });
    const form = v.safeParse(GuestForm, body);
    const errors = form.success ? {} : fieldErrors(form.issues);
    const token =
      typeof body[TURNSTILE_RESPONSE_FIELD] === 'string' ? body[TURNSTILE_RESPONSE_FIELD].slice(0, 2048) : '';
    if (!token) errors.captcha = CAPTCHA_TEXT.missing;
    if (!form.success || !token) return refuse(400, errors);
    if (!captchaSettings(ctx.config)) return refuse(503, { form: CAPTCHA_TEXT.unavailable });
    if (await overLimit(c, byAddress(c, 'ACCOUNT_MAIL_LIMIT'))) return refuse(429, { form: TOO_MANY_ATTEMPTS });

    const verdict = await verifyCaptcha(ctx.config, token, c.req.header('cf-connecting-ip'));
    if (verdict === 'unavailable') {
      c.get('reporter').warning('Turnstile siteverify could not be reached.', {});
      return refuse(503, { form: CAPTCHA_TEXT.unavailable });
    }
    if (verdict === 'refused') return refuse(400, { captcha: CAPTCHA_TEXT.refused });
    try {
      const guest = await registerGuest(ctx.config, { ...form.output, metadata: { source: 'guest-page' } }, token);
      // A guest session: back to the page the visitor came from, which now offers its add to cart.
      if (guest.auth_token) {
        setAuthCookie(c, guest.auth_token);
        return c.redirect(safeRedirectTarget(ctx.query('redirectTo')), 303);
      }
      return { status: 201, rerender: { registered: guest.name } };
    } catch (error) {
      const refusal = storeRefusal(c, error, GUEST_REFUSED);
      return refuse(refusal.status, refusal.errors);
    }
  },
  head: () => ({ ...GUEST_HEAD, noindex: true }),
  body: ({ data }) => (
    <GuestPage
      target={data.target}
      captcha={data.captcha}
      registered={data.registered}
      errors={data.errors}
      name={data.name}
      email={data.email}
    />
  ),
});
