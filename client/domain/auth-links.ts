import { pathTo } from '#client/routes/paths.ts';
import { safeRedirectTarget } from './redirect-target.ts';

// SPEC §2.4: in production, register and log-in go to external pages carrying a redirectTo;
// otherwise they go to the in-app sign-up and log-in routes. The target is always checked by
// SPEC §5's rule first: anything else falls back to the home page.

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

/** An external auth page with `redirectTo` set to the absolute URL of a validated target. */
export function externalAuthUrl(pageUrl: string, origin: string, target: unknown): string {
  const url = new URL(pageUrl);
  url.searchParams.set('redirectTo', new URL(safeRedirectTarget(target), origin).toString());
  return url.toString();
}

export function logInHref(ctx: AuthLinkContext): string {
  const target = safeRedirectTarget(ctx.returnTo);
  return ctx.appEnv === 'production' ? externalAuthUrl(ctx.loginUrl, ctx.origin, target) : pathTo('log-in', {}, { redirectTo: target });
}

export function signUpHref(ctx: AuthLinkContext): string {
  const target = safeRedirectTarget(ctx.returnTo);
  return ctx.appEnv === 'production' ? externalAuthUrl(ctx.registerUrl, ctx.origin, target) : pathTo('sign-up', {}, { redirectTo: target });
}

/** The path and query of a request URL, when they pass SPEC §5's rule; otherwise just '/'. */
export function returnToOf(url: URL): string {
  return safeRedirectTarget(url.pathname + url.search, safeRedirectTarget(url.pathname));
}
