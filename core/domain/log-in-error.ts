/** Shown when the response carries no message of its own (SPEC §5: the log-in failure text is not given). */
export const LOG_IN_FAILED = 'We could not log you in. Check your email address and password and try again.';
export const LOG_IN_UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

/**
 * The message for a refused log-in, from the /api/session answer: the first field problem of
 * a 400 ("Enter a valid email address."), else the store's own error ("Invalid email or
 * password."), else the general text.
 */
export function logInErrorText(data: unknown): string {
  if (data && typeof data === 'object') {
    const issues = 'issues' in data && Array.isArray(data.issues) ? data.issues : [];
    const first: unknown = issues[0];
    if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string' && first.message)
      return first.message;
    if ('error' in data && typeof data.error === 'string' && data.error) return data.error;
  }
  return LOG_IN_FAILED;
}
