import { HASH_SCROLL_POLL_MS, HASH_SCROLL_TRIES } from '#client/domain/constants.ts';

/**
 * Calls `find` now and then every `pollMs` until it returns something (handed to `found`) or
 * `tries` calls have come back empty. Returns a function that stops it.
 */
export function pollFor<T>(
  find: () => T | null,
  found: (value: T) => void,
  opts = { pollMs: HASH_SCROLL_POLL_MS, tries: HASH_SCROLL_TRIES },
): () => void {
  let left = opts.tries;
  let handle: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const value = find();
    if (value !== null) found(value);
    else if (--left > 0) handle = setTimeout(attempt, opts.pollMs);
  };
  attempt();
  return () => clearTimeout(handle);
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * SPEC §2.5: a URL's #hash scrolls to its element, waiting for it to exist (100 ms polls, 50
 * tries), since with streamed pages the browser may look for it before it has arrived. The
 * element is focused too when it can be, so keyboard and screen reader users land there.
 */
export function hashScroll(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  pollFor(
    () => document.getElementById(id),
    (target) => {
      target.scrollIntoView();
      if (target.matches(FOCUSABLE)) target.focus({ preventScroll: true });
    },
  );
}
