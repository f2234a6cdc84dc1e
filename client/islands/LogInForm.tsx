import { type FormEvent, useState } from 'react';
import { trackedFetch } from '#core/domain/loading.ts';
import { LOG_IN_UNREACHABLE, logInErrorText } from '#core/domain/log-in-error.ts';
import { safeRedirectTarget } from '#core/domain/redirect-target.ts';
import { pathTo } from '#core/routes/paths.ts';

export interface LogInFormProps {
  /** Where to go after logging in; checked again here against SPEC §5's rule. */
  redirectTo: string;
  /** A refusal the server already gave (the form was posted without JavaScript). */
  error: string;
  email: string;
}

const SESSION_API = '/api/session';

/**
 * The in-app log-in form (development; production uses the external page). Without JavaScript
 * it posts to /log-in, which sets the HttpOnly cookie and redirects, or shows the page again
 * with the refusal. Hydrated, it posts to /api/session instead and stays on the page to say
 * what went wrong, from an aria-live region.
 */
export default function LogInForm({ redirectTo, error: initialError, email }: LogInFormProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(initialError);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError('');
    try {
      const response = await trackedFetch(SESSION_API, {
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
    <form
      method="post"
      action={pathTo('log-in', {}, { redirectTo })}
      onSubmit={onSubmit}
      aria-describedby="log-in-error"
      className="space-y-5"
    >
      <div>
        <label htmlFor="log-in-email" className="field-label">
          Email address
        </label>
        <input
          id="log-in-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={email}
          aria-invalid={invalid}
          className="input mt-1"
        />
      </div>
      <div>
        <label htmlFor="log-in-password" className="field-label">
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
          className="input mt-1"
        />
      </div>
      <p
        id="log-in-error"
        aria-live="assertive"
        role="alert"
        data-testid="log-in-error"
        className="min-h-5 text-sm font-semibold text-brand-700"
      >
        {error}
      </p>
      <button type="submit" disabled={pending} className="btn-primary w-full">
        {pending ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
}
