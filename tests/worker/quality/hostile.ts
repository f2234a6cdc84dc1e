// Hostile inputs for the fuzzing bar: strings built from pieces, so a shrunk counterexample
// stays readable (a 100 kB segment prints as `{ repeat, kB }`, not as 100 kB of text) and every
// reflection marker in a request can be found again by walking the generated value.
import fc from 'fast-check';
import { blogAuthors, blogCategories, blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { events } from '#tests/fixtures/cms/content/events.ts';
import { p2pAuthors, p2pCategories, p2pPosts, p2pTags } from '#tests/fixtures/cms/content/p2p.ts';
import { pressReleases } from '#tests/fixtures/cms/content/press.ts';

/**
 * A unique token that is markup when reflected raw: `<fz-12345>` (a tag) or `"fz12345'<` (an
 * attribute break-out). Sent raw, percent-encoded once or twice, so a page that decodes it is
 * caught as well as one that echoes it.
 */
export interface Marker {
  marker: number;
  style: 'tag' | 'quote';
  encoding: 'raw' | 'percent' | 'double';
}

/** A long run of one short string: the 10–100 kB path segments, query values and cookies. */
export interface Huge {
  repeat: string;
  kB: number;
}

export type Piece = string | Marker | Huge;

export const markerText = (m: Pick<Marker, 'marker' | 'style'>) =>
  m.style === 'tag' ? `<fz-${m.marker}>` : `"fz${m.marker}'<`;

/** What must never appear in an HTML response for a marker that was sent. */
export const rawMarkerForms = (id: number) => [`<fz-${id}`, `"fz${id}'<`];

const isMarker = (p: unknown): p is Marker => typeof p === 'object' && p !== null && 'marker' in p;
const isHuge = (p: unknown): p is Huge => typeof p === 'object' && p !== null && 'repeat' in p;

export function renderPiece(p: Piece): string {
  if (typeof p === 'string') return p;
  if (isHuge(p)) {
    const size = p.kB * 1024;
    return p.repeat.repeat(Math.ceil(size / Math.max(1, p.repeat.length))).slice(0, size);
  }
  const text = markerText(p);
  if (p.encoding === 'raw') return text;
  const once = encodeURIComponent(text);
  return p.encoding === 'percent' ? once : encodeURIComponent(once);
}

export const render = (pieces: readonly Piece[]) => pieces.map(renderPiece).join('');

/** Every marker id anywhere in a generated value. */
export function markersIn(value: unknown, out = new Set<number>()): Set<number> {
  if (isMarker(value)) out.add(value.marker);
  else if (Array.isArray(value)) for (const v of value) markersIn(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) markersIn(v, out);
  return out;
}

/**
 * Percent-encodes what cannot go into a header value as it is: NUL, CR and LF, and anything above
 * ASCII (workerd would send that as UTF-8 anyway, with a warning per request). Other control
 * characters stay raw.
 */
export function headerSafe(s: string): string {
  return s.replace(/[\0\r\n\u{80}-\u{10ffff}]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80'; // a lone surrogate: the bytes a sloppy encoder would send
    }
  });
}

export const marker: fc.Arbitrary<Marker> = fc.record({
  marker: fc.integer({ min: 10_000, max: 99_999 }),
  style: fc.constantFrom('tag', 'quote'),
  encoding: fc.constantFrom('raw', 'raw', 'percent', 'double'),
});

/** Path traversal, bad percent-encoding (%C3%28, %FF, %E2%82), HTML and template metacharacters, unicode. */
export const NASTY = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '..%2f',
  '..%5c',
  '%00',
  '\\',
  '%5C',
  '%5c',
  '//',
  '/',
  '%2F',
  '%2f',
  '%C3%28',
  '%FF',
  '%E2%82',
  '%C0%AE',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%',
  '%%',
  '%zz',
  '%2',
  '%u003c',
  '<',
  '>',
  '"',
  "'",
  '&',
  '&lt;',
  '&#x3C;',
  '\\u003c',
  '`',
  '=',
  ';',
  ',',
  ' ',
  '+',
  '%20',
  '%0A',
  '%0D%0A',
  '%09',
  '\t',
  '?',
  '#',
  '*',
  ':',
  '@',
  '~',
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'-alert(1)-'",
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}',
  '{{7*7}}',
  "' OR 1=1 --",
  '"; DROP TABLE blog_posts; --',
  '") OR ("1"="1',
  'NEAR(a b)',
  '"*',
  '^*',
  'NULL',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '__proto__',
  'constructor',
  'prototype',
  'é',
  'e\u0301',
  '日本語',
  'İ',
  'ﬃ',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\u200b',
  '😀',
  '\ud800',
  '\udfff',
  '\u0000',
  '\r',
  '\n',
  '\r\nSet-Cookie: fz=1',
  '\u000b',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  'CON',
  'AUX',
  'index.html',
  '.env',
  '.git/config',
  '__page-cache',
] as const;

const realSlugs = [
  ...blogPosts,
  ...blogAuthors,
  ...blogCategories,
  ...p2pPosts,
  ...p2pAuthors,
  ...p2pCategories,
  ...p2pTags,
  ...events,
  ...pressReleases,
]
  .map((record) => (record as { slug?: unknown }).slug)
  .filter((slug): slug is string => typeof slug === 'string' && slug !== '');

/** Slugs the fixture content really has, so hostile requests also reach real rows and pages. */
export const realSlug = fc.constantFrom(...realSlugs);

export const huge = (minKB: number, maxKB: number): fc.Arbitrary<Huge> =>
  fc.record({
    repeat: fc.oneof(
      fc.constantFrom('a', '%', '%FF', '../', '<', '"', 'é', '%C3%28', '日'),
      fc.string({ minLength: 1, maxLength: 4 }),
    ),
    kB: fc.integer({ min: minKB, max: maxKB }),
  });

const smallPiece: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 4, arbitrary: marker },
  { weight: 2, arbitrary: realSlug },
);

/**
 * A hostile string as pieces; with `hugeKB`, one in `hugeOneIn` is a single long run of that
 * many kB (the 10–100 kB segments and values of the brief).
 */
export function hostile(
  opts: { minPieces?: number; maxPieces?: number; hugeKB?: [number, number]; hugeOneIn?: number } = {},
): fc.Arbitrary<Piece[]> {
  const normal = fc.array(smallPiece, { minLength: opts.minPieces ?? 1, maxLength: opts.maxPieces ?? 5 });
  if (!opts.hugeKB) return normal;
  return fc.oneof(
    { weight: (opts.hugeOneIn ?? 40) - 1, arbitrary: normal },
    { weight: 1, arbitrary: fc.tuple(smallPiece, huge(...opts.hugeKB), smallPiece).map((t): Piece[] => [...t]) },
  );
}

/** Values a `?page=` (or any number) should never trip on. */
export const NUMBERS = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '1.5',
  '01',
  '0x10',
  '999999',
  '1000000',
  '9007199254740993',
  '99999999999999999999999999',
  '',
  ' 1',
  '1 ',
  '+1',
  '%31',
  '١',
  'Ⅻ',
  'true',
  'null',
  '[]',
  '{}',
] as const;
