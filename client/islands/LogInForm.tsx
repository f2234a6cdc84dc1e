import { type FormEvent, useEffect, useState } from 'react';
import { LOG_IN_UNREACHABLE, logInErrorText } from '#client/domain/log-in-error.ts';
import { safeRedirectTarget } from '#client/domain/redirect-target.ts';

export interface LogInFormProps {
  /** Where to go after logging in; checked again here against SPEC §5's rule. */
  redirectTo: string;
}

const SESSION_API = '/api/session';
const field =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-sky-500 aria-[invalid=true]:border-rose-500';

/**
 * The in-app log-in form (development; production uses the external page). It posts the
 * credentials to /api/session, which sets the HttpOnly cookie, then goes to the validated
 * redirect target. A refusal is read out from an aria-live region. Until hydrated the button is
 * disabled, so the form can never be submitted as a plain HTML form.
 */
export default function LogInForm({ redirectTo }: LogInFormProps) {
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => setReady(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError('');
    try {
      const response = await fetch(SESSION_API, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }),
      });
      if (response.ok) {
        location.assign(safeRedirectTarget(redirectTo));
        return;
      }
      setError(logInErrorText(await response.json().catch(() => null)));
    } catch {
      setError(LOG_IN_UNREACHABLE);
    }
    setPending(false);
  }

  const invalid = error ? true : undefined;
  return (
    <form method="post" onSubmit={onSubmit} aria-describedby="log-in-error" className="space-y-5">
      <div>
        <label htmlFor="log-in-email" className="block text-sm font-semibold text-slate-800">
          Email address
        </label>
        <input id="log-in-email" name="email" type="email" autoComplete="email" required maxLength={254} aria-invalid={invalid} className={field} />
      </div>
      <div>
        <label htmlFor="log-in-password" className="block text-sm font-semibold text-slate-800">
          Password
        </label>
        <input
          id="log-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={512}
          aria-invalid={invalid}
          className={field}
        />
      </div>
      <p id="log-in-error" aria-live="assertive" role="alert" data-testid="log-in-error" className="m-0 min-h-5 text-sm font-semibold text-rose-700">
        {error}
      </p>
      <button
        type="submit"
        disabled={!ready || pending}
        className="w-full cursor-pointer rounded-lg border-0 bg-rose-600 px-4 py-3 text-base font-bold text-white shadow hover:bg-rose-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
}
