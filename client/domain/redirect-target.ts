// SPEC §5: a redirect target after log-in is accepted only as a relative path starting with a
// slash, made of letters, digits and @ - % _ ~ /, with an optional query and fragment.
// "//host" would be protocol-relative (an open redirect), so a second leading slash is refused.
const SAFE_TARGET = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/;

export function isSafeRedirectTarget(target: unknown): target is string {
  return typeof target === 'string' && SAFE_TARGET.test(target) && !target.includes('\\');
}

export function safeRedirectTarget(target: unknown, fallback = '/'): string {
  return isSafeRedirectTarget(target) ? target : fallback;
}
