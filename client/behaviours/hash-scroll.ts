import { HASH_SCROLL_POLL_MS, HASH_SCROLL_TRIES } from '#core/domain/constants.ts';

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

/**
 * Resolves when every stylesheet has loaded or failed, or after `capMs`. A script may run before
 * the stylesheet applies, and a scroll made on the unstyled layout lands somewhere else once the
 * styles arrive.
 */
function stylesheetsSettled(capMs: number): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  const settled = pending.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  // The cap: a stylesheet that failed before we listened never fires again.
  return Promise.race([
    Promise.all(settled).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ]);
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * SPEC §2.5: a URL's #hash scrolls to its element, waiting for it to exist (100 ms polls, 50
 * tries), since with streamed pages the browser may look for it before it has arrived. The
 * element is focused too when it can be, so keyboard and screen reader users land there. It
 * scrolls once the stylesheets apply, so the target is where the styled page puts it.
 */
export function hashScroll(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  void stylesheetsSettled(HASH_SCROLL_POLL_MS * HASH_SCROLL_TRIES).then(() =>
    pollFor(
      () => document.getElementById(id),
      (target) => {
        target.scrollIntoView();
        if (target.matches(FOCUSABLE)) target.focus({ preventScroll: true });
      },
    ),
  );
}
