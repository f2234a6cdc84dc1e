import { Island } from '#client/islands/Island.tsx';
import LogInForm from '#client/islands/LogInForm.tsx';
import { pathTo } from '#core/routes/paths.ts';

export const LOG_IN_HEAD = {
  title: 'Log In',
  description: 'Log in to your Forever Memories account to see your gallery, print projects and orders.',
} as const;

interface Props {
  redirectTo: string;
  signUpHref: string;
  error: string;
  email: string;
}

/** The in-app log-in page (development; in production /log-in sends people to the external page). */
export function LogInPage({ redirectTo, signUpHref, error, email }: Props) {
  return (
    <section aria-labelledby="log-in-title" className="mx-auto max-w-md py-6">
      <div className="panel">
        <h1 id="log-in-title" className="heading-1">
          Log In
        </h1>
        <p className="mb-6 mt-2 text-slate-600">Welcome back. Your memories are right where you left them.</p>
        <Island name="LogInForm" component={LogInForm} props={{ redirectTo, error, email }} />
        <p className="mt-4 text-center text-sm">
          <a href={pathTo('passwords-new')} className="font-semibold text-brand-700" data-testid="forgot-password-link">
            Forgot your password?
          </a>
        </p>
        <p className="mt-6 text-center text-sm text-slate-600">
          New here?{' '}
          <a href={signUpHref} className="font-semibold text-brand-700">
            Sign up
          </a>
        </p>
      </div>
    </section>
  );
}
