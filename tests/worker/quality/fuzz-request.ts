// One generated request: how it is described (small and printable, for fast-check's shrunk
// counterexample), how it is built into a real Request, and what every response must satisfy.
import { exports } from 'cloudflare:workers';
import { ERROR_PAGE_FAILED } from '#core/domain/messages.ts';
import { ORIGIN } from '#tests/worker/helpers.ts';
import { headerSafe, markersIn, type Piece, rawMarkerForms, render } from './hostile.ts';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'] as const;
export type Method = (typeof METHODS)[number];
const SAFE_METHODS = new Set<string>(['GET', 'HEAD', 'OPTIONS']);

/** A header value: a constant, or hostile pieces (made header-safe by percent-encoding). */
export type HeaderValue = string | Piece[];

/** A cookie's value: hostile pieces (bad bytes percent-encoded, as %FF), or a real session of a demo user. */
export type CookieValue = Piece[] | { session: 'customer' | 'admin' };

export interface CookieSpec {
  parts: { name: HeaderValue; value?: CookieValue }[];
  separator: string;
}

/** A JSON value whose strings are hostile pieces; objects as entries, so keys may repeat or be `__proto__`. */
export type JsonSpec =
  | null
  | boolean
  | number
  | { s: Piece[] }
  | { arr: JsonSpec[] }
  | { obj: [HeaderValue, JsonSpec][] };

export type HugeShape =
  | 'json-string'
  | 'json-array'
  | 'json-deep-array'
  | 'json-deep-object'
  | 'json-wide'
  | 'json-unterminated'
  | 'form'
  | 'multipart'
  | 'text';

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: JsonSpec }
  | { kind: 'text'; text: HeaderValue }
  | { kind: 'form'; fields: [HeaderValue, HeaderValue][] }
  | { kind: 'multipart'; fields: [HeaderValue, HeaderValue][] }
  | { kind: 'huge'; shape: HugeShape; mb: number };

export interface FuzzRequest {
  method: Method;
  /** The path as sent (before the URL parser normalises it), always starting with `/`. */
  path: Piece[];
  query?: string | Piece[];
  cookies?: CookieSpec;
  origin?: { origin?: HeaderValue; site?: HeaderValue };
  /** Overrides the body's natural Content-Type; '' sends an empty one. */
  contentType?: string;
  body?: BodySpec;
}

export interface Sessions {
  customer: string;
  admin: string;
}

const text = (v: HeaderValue) => (typeof v === 'string' ? v : render(v));
const header = (v: HeaderValue) => headerSafe(text(v));

function cookieHeader(spec: CookieSpec, sessions: Sessions): string {
  return spec.parts
    .map(({ name, value }) => {
      const n = header(name);
      if (value === undefined) return n;
      return Array.isArray(value) ? `${n}=${header(value)}` : `${n}=${encodeURIComponent(sessions[value.session])}`;
    })
    .join(spec.separator);
}

function jsonValue(spec: JsonSpec): unknown {
  if (spec === null || typeof spec !== 'object') return spec;
  if ('s' in spec) return render(spec.s);
  if ('arr' in spec) return spec.arr.map(jsonValue);
  return Object.fromEntries(spec.obj.map(([k, v]) => [text(k), jsonValue(v)]));
}

const MB = 1024 * 1024;

/**
 * A multipart/form-data body written out by hand: workerd's own FormData encoder refuses some
 * names (one ending in a backslash), and a browser sends them anyway.
 */
function multipart(fields: [string, string][]): { body: string; type: string } {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const name = (n: string) => n.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name(k)}"\r\n\r\n${v}\r\n`,
  );
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

function hugeBody(shape: HugeShape, mb: number): { body: string; type: string } {
  const size = mb * MB;
  const long = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  switch (shape) {
    case 'json-string':
      return {
        body: JSON.stringify({ email: long('a'), password: long('p'), message: long('<fz-0>'), returnTo: long('/') }),
        type: 'application/json',
      };
    case 'json-array':
      return { body: `[${long('1,')}1]`, type: 'application/json' };
    case 'json-deep-array':
      return { body: `${'['.repeat(size / 2)}${']'.repeat(size / 2)}`, type: 'application/json' };
    case 'json-deep-object': {
      const depth = Math.floor(size / 8);
      return { body: `${'{"email":'.repeat(depth)}1${'}'.repeat(depth)}`, type: 'application/json' };
    }
    case 'json-wide': {
      const keys = Math.floor(size / 12);
      return { body: `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`, type: 'application/json' };
    }
    case 'json-unterminated':
      return { body: `{"email":"${long('x')}`, type: 'application/json' };
    case 'form':
      return {
        body: `section=blog&on=true&email=${long('a')}&returnTo=/${long('%2F')}`,
        type: 'application/x-www-form-urlencoded',
      };
    case 'multipart':
      return multipart([
        ['email', long('a')],
        ['password', long('b')],
        ['section', 'blog'],
        ['on', 'true'],
        ['returnTo', `/${long('y')}`],
      ]);
    case 'text':
      return { body: long('\u0000{<"fz\''), type: 'text/plain' };
  }
}

function bodyOf(spec: BodySpec): { body: string | null; type: string } {
  switch (spec.kind) {
    case 'none':
      return { body: null, type: '' };
    case 'json':
      return { body: JSON.stringify(jsonValue(spec.value)) ?? '', type: 'application/json' };
    case 'text':
      return { body: text(spec.text), type: 'text/plain' };
    case 'form':
      return {
        body: new URLSearchParams(spec.fields.map(([k, v]) => [text(k), text(v)])).toString(),
        type: 'application/x-www-form-urlencoded',
      };
    case 'multipart':
      return multipart(spec.fields.map(([k, v]) => [text(k), text(v)]));
    case 'huge':
      return hugeBody(spec.shape, spec.mb);
  }
}

export interface BuiltRequest {
  request: Request;
  url: string;
  markers: Set<number>;
}

/** The Request the spec describes: its body as bytes, so the only Content-Type is the one chosen. */
export function build(spec: FuzzRequest, sessions: Sessions): BuiltRequest {
  const path = render(spec.path);
  const query = spec.query === undefined ? '' : `?${text(spec.query)}`;
  const url = `${ORIGIN}${path.startsWith('/') ? '' : '/'}${path}${query}`;
  const headers = new Headers();
  if (spec.cookies) headers.set('cookie', cookieHeader(spec.cookies, sessions));
  if (spec.origin?.origin !== undefined) headers.set('origin', header(spec.origin.origin));
  if (spec.origin?.site !== undefined) headers.set('sec-fetch-site', header(spec.origin.site));
  let body: ArrayBuffer | null = null;
  if (spec.body && spec.method !== 'GET' && spec.method !== 'HEAD') {
    const made = bodyOf(spec.body);
    if (made.body !== null) body = new TextEncoder().encode(made.body).buffer as ArrayBuffer;
    const type = spec.contentType ?? made.type;
    if (body !== null && type !== '') headers.set('content-type', type);
    else if (spec.contentType !== undefined) headers.set('content-type', spec.contentType);
  }
  const request = new Request(url, { method: spec.method, headers, body, redirect: 'manual' });
  return { request, url: request.url, markers: markersIn(spec) };
}

export interface Expectations {
  /** Origins a redirect may leave the site for (the external log-in and register pages). */
  offSiteOrigins: ReadonlySet<string>;
  /** Paths whose job is to report what they are sent (the browser-errors endpoint). */
  reportingPaths: ReadonlySet<string>;
}

export interface Checked {
  request: Request;
  status: number;
  /** Whether an HTML answer showed a marker HTML-escaped: the reflection check had something to look at. */
  reflected: boolean;
}

/** What answers a request: the site worker, or (to test the checks themselves) anything else. */
export type Fetcher = (request: Request) => Response | Promise<Response>;

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function around(haystack: string, needle: string): string {
  const at = haystack.indexOf(needle);
  return JSON.stringify(haystack.slice(Math.max(0, at - 160), at + needle.length + 160));
}

/** Answers the request while keeping what the worker reports as an error (console.error) instead of printing it. */
async function answer(
  fetcher: Fetcher,
  request: Request,
): Promise<{ response: Response; body: string; reports: string[] }> {
  const reports: string[] = [];
  const print = console.error;
  console.error = (...args: unknown[]) =>
    reports.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
  try {
    const response = await fetcher(request);
    return { response, body: await response.text(), reports };
  } finally {
    console.error = print;
  }
}

/**
 * Sends the request and checks what every response must satisfy: never a 5xx, and bad input never
 * reported as an error; no marker reflected raw into HTML; the error page itself never failing;
 * no canonical URL and no redirect off the site (but to the log-in pages), and no marker in one
 * that leaves; a state-changing request that does not prove it comes from our own pages refused
 * with a 4xx and no cookie; a refused /api call answered with a JSON error.
 */
export async function sendAndCheck(
  spec: FuzzRequest,
  sessions: Sessions,
  expect: Expectations,
  fetcher: Fetcher = (request) => exports.default.fetch(request),
): Promise<Checked> {
  const { request, url, markers } = build(spec, sessions);
  const what = `${request.method} ${clip(url)}`;
  const pathname = new URL(url).pathname;
  const origin = request.headers.get('origin') || null;
  const site = request.headers.get('sec-fetch-site') || null;
  const { response, body, reports } = await answer(fetcher, request);
  const status = response.status;
  const fail = (reason: string): never => {
    const logged = reports.length ? `\nthe worker reported: ${reports.map((r) => clip(r)).join('\n  ')}` : '';
    throw new Error(`${what} → ${status}: ${reason}${logged}`);
  };

  if (status >= 500 || status < 100) fail(`server error; body: ${clip(body, 600)}`);
  if (reports.length && !expect.reportingPaths.has(pathname)) fail('bad input was reported as an error');

  const type = response.headers.get('content-type') ?? '';
  let reflected = false;
  if (type.includes('html')) {
    for (const id of markers) {
      for (const raw of rawMarkerForms(id))
        if (body.includes(raw)) fail(`marker ${raw} reflected unescaped: ${around(body, raw)}`);
      reflected ||= body.includes(`&lt;fz-${id}&gt;`) || body.includes(`&quot;fz${id}&#x27;&lt;`);
    }
    // A bad request gets the error page, never the page for when the error page itself failed.
    if (body.includes(ERROR_PAGE_FAILED)) fail(`the error page failed: ${around(body, ERROR_PAGE_FAILED)}`);
    // The canonical URL (and og:url) of any page is on this site, whatever the path looked like.
    for (const m of body.matchAll(/<link rel="canonical" href="([^"]*)"|<meta property="og:url" content="([^"]*)"/g)) {
      const href = m[1] ?? m[2] ?? '';
      if (!href.startsWith(`${ORIGIN}/`)) fail(`an off-site canonical URL: ${clip(href)}`);
    }
  }

  const location = response.headers.get('location');
  if (location !== null) {
    let target: URL;
    try {
      target = new URL(location, url);
    } catch {
      return fail(`Location is not a URL: ${clip(location)}`);
    }
    if (target.origin !== ORIGIN) {
      if (!expect.offSiteOrigins.has(target.origin)) fail(`redirects off-site to ${clip(location)}`);
      for (const id of markers)
        if (location.includes(`fz-${id}`) || location.includes(`fz${id}`))
          fail(`marker ${id} in an off-site Location: ${clip(location)}`);
    }
  }

  const crossSite =
    (origin !== null && origin !== ORIGIN) ||
    (site !== null && site !== 'same-origin') ||
    (origin === null && site === null);
  if (!SAFE_METHODS.has(request.method) && crossSite) {
    if (status < 400 || status >= 500)
      fail(`a cross-site ${request.method} (Origin ${origin}, Sec-Fetch-Site ${site}) was not refused`);
    if (response.headers.has('set-cookie'))
      fail(`a refused cross-site request set a cookie: ${response.headers.get('set-cookie')}`);
  }

  if (pathname.startsWith('/api/') && status >= 400 && request.method !== 'HEAD') {
    let error: unknown;
    try {
      error = (JSON.parse(body) as { error?: unknown }).error;
    } catch {
      fail(`an /api refusal that is not JSON: ${clip(body)}`);
    }
    if (!type.includes('application/json') || typeof error !== 'string' || !error)
      fail(`an /api refusal without a JSON error: ${type} ${clip(body)}`);
  }
  return { request, status, reflected };
}
