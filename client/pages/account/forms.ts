// The account forms' fields and their rules (valibot), read the same by the pages that post them.
import * as v from 'valibot';

const email = v.pipe(
  v.string('Enter your email address.'),
  v.trim(),
  v.nonEmpty('Enter your email address.'),
  v.email('Enter a valid email address.'),
  v.maxLength(254, 'Use at most 254 characters.'),
);
const name = v.pipe(
  v.string('Enter your name.'),
  v.trim(),
  v.nonEmpty('Enter your name.'),
  v.maxLength(100, 'Use at most 100 characters.'),
);

export const SignUpForm = v.object({
  name,
  email,
  password: v.pipe(
    v.string('Choose a password.'),
    v.minLength(8, 'Use at least 8 characters.'),
    v.maxLength(512, 'Use at most 512 characters.'),
  ),
});
export type SignUpFields = v.InferOutput<typeof SignUpForm>;

export const PasswordResetForm = v.object({ email });

export const GuestForm = v.object({ name, email });
export type GuestFields = v.InferOutput<typeof GuestForm>;

/** A message per field, the first one found; `form` for what belongs to no field. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

const LABELS: Record<string, string> = { name: 'Name', email: 'Email address', password: 'Password' };

/** The store's 422 (`{ errors: { email: ['has already been taken'] } }`) as field messages. */
export function storeFieldErrors(data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const raw = data && typeof data === 'object' && 'errors' in data ? data.errors : null;
  if (!raw || typeof raw !== 'object') return errors;
  for (const [field, messages] of Object.entries(raw)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first !== 'string') continue;
    const key = field in LABELS ? field : 'form';
    errors[key] ??= key === 'form' ? `${capitalize(first)}.` : `${LABELS[key]} ${first}.`;
  }
  return errors;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A posted form's text fields, each cut to a sane length (what the page shows back). */
export function postedText(body: Record<string, unknown>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, typeof body[key] === 'string' ? body[key].slice(0, 254) : '']));
}
