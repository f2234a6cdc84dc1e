// When script changes the page's address to keep a choice (history.replaceState), the page's log-in
// sign-up and guest links must come back to that address, not to the one the server rendered them for:
// a shopper who logs in to buy returns to what they chose. The target passes SPEC §5's rule, as on
// the server (core/domain/auth-links.ts).
import { returnToOf } from '#core/domain/auth-links.ts';
import { pathTo } from '#core/routes/paths.ts';

const AUTH_PATHS = new Set([pathTo('log-in'), pathTo('sign-up'), pathTo('guest')]);

/** Replaces the address with `url` (a path and query) and points every log-in and sign-up link back to it. */
export function replaceAddress(url: string, state: unknown = history.state): void {
  history.replaceState(state, '', url);
  followAddress();
}

/** Points every log-in and sign-up link on the page back to the address as it is now. */
export function followAddress(): void {
  const returnTo = returnToOf(new URL(location.href));
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = new URL(link.href, location.href);
    if (href.origin !== location.origin || !AUTH_PATHS.has(href.pathname)) continue;
    href.searchParams.set('redirectTo', returnTo);
    link.setAttribute('href', `${href.pathname}${href.search}`);
  }
}
