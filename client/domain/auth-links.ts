import { pathTo } from '#client/routes/paths.ts';
import { safeRedirectTarget } from './redirect-target.ts';

// SPEC §2.4: in production, register and log-in go to external pages carrying a redirectTo;
// otherwise they go to the in-app sign-up and log-in routes. The target is always checked by
// SPEC §5's rule first: anything else falls back to the home page. The external pages come back
// through this site's /login callback with a one-time token (docs/decisions/022).

export interface AuthLinkContext {
  appEnv: 'production' | 'development';
  /** The external log-in and register pages (worker vars LOGIN_URL, REGISTER_URL). */
  loginUrl: string;
  registerUrl: string;
  /** This site's origin, for the absolute redirectTo the external pages need. */
  origin: string;
  /** Where the user should come back to: the current path and query. */
  returnTo: string;
}

/** The absolute URL of this site's /login callback, which goes on to a validated target. */
export function logInCallbackUrl(origin: string, target: unknown): string {
  return new URL(pathTo('login', {}, { redirectTo: safeRedirectTarget(target) }), origin).toString();
}

/** An external auth page with `redirectTo` set to the callback, which then goes to the target. */
export function externalAuthUrl(pageUrl: string, origin: string, target: unknown): string {
  const url = new URL(pageUrl);
  url.searchParams.set('redirectTo', logInCallbackUrl(origin, target));
  return url.toString();
}

/** /sign_in (SPEC §2.4, §4), where protected pages send signed-out visitors, remembering the path. */
export function signInHref(returnTo: unknown): string {
  return pathTo('sign-in', {}, { redirectTo: safeRedirectTarget(returnTo) });
}

export function logInHref(ctx: AuthLinkContext): string {
  const target = safeRedirectTarget(ctx.returnTo);
  return ctx.appEnv === 'production' ? externalAuthUrl(ctx.loginUrl, ctx.origin, target) : pathTo('log-in', {}, { redirectTo: target });
}

export function signUpHref(ctx: AuthLinkContext): string {
  const target = safeRedirectTarget(ctx.returnTo);
  return ctx.appEnv === 'production' ? externalAuthUrl(ctx.registerUrl, ctx.origin, target) : pathTo('sign-up', {}, { redirectTo: target });
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
