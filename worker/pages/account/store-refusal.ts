import type { Context } from 'hono';
import { type FieldErrors, storeFieldErrors } from '#client/pages/account/forms.ts';
import type { AppEnv } from '#worker/env.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';

export const STORE_UNREACHABLE = 'We could not reach our store just now. Please try again in a few minutes.';

/**
 * An account form's failed store call, as the page shows it: a refusal (4xx) with the store's
 * field messages, or an outage (reported) answered 502 with a retry message. Never a 500.
 */
export function storeRefusal(
  c: Context<AppEnv>,
  error: unknown,
  fallback: string,
): { status: number; errors: FieldErrors } {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.status >= 500) {
    c.get('reporter').error(error, { data: error.data });
    return { status: 502, errors: { form: STORE_UNREACHABLE } };
  }
  const errors = storeFieldErrors(error.data);
  const message =
    error.data && typeof error.data === 'object' && 'error' in error.data && typeof error.data.error === 'string'
      ? error.data.error
      : '';
  if (!Object.keys(errors).length) errors.form = message || fallback;
  return { status: error.status === 422 ? 422 : 400, errors };
}
