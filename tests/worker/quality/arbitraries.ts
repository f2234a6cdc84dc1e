// The requests the fuzzing bar sends, as fast-check arbitraries: every route of the table with
// hostile params, random paths, hostile query strings and cookies, and every /api endpoint (and
// page form) with every method and bad bodies. Each value is a FuzzRequest, small enough to read
// when fast-check prints it as a shrunk counterexample.
import fc from 'fast-check';
import { DRAFT_COOKIES } from '#core/domain/drafts.ts';
import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import { routes } from '#core/routes/table.ts';
import { CUSTOMER, ORIGIN } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { AUTH_COOKIE } from '#worker/http/auth-cookie.ts';
import { giftingRoutes } from '#worker/pages/gifting/gift-page.tsx';
import { marketingRoutes } from '#worker/pages/marketing/routes.ts';
import type { BodySpec, CookieSpec, FuzzRequest, HeaderValue, JsonSpec, Method } from './fuzz-request.ts';
import { METHODS } from './fuzz-request.ts';
import { hostile, marker, NUMBERS, type Piece, realSlug } from './hostile.ts';

export const ADMIN = { email: 'avery.admin@example.com', password: 'memories-2026' };

const sameOrigin = fc.constantFrom<FuzzRequest['origin']>(
  { origin: ORIGIN, site: 'same-origin' },
  { origin: ORIGIN },
  { site: 'same-origin' },
);
const FOREIGN = [
  'https://evil.example',
  'null',
  'http://localhost:8788',
  'https://localhost:8787',
  'http://localhost:8787.evil.example',
  'HTTP://LOCALHOST:8787',
  `${ORIGIN}/`,
  '',
];
const SITES = ['same-origin', 'same-site', 'cross-site', 'none', 'SAME-ORIGIN', 'same-origin, cross-site', ''];
const headerValue = (constants: readonly string[]): fc.Arbitrary<HeaderValue> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...constants) },
    { weight: 1, arbitrary: hostile({ maxPieces: 3 }) },
  );
const anyOrigin: fc.Arbitrary<FuzzRequest['origin']> = fc.oneof(
  { weight: 3, arbitrary: sameOrigin },
  {
    weight: 2,
    arbitrary: fc.record(
      { origin: headerValue([ORIGIN, ...FOREIGN]), site: headerValue(SITES) },
      { requiredKeys: [] },
    ) as fc.Arbitrary<FuzzRequest['origin']>,
  },
);

const KNOWN_COOKIES = [
  AUTH_COOKIE,
  ...Object.values(DRAFT_COOKIES),
  'promotion_preview_time',
  'digitization-draft-toggle',
  '__proto__',
  'AUTH_TOKEN',
  ` ${AUTH_COOKIE}`,
  '$Version',
];
const cookieValue: fc.Arbitrary<CookieSpec['parts'][number]['value']> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('true', 'on', '1', 'false', '', '""', '"true"', 'deleted', 'abcdefgh12345678', 'a'.repeat(513))
      .map((s) => [s]),
  },
  { weight: 2, arbitrary: fc.constantFrom({ session: 'customer' as const }, { session: 'admin' as const }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~+/=-]{8,40}$/).map((s) => [s]) },
  { weight: 4, arbitrary: hostile({ hugeKB: [10, 100], hugeOneIn: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%FF', '%C3%28', '%E2%82', '%00', '%', '%ZZ', '\u0001\u001f\u007f', '\t')
      .map((s) => [s]),
  },
);
const cookies: fc.Arbitrary<CookieSpec> = fc.record({
  parts: fc.array(
    fc.record(
      { name: headerValue(KNOWN_COOKIES), value: fc.option(cookieValue, { nil: undefined, freq: 8 }) },
      { requiredKeys: ['name'] },
    ),
    { minLength: 1, maxLength: 6 },
  ),
  separator: fc.constantFrom('; ', ';', ', ', ';;', ' ; ', '; ; '),
});

const QUERY_KEYS = [
  'page',
  'term',
  'redirectTo',
  'returnTo',
  'page[]',
  'term[]',
  'redirectTo[]',
  'page[0]',
  'Page',
  'page ',
  '_q',
  'utm_source',
  'facet_name',
  'savePosition',
  'since',
  '__proto__',
  '',
];
const REDIRECTS = [
  '/',
  '/yours',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  '/yours?x=<fz>',
  '/yours#<>',
];
const queryValue: fc.Arbitrary<Piece[]> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS).map((s) => [s]) },
  { weight: 1, arbitrary: fc.constantFrom(...REDIRECTS).map((s) => [s]) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('/yours?', '/', '/yours#', '/log-in?redirectTo='), hostile({ maxPieces: 3 }))
      .map(([a, b]) => [a, ...b]),
  },
  { weight: 4, arbitrary: hostile({ hugeKB: [10, 100], hugeOneIn: 50 }) },
);
const queryKey: fc.Arbitrary<Piece[]> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS).map((k) => [k]) },
  { weight: 1, arbitrary: hostile({ maxPieces: 3 }) },
);
const queryPart: fc.Arbitrary<Piece[]> = fc.oneof(
  fc.tuple(queryKey, fc.option(queryValue, { nil: undefined, freq: 6 })).map(([k, v]) => (v ? [...k, '=', ...v] : k)),
  // The same key again and again: an array where a string goes.
  fc
    .tuple(queryKey, fc.array(queryValue, { minLength: 2, maxLength: 4 }))
    .map(([k, vs]) => vs.flatMap((v, i) => [...(i ? ['&'] : []), ...k, '=', ...v])),
);
const query: fc.Arbitrary<Piece[]> = fc
  .tuple(fc.array(queryPart, { minLength: 1, maxLength: 5 }), fc.constantFrom('&', '&&', ';', '&amp;'))
  .map(([parts, sep]) => parts.flatMap((p, i) => (i ? [sep, ...p] : p)));

/** The request without its absent parts, so a counterexample shows only what was sent. */
const defined = (request: FuzzRequest): FuzzRequest =>
  Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as unknown as FuzzRequest;

/** A route param: a real slug, or hostile (sometimes 10–100 kB), sent as it is or percent-encoded. */
const param: fc.Arbitrary<Piece[]> = fc.oneof(
  { weight: 1, arbitrary: realSlug.map((s) => [s]) },
  { weight: 5, arbitrary: hostile({ hugeKB: [10, 100], hugeOneIn: 12 }) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map((s) => {
      try {
        return [encodeURIComponent(s)];
      } catch {
        return [s];
      }
    }),
  },
  { weight: 1, arbitrary: marker.map((m) => [m]) },
);

const TAILS = [
  '',
  '',
  '',
  '/',
  '//',
  '/.',
  '/..',
  '/%2e%2e',
  '%2F',
  '%00',
  '/index.html',
  ';x',
  '.json',
  '?',
  '#x',
  '/%FF',
];

/** Fills a `:param` / `:param?` pattern: each param from its own value; an optional one maybe left out. */
function fillPattern(pattern: string, params: Piece[][], omitOptional: boolean): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  for (const segment of pattern.split('/').slice(1)) {
    if (!segment.startsWith(':')) {
      out.push('/', segment);
      continue;
    }
    const value = params[i++] ?? [];
    if (segment.endsWith('?') && omitOptional) continue;
    out.push('/', ...value);
  }
  return out.length ? out : ['/'];
}

const PATTERNS = Object.values(routes).map((r) => r.path as string);
const pageMethod = fc.constantFrom<Method>(
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'DELETE',
  'OPTIONS',
);

export const routeRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: pageMethod,
    pattern: fc.constantFrom(...PATTERNS),
    params: fc.array(param, { minLength: 2, maxLength: 2 }),
    omitOptional: fc.boolean(),
    // After the route: a trailing slash, a dot segment… or one hostile segment more.
    tail: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...TAILS).map((t): Piece[] => [t]) },
      { weight: 1, arbitrary: param.map((p): Piece[] => ['/', ...p]) },
    ),
    query: fc.option(query, { nil: undefined, freq: 4 }),
    cookies: fc.option(cookies, { nil: undefined, freq: 5 }),
    origin: fc.option(anyOrigin, { nil: undefined, freq: 3 }),
  })
  .map(({ pattern, params, omitOptional, tail, ...rest }) =>
    defined({ ...rest, path: [...fillPattern(pattern, params, omitOptional), ...tail] }),
  );

const SEGMENTS = [
  'yours',
  'api',
  'session',
  'drafts',
  'author',
  'category',
  'search',
  'create-and-print',
  'pixels2pages',
  'posts',
  '__page-cache',
  'v1',
  'assets',
  'log-in',
  'events',
];
const segment: fc.Arbitrary<Piece[]> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...SEGMENTS).map((s) => [s]) },
  { weight: 3, arbitrary: hostile({ hugeKB: [10, 100], hugeOneIn: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '.', '..', '%2e%2e', '...').map((s) => [s]) },
);
export const pathRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: pageMethod,
    lead: fc.constantFrom('/', '/', '/', '//', '/\\', '/%2F', '/%5C', '/./', '/../', '///evil.example/'),
    segments: fc.array(segment, { maxLength: 7 }),
    separator: fc.constantFrom('/', '/', '/', '//', '\\', '%2F', '/./'),
    query: fc.option(query, { nil: undefined, freq: 5 }),
    cookies: fc.option(cookies, { nil: undefined, freq: 6 }),
    origin: fc.option(anyOrigin, { nil: undefined, freq: 3 }),
  })
  .map(({ lead, segments, separator, ...rest }) =>
    defined({ ...rest, path: [lead, ...segments.flatMap((s, i) => (i ? [separator, ...s] : s))] }),
  );

// The pages whose loaders read the query (page, term, redirectTo) and the ones around them.
const QUERY_PAGES: fc.Arbitrary<Piece[]> = fc.oneof(
  fc
    .constantFrom(
      '/',
      '/yours',
      '/yours/search',
      '/yours/author',
      '/yours/category',
      '/log-in',
      '/sign-up',
      '/events',
      '/create-and-print/home-decor/blankets',
    )
    .map((p) => [p]),
  realSlug.map((s) => ['/yours/', s]),
  realSlug.map((s) => ['/yours/author/', s]),
  realSlug.map((s) => ['/yours/category/', s]),
);
/** The blog search, which shows its term back: a marker in the term, maybe a page, maybe more. */
const search: fc.Arbitrary<Pick<FuzzRequest, 'path' | 'query'>> = fc
  .record({
    term: fc.tuple(hostile({ minPieces: 0, maxPieces: 2 }), marker, hostile({ minPieces: 0, maxPieces: 2 })),
    page: fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...NUMBERS) },
    ),
    more: fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: query }),
  })
  .map(({ term: [before, m, after], page, more }) => ({
    path: ['/yours/search'],
    query: [
      'term=',
      ...before,
      m,
      ...after,
      ...(page === undefined ? [] : ['&page=', page]),
      ...(more ? ['&', ...more] : []),
    ],
  }));
export const queryRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom<Method>('GET', 'GET', 'GET', 'GET', 'HEAD'),
    target: fc.oneof(
      { weight: 3, arbitrary: fc.record({ path: QUERY_PAGES, query }) },
      { weight: 1, arbitrary: search },
    ),
    cookies: fc.option(cookies, { nil: undefined, freq: 5 }),
  })
  .map(({ method, target, cookies }) => defined({ method, ...target, cookies }));

export const cookieRequest: fc.Arbitrary<FuzzRequest> = fc.record(
  {
    method: fc.constantFrom<Method>('GET', 'GET', 'GET', 'HEAD', 'DELETE', 'POST'),
    path: fc.oneof(
      { weight: 3, arbitrary: QUERY_PAGES },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(
            '/api/current-user',
            '/api/store-info',
            '/api/session',
            '/api/drafts',
            '/yours/search?term=photo',
          )
          .map((p) => [p]),
      },
    ),
    cookies,
    origin: fc.option(anyOrigin, { nil: undefined, freq: 2 }),
  },
  { requiredKeys: ['method', 'path', 'cookies'] },
);

// ── /api bodies
// ──────────────────────────────────────

const BODY_KEYS = [
  'email',
  'password',
  'kind',
  'message',
  'stack',
  'url',
  'section',
  'on',
  'returnTo',
  '__proto__',
  'constructor',
  'toString',
  '',
];
const GOOD_STRINGS = [
  CUSTOMER.email,
  CUSTOMER.password,
  ADMIN.email,
  'x@example.com',
  'error',
  'unhandledrejection',
  'hydration',
  'chunk-load',
  'blog',
  'true',
  'false',
  '/yours',
  '/',
  ...REDIRECTS,
];
const jsonLeaf: fc.Arbitrary<JsonSpec> = fc.oneof(
  { weight: 4, arbitrary: hostile({ maxPieces: 4 }).map((s) => ({ s })) },
  { weight: 4, arbitrary: fc.constantFrom(...GOOD_STRINGS).map((s) => ({ s: [s] })) },
  { weight: 1, arbitrary: hostile({ hugeKB: [10, 100], hugeOneIn: 2 }).map((s) => ({ s })) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e308, 2 ** 53 + 2)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const bodyKey: fc.Arbitrary<HeaderValue> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...BODY_KEYS) },
  { weight: 1, arbitrary: hostile({ maxPieces: 2 }) },
);
const { json } = fc.letrec<{ json: JsonSpec; arr: JsonSpec; obj: JsonSpec }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, jsonLeaf, tie('arr'), tie('obj')),
  arr: fc.array(tie('json'), { maxLength: 4 }).map((arr) => ({ arr })),
  obj: fc.array(fc.tuple(bodyKey, tie('json')), { maxLength: 5 }).map((obj) => ({ obj })),
}));
/** Mostly the fields the endpoints read, with right and wrong types; sometimes any JSON at all. */
const jsonBody: fc.Arbitrary<JsonSpec> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...BODY_KEYS.slice(0, 9)), json), { minLength: 1, maxLength: 6 })
      .map((obj) => ({ obj })),
  },
  { weight: 1, arbitrary: json },
);
const formValue: fc.Arbitrary<HeaderValue> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...GOOD_STRINGS) },
  { weight: 3, arbitrary: hostile({ hugeKB: [10, 100], hugeOneIn: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('/yours?', '/?', '/yours#'), hostile({ maxPieces: 3 }))
      .map(([a, b]): Piece[] => [a, ...b]),
  },
);
const formFields = fc.array(fc.tuple(bodyKey, formValue), { maxLength: 6 });

/**
 * Where to go after a form post: safe-looking paths with hostile queries and fragments,
 * header-splitting controls among them.
 */
export const returnTo: fc.Arbitrary<HeaderValue> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...REDIRECTS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('/yours?', '/?', '/yours#', '/', '/yours/'), hostile({ maxPieces: 3 }))
      .map(([a, b]): Piece[] => [a, ...b]),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/yours?x=', '/?', '/#'),
        fc.constantFrom('\u0000', '\r', '\n', '\r\nSet-Cookie: fz=1', '\u0001', '\u007f', '\u0085', 'é', '\u2028'),
      )
      .map(([a, b]): Piece[] => [a, b]),
  },
  { weight: 1, arbitrary: hostile({ maxPieces: 3 }) },
);

/**
 * The fields each endpoint (and the log-in form) reads, with right values (so the request gets
 * past the first check and reaches what comes after it), then up to two of them made hostile
 * and maybe one left out.
 */
type Shape =
  | 'credentials'
  | 'client-error'
  | 'drafts'
  | 'attendee'
  | 'impersonation'
  | 'return-to'
  | 'utm'
  | 'sign-up'
  | 'email'
  | 'guest'
  | 'product'
  | 'saved'
  | 'storage'
  | 'gift'
  | 'box-options'
  | 'purge';
const SHAPES: Record<Shape, fc.Arbitrary<Record<string, HeaderValue>>> = {
  credentials: fc.record({
    email: fc.constantFrom(CUSTOMER.email, CUSTOMER.email, ADMIN.email, 'x@example.com'),
    password: fc.constantFrom(CUSTOMER.password, 'wrong'),
  }),
  'client-error': fc.record({
    kind: fc.constantFrom('error', 'unhandledrejection', 'hydration', 'chunk-load'),
    message: fc.constant('boom'),
    stack: fc.constant('at x (y.js:1:1)'),
    url: fc.constant('/yours'),
  }),
  drafts: fc.record({ section: fc.constant('blog'), on: fc.constantFrom('true', 'false'), returnTo }),
  // Begin managing a user (/api/impersonations), and the forms that only come back (Stop Managing, Stop Preview).
  impersonation: fc.record({ id: fc.constantFrom('101', '104', 'casey-morgan', '99999'), returnTo }),
  'return-to': fc.record({ returnTo }),
  // The sync's cache purge (worker/api/cache-purge.ts): tags, behind its secret.
  purge: fc.record({ tags: fc.constantFrom('post:1', '') }),
  // The landing page's UTM values (/api/utm), and the account forms (worker/pages/account/).
  utm: fc.record({
    utm_source: fc.constantFrom('newsletter', ''),
    utm_medium: fc.constant('email'),
    utm_campaign: fc.constant('fall-2026'),
  }),
  'sign-up': fc.record({
    name: fc.constantFrom('Sam Lee', ''),
    email: fc.constantFrom('sam@example.com', CUSTOMER.email),
    password: fc.constantFrom('long-enough-2026', 'x'),
  }),
  email: fc.record({ email: fc.constantFrom(CUSTOMER.email, 'nobody@example.com', 'not-an-email') }),
  guest: fc.record({
    name: fc.constant('Sam Lee'),
    email: fc.constant('sam@example.com'),
    'cf-turnstile-response': fc.constantFrom('forged', ''),
  }),
  // A plan's add to cart (worker/pages/marketing/), and a box with its options (worker/pages/digitization/box.tsx).
  product: fc.record({ product_id: fc.constantFrom('1', '1092', 'x', '-1') }),
  saved: fc.record({ saved_id: fc.constantFrom('1', '99999', 'x', '-1') }),
  storage: fc.record({
    tier: fc.constantFrom('10GB', '2TB', '3GB', ''),
    plan: fc.constantFrom('single', '24-months', 'weekly'),
  }),
  gift: fc.record({
    duration: fc.constantFrom('1-month', '3-months', '1-year', '2-years'),
    delivery: fc.constantFrom('email', 'print', 'both', 'gift_mgmt', 'pigeon'),
    recipient_name: fc.constantFrom('Robin', '', ' '),
    recipient_email: fc.constantFrom('robin@example.com', '', 'robin@'),
    message: fc.constantFrom('', 'Happy birthday'),
    timing: fc.constantFrom('immediately', 'later', 'soon'),
    send_on: fc.constantFrom('', '2027-01-15', '1999-01-01', '15/01/2027'),
  }),
  'box-options': fc.record({
    download: fc.constantFrom('yes', 'no'),
    thumbDrive: fc.constantFrom('0', '2', '-1', '9999'),
    dvdSet: fc.constantFrom('0', '1', 'x'),
    processingTime: fc.constantFrom('standard', 'priority', 'overnight'),
  }),
  // An event ticket's attendee form (worker/pages/events/detail.tsx).
  attendee: fc.record({
    product_id: fc.constantFrom('1', '1092', 'x'),
    badge_name: fc.constantFrom('Casey', ''),
    country: fc.constant('United States'),
    region: fc.constant('Idaho'),
    city: fc.constant('Boise'),
    dietary_restriction: fc.constantFrom('none', 'vegan', 'paleo'),
  }),
};
const spoil = fc.record({
  hostile: fc.oneof(
    { weight: 3, arbitrary: fc.constant<[number, Piece[]][]>([]) },
    {
      weight: 2,
      arbitrary: fc.array(fc.tuple(fc.nat(), hostile({ maxPieces: 3, hugeKB: [10, 100], hugeOneIn: 30 })), {
        minLength: 1,
        maxLength: 2,
      }),
    },
  ),
  drop: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.nat() }),
});
function spoilt(
  fields: Record<string, HeaderValue>,
  how: { hostile: [number, Piece[]][]; drop: number | undefined },
): [string, HeaderValue][] {
  const entries = Object.entries(fields);
  for (const [at, value] of how.hostile) entries[at % entries.length]![1] = value;
  if (how.drop !== undefined) entries.splice(how.drop % entries.length, 1);
  return entries;
}
/** Which fields a path takes and how its own pages send them; a new endpoint gets the generic bodies only. */
export const SHAPE_OF: Record<string, { shape: Shape; natural: 'json' | 'form' }> = {
  '/api/session': { shape: 'credentials', natural: 'json' },
  '/api/client-errors': { shape: 'client-error', natural: 'json' },
  '/api/drafts': { shape: 'drafts', natural: 'form' },
  '/api/impersonations': { shape: 'impersonation', natural: 'json' },
  '/api/impersonations/end': { shape: 'return-to', natural: 'form' },
  // Log out without script (decision 089) sends no field of its own; one it is sent is ignored.
  '/api/session/end': { shape: 'return-to', natural: 'form' },
  '/api/preview/stop': { shape: 'return-to', natural: 'form' },
  '/api/utm': { shape: 'utm', natural: 'json' },
  '/log-in': { shape: 'credentials', natural: 'form' },
  '/sign_in': { shape: 'credentials', natural: 'form' },
  '/login': { shape: 'credentials', natural: 'form' },
  '/sign-up': { shape: 'sign-up', natural: 'form' },
  '/passwords/new': { shape: 'email', natural: 'form' },
  '/guest': { shape: 'guest', natural: 'form' },
  '/digital-conversion/order/:slug': { shape: 'box-options', natural: 'form' },
  // Every marketing page that sells something adds to the cart through its own form.
  ...Object.fromEntries(
    Object.entries(marketingRoutes)
      .filter(([, page]) => page.action)
      .map(([name]) => [
        routes[name as keyof typeof marketingRoutes].path,
        { shape: 'product' as const, natural: 'form' as const },
      ]),
  ),
  '/events/:slug': { shape: 'attendee', natural: 'form' },
  '/api/saved-products': { shape: 'product', natural: 'json' },
  '/api/cart': { shape: 'product', natural: 'json' },
  '/__cache/purge': { shape: 'purge', natural: 'json' },
  '/saved-products': { shape: 'saved', natural: 'form' },
  '/preserve-and-share': { shape: 'storage', natural: 'form' },
  // Every gifting page gives through its own form.
  ...Object.fromEntries(
    Object.keys(giftingRoutes).map((name) => [
      routes[name as keyof typeof giftingRoutes].path,
      { shape: 'gift' as const, natural: 'form' as const },
    ]),
  ),
  // Every product page of the print catalogue adds to the cart through its own form.
  ...Object.fromEntries(
    PRINT_PLACES.flatMap((p) =>
      p.detailRoute ? [[routes[p.detailRoute].path, { shape: 'product' as const, natural: 'form' as const }]] : [],
    ),
  ),
};
const asJson = (fields: [string, HeaderValue][]): JsonSpec => ({
  obj: fields.map(([k, v]) => [k, { s: typeof v === 'string' ? [v] : v }]),
});
function shapedBody(entries: [string, HeaderValue][], encoding: 'json' | 'form' | 'multipart'): BodySpec {
  return encoding === 'json' ? { kind: 'json', value: asJson(entries) } : { kind: encoding, fields: entries };
}
const INVALID_JSON = [
  '{',
  '{"email":',
  '[',
  'null',
  'true',
  '"str"',
  '{"email":"a@b.c","password":"x",}',
  "{'email':'x'}",
  '\ufeff{}',
  'NaN',
  '{"__proto__":{"polluted":1}}',
  '',
  ' ',
  '\u0000',
];
const body: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 4, arbitrary: jsonBody.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 2, arbitrary: headerValue(INVALID_JSON).map((text) => ({ kind: 'text' as const, text })) },
  { weight: 2, arbitrary: formFields.map((fields) => ({ kind: 'form' as const, fields })) },
  { weight: 1, arbitrary: formFields.map((fields) => ({ kind: 'multipart' as const, fields })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge' as const),
      shape: fc.constantFrom(
        'json-string',
        'json-array',
        'json-deep-array',
        'json-deep-object',
        'json-wide',
        'json-unterminated',
        'form',
        'multipart',
        'text',
      ),
      mb: fc.integer({ min: 1, max: 2 }),
    }),
  },
);
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zzz',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'application/json, text/plain',
  '',
];

/**
 * Every route the app registers under /api, and every page that takes a form post, with its
 * method (a new endpoint is fuzzed without being listed here).
 */
const APP_ROUTES = createApp().routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*'));
export const API_ROUTES = APP_ROUTES.filter((r) => r.path.startsWith('/api/')).map(
  (r) => [r.method as Method, r.path] as const,
);
export const FORM_ROUTES = APP_ROUTES.filter((r) => !r.path.startsWith('/api/') && r.method === 'POST').map(
  (r) => ['POST' as Method, r.path] as const,
);
export const API_PATHS = [...new Set(API_ROUTES.map(([, path]) => path))];
const ALL_PATHS = [...API_PATHS, ...FORM_ROUTES.map(([, path]) => path)];

export const apiRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    // Mostly the method each endpoint answers; any method on any of them; paths beside them.
    target: fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .constantFrom(...API_ROUTES, ...FORM_ROUTES)
          .map(([method, path]) => ({ method, path: [path] as Piece[] })),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          method: fc.constantFrom(...METHODS),
          path: fc.constantFrom(...ALL_PATHS).map((p): Piece[] => [p]),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          method: fc.constantFrom(...METHODS),
          path: fc
            .tuple(
              fc.constantFrom('/api/', '/api/session/', '/api//', '/API/', '/api/drafts/'),
              hostile({ maxPieces: 3 }),
            )
            .map(([a, b]): Piece[] => [a, ...b]),
        }),
      },
    ),
    // The endpoint's own fields (as its page sends them, or not), or any body at all.
    shaped: fc.constantFrom(true, true, true, false),
    fields: fc.record(SHAPES),
    spoil,
    encoding: fc.constantFrom('natural', 'natural', 'natural', 'json', 'form', 'multipart'),
    body,
    query: fc.option(
      fc.oneof(
        query,
        returnTo.map((r): Piece[] => ['redirectTo=', ...(typeof r === 'string' ? [r] : r)]),
      ),
      { nil: undefined, freq: 2 },
    ),
    cookies: fc.option(cookies, { nil: undefined, freq: 3 }),
    origin: fc.oneof({ weight: 2, arbitrary: sameOrigin }, { weight: 1, arbitrary: anyOrigin }),
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
  })
  .map(({ target, shaped, fields, spoil, encoding, body, query, cookies, origin, contentType }) => {
    const own = SHAPE_OF[typeof target.path[0] === 'string' ? target.path[0] : ''];
    const chosen =
      shaped && own
        ? shapedBody(spoilt(fields[own.shape], spoil), encoding === 'natural' ? own.natural : encoding)
        : body;
    return defined({ ...target, origin, body: chosen, query, cookies, contentType });
  });
