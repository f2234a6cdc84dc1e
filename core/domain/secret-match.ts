// A secret sent with a request (the CMS's webhook, the sync's cache purge) compared with the
// configured one, in constant time. Shared by the site and the sync worker.
/** Constant-time comparison: both sides are hashed first, so neither length nor content leaks through timing. */
export async function secretMatches(given: string | null, expected: string): Promise<boolean> {
  if (given === null) return false;
  const enc = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', enc.encode(given)),
    crypto.subtle.digest('SHA-256', enc.encode(expected)),
  ]);
  // workerd's crypto.subtle.timingSafeEqual when there (the DOM typings do not know it).
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (a: ArrayBuffer, b: ArrayBuffer) => boolean };
  if (typeof subtle.timingSafeEqual === 'function') return subtle.timingSafeEqual(a, b);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}
