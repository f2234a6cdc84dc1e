import { AccountPanel } from '#client/components/account/AccountPanel.tsx';
import { Captcha } from '#client/components/account/Captcha.tsx';
import { FormAlert } from '#client/components/account/FormAlert.tsx';
import { TextField } from '#client/components/account/TextField.tsx';
import { pathTo } from '#core/routes/paths.ts';
import type { FieldErrors } from './forms.ts';

export const GUEST_HEAD = {
  title: 'Continue as a Guest',
  description: 'Register as a guest with your name and email address to shop without an account.',
} as const;

export const guestRegistered = (name: string) => `Thank you, ${name}. You are registered as a guest.`;

interface Props {
  /** Where the visitor goes back to once registered, checked by SPEC §5's rule. */
  target: string;
  captcha: { siteKey: string; scriptUrl: string } | null;
  /** The guest's name once registered. */
  registered: string;
  errors: FieldErrors;
  name: string;
  email: string;
}

/** Guest registration (SPEC §6): name, email and a captcha; plain form post to the page itself. */
export function GuestPage({ target, captcha, registered, errors, name, email }: Props) {
  const back = target === '/' ? undefined : target;
  return (
    <AccountPanel
      id="guest-title"
      title="Continue as a Guest"
      intro="No account needed: tell us who you are and we will keep you posted about your order."
    >
      {registered ? (
        <>
          <FormAlert message={guestRegistered(registered)} tone="success" />
          {back ? (
            <p className="mt-4">
              <a href={back} className="btn-primary">
                Back to where you were
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <form method="post" action={pathTo('guest', {}, { redirectTo: back })} className="space-y-5" noValidate>
          <FormAlert message={errors.form ?? ''} tone="error" />
          <TextField
            id="guest-name"
            name="name"
            label="Name"
            autoComplete="name"
            maxLength={100}
            defaultValue={name}
            error={errors.name}
          />
          <TextField
            id="guest-email"
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={email}
            error={errors.email}
          />
          {captcha ? <Captcha siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} error={errors.captcha} /> : null}
          <button type="submit" className="btn-primary w-full" disabled={!captcha}>
            Register as a Guest
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Have an account?{' '}
        <a href={pathTo('log-in', {}, { redirectTo: back })} className="font-semibold text-brand-700">
          Log in
        </a>
      </p>
    </AccountPanel>
  );
}
