import { AccountPanel } from '#client/components/account/AccountPanel.tsx';
import { FormAlert } from '#client/components/account/FormAlert.tsx';
import { TextField } from '#client/components/account/TextField.tsx';
import { pathTo } from '#core/routes/paths.ts';
import type { FieldErrors } from './forms.ts';

export const PASSWORD_RESET_HEAD = {
  title: 'Reset Your Password',
  description: 'Ask for a link to choose a new password for your Forever Memories account.',
} as const;

/** The same response whether or not the address has an account: it must not tell which. */
export const PASSWORD_RESET_SENT =
  'If an account uses that address, we have emailed it a link to choose a new password. Check your inbox.';
export const PASSWORD_RESET_UNREACHABLE = 'We could not send the link right now. Please try again in a few minutes.';

interface Props {
  sent: boolean;
  errors: FieldErrors;
  email: string;
}

export function PasswordResetPage({ sent, errors, email }: Props) {
  return (
    <AccountPanel
      id="password-reset-title"
      title="Reset Your Password"
      intro="Enter the email address of your account and we will send you a link."
    >
      {sent ? (
        <FormAlert message={PASSWORD_RESET_SENT} tone="success" />
      ) : (
        <form method="post" action={pathTo('passwords-new')} className="space-y-5" noValidate>
          <FormAlert message={errors.form ?? ''} tone="error" />
          <TextField
            id="password-reset-email"
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={email}
            error={errors.email}
          />
          <button type="submit" className="btn-primary w-full">
            Send Reset Link
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        <a href={pathTo('log-in')} className="font-semibold text-brand-700">
          Back to log in
        </a>
      </p>
    </AccountPanel>
  );
}
