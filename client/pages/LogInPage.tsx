import { Island } from '#client/islands/Island.tsx';
import LogInForm from '#client/islands/LogInForm.tsx';

export const LOG_IN_HEAD = {
  title: 'Log In',
  description: 'Log in to your Forever Memories account to see your gallery, print projects and orders.',
} as const;

/** The in-app log-in page (development; in production /log-in sends people to the external page). */
export function LogInPage({ redirectTo, signUpHref }: { redirectTo: string; signUpHref: string }) {
  return (
    <section aria-labelledby="log-in-title" className="mx-auto max-w-md py-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 id="log-in-title" className="m-0 text-3xl font-bold text-slate-900">
          Log In
        </h1>
        <p className="mb-6 mt-2 text-slate-600">Welcome back. Your memories are right where you left them.</p>
        <Island name="LogInForm" component={LogInForm} props={{ redirectTo }} load="load" />
        <p className="mb-0 mt-6 text-center text-sm text-slate-600">
          New here?{' '}
          <a href={signUpHref} className="font-semibold text-rose-700">
            Sign up
          </a>
        </p>
      </div>
    </section>
  );
}
