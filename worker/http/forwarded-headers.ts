/**
 * The request headers the account application is sent (docs/decisions/050): what a browser's
 * request needs to be answered (cookies, the body's type, content negotiation, conditional and
 * range requests, the fetch metadata and Origin its own CSRF checks read), and nothing else. The
 * client's Forwarded, X-Real-IP, X-Original-URL, X-Forwarded-* and the API's auth header are never
 * passed on; X-Forwarded-For, -Host and -Proto are the site's, the client's address taken from
 * CF-Connecting-IP alone (set by Cloudflare, never by the client).
 */
const FORWARDED = [
  'accept',
  'accept-language',
  'cache-control',
  'content-type',
  'cookie',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'origin',
  'pragma',
  'range',
  'referer',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
  'sec-fetch-user',
  'user-agent',
] as const;

export function forwardedHeaders(from: Headers, site: URL): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = from.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('X-Forwarded-Host', site.host);
  headers.set('X-Forwarded-Proto', site.protocol.slice(0, -1));
  const client = from.get('CF-Connecting-IP');
  if (client) headers.set('X-Forwarded-For', client);
  return headers;
}
