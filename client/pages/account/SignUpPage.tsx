import { AccountPanel } from '#client/components/account/AccountPanel.tsx';
import { FormAlert } from '#client/components/account/FormAlert.tsx';
import { TextField } from '#client/components/account/TextField.tsx';
import { pathTo } from '#core/routes/paths.ts';
import type { FieldErrors } from './forms.ts';

export const SIGN_UP_HEAD = {
  title: 'Sign Up',
  description: 'Create your Forever Memories account to keep, print and share your memories.',
} as const;

interface Props {
  redirectTo: string;
  logInHref: string;
  errors: FieldErrors;
  name: string;
  email: string;
}

/** The in-app sign-up form (outside production): a plain form post to the page itself. */
export function SignUpPage({ redirectTo, logInHref, errors, name, email }: Props) {
  return (
    <AccountPanel
      id="sign-up-title"
      title="Sign Up"
      intro="Create your account. It takes a minute, and your memories will thank you."
    >
      <form method="post" action={pathTo('sign-up', {}, { redirectTo })} className="space-y-5" noValidate>
        <FormAlert message={errors.form ?? ''} tone="error" />
        <TextField
          id="sign-up-name"
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={100}
          defaultValue={name}
          error={errors.name}
        />
        <TextField
          id="sign-up-email"
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={email}
          error={errors.email}
        />
        <TextField
          id="sign-up-password"
          name="password"
          label="Password (at least 8 characters)"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={512}
          error={errors.password}
        />
        <button type="submit" className="btn-primary w-full">
          Create Account
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <a href={logInHref} className="font-semibold text-brand-700">
          Log in
        </a>
      </p>
    </AccountPanel>
  );
}
