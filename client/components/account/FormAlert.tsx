/** A form's overall answer: a refusal (alert) or a confirmation (status), read out when it appears. */
export function FormAlert({ message, tone }: { message: string; tone: 'error' | 'success' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p
      role="alert"
      className="rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-800"
      data-testid="form-alert"
    >
      {message}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-md bg-accent-50 p-3 text-sm font-semibold text-accent-800"
      data-testid="form-alert"
    >
      {message}
    </p>
  );
}
