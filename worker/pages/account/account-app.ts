import type { MiddlewareHandler } from 'hono';
import { isAccountAppPath } from '#core/routes/account-app.ts';
import type { AppEnv } from '#worker/env.ts';
import { forwardedHeaders } from '#worker/http/forwarded-headers.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';

/** How long the account application may take to start answering (SPEC §7's timeout for every call). */
const HEADERS_TIMEOUT_MS = 14_000;
const UNAVAILABLE = 'Your account pages are not answering right now. Please try again in a moment.';

/**
 * Passes a request for the account application's paths (core/routes/account-app.ts) to
 * ACCOUNT_APP_ORIGIN and streams its response back as it is: method, body, cookies, status,
 * headers and redirects (docs/decisions/050). Only an allow-list of the request's headers goes
 * with it (forwarded-headers.ts). It runs before the site's own middleware, so the
 * application's pages keep their own headers and checks. A redirect to the application's own
 * address for one of those paths is turned back to this host, so the visitor stays on it.
 */
export const accountAppPassThrough: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.get('config').ACCOUNT_APP_ORIGIN;
  const url = new URL(c.req.url);
  if (!origin || !isAccountAppPath(url.pathname)) return next();

  const raw = c.req.raw;
  const forwarded = new Request(new URL(`${url.pathname}${url.search}`, origin), {
    method: raw.method,
    headers: forwardedHeaders(raw.headers, url),
    body: raw.body,
  });

  // Only the wait for the headers is bounded: a long download must not be cut off.
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`the account application did not answer within ${HEADERS_TIMEOUT_MS} ms`)),
    HEADERS_TIMEOUT_MS,
  );
  let upstream: Response;
  try {
    upstream = await fetch(forwarded, { redirect: 'manual', signal: abort.signal });
  } catch (error) {
    c.get('reporter').error(error, { route: 'account-app', path: url.pathname });
    return renderErrorPage(c, 502, UNAVAILABLE);
  } finally {
    clearTimeout(timer);
  }

  const response = new Response(upstream.body, upstream);
  const location = upstream.headers.get('Location');
  if (location) {
    const target = new URL(location, origin);
    if (target.origin === origin && isAccountAppPath(target.pathname))
      response.headers.set('Location', `${url.origin}${target.pathname}${target.search}${target.hash}`);
  }
  return response;
};
