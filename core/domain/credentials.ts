import * as v from 'valibot';

/** What the log-in form sends, as the session API and the log-in page both read it. */
export const Credentials = v.object({
  email: v.pipe(
    v.string('Enter your email address.'),
    v.trim(),
    v.email('Enter a valid email address.'),
    v.maxLength(254),
  ),
  password: v.pipe(v.string('Enter your password.'), v.minLength(1, 'Enter your password.'), v.maxLength(512)),
});
