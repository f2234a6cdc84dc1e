import { pathTo } from '#core/routes/paths.ts';
import { safeRedirectTarget } from './redirect-target.ts';

// SPEC §2.4: in production, register and log-in go to external pages carrying a redirectTo;
// otherwise they go to the in-app sign-up and log-in routes. Links always point at the in-app
// routes: in production those send the visitor on to the external page, with the state that binds
// the /login callback to this browser (docs/decisions/022, 036), which a link kept in a shared page
// could not carry. The target is always checked by SPEC §5's rule first: anything else falls back
// to the home page.

export interface AuthLinkContext {
  /** Where the user should come back to: the current path and query. */
  returnTo: string;
}

/** The absolute URL of this site's /login callback, which goes on to a validated target. */
export function logInCallbackUrl(origin: string, target: unknown, state: string): string {
  return new URL(pathTo('login', {}, { redirectTo: safeRedirectTarget(target), state }), origin).toString();
}

/** An external auth page with `redirectTo` set to the callback, which then goes to the target. */
export function externalAuthUrl(pageUrl: string, origin: string, target: unknown, state: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('redirectTo', logInCallbackUrl(origin, target, state));
  return url.toString();
}

/** /sign_in (SPEC §2.4, §4), where protected pages send signed-out visitors, remembering the path. */
export function signInHref(returnTo: unknown): string {
  return pathTo('sign-in', {}, { redirectTo: safeRedirectTarget(returnTo) });
}

export function logInHref(ctx: AuthLinkContext): string {
  return pathTo('log-in', {}, { redirectTo: safeRedirectTarget(ctx.returnTo) });
}

/** /guest (SPEC §6 guest registration), coming back to where the visitor was, as log-in does. */
export function guestHref(ctx: AuthLinkContext): string {
  return pathTo('guest', {}, { redirectTo: safeRedirectTarget(ctx.returnTo) });
}

/** The guest path beside a log-in link: to the same place the log-in link comes back to (checked again). */
export function guestHrefBeside(logInLink: string): string {
  return guestHref({ returnTo: new URL(logInLink, 'https://site.invalid').searchParams.get('redirectTo') ?? '/' });
}

export function signUpHref(ctx: AuthLinkContext): string {
  return pathTo('sign-up', {}, { redirectTo: safeRedirectTarget(ctx.returnTo) });
}

/**
 * The path and query of a request URL, when they pass SPEC §5's rule; otherwise just '/'. On the
 * /login callback (a used link's error page) it is where the callback was going: logging in
 * again must not come back to a spent token.
 */
export function returnToOf(url: URL): string {
  if (url.pathname === pathTo('login')) return safeRedirectTarget(url.searchParams.get('redirectTo'));
  return safeRedirectTarget(url.pathname + url.search, safeRedirectTarget(url.pathname));
}
