// SPEC §5: a redirect target after log-in is accepted only as a relative path starting with a
// slash, made of letters, digits and @ - % _ ~ /, with an optional query and fragment.
// "//host" would be protocol-relative (an open redirect), so a second leading slash is refused.
// The query and fragment are printable ASCII, as in any URL a browser sends: the target ends up in
// a Location header, where a control character (NUL, CR, LF) makes the response itself fail.
const SAFE_TARGET = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(\?[\x21\x22\x24-\x7e]*)?(#[\x21-\x7e]*)?$/;

export function isSafeRedirectTarget(target: unknown): target is string {
  return typeof target === 'string' && SAFE_TARGET.test(target) && !target.includes('\\');
}

export function safeRedirectTarget(target: unknown, fallback = '/'): string {
  return isSafeRedirectTarget(target) ? target : fallback;
}
