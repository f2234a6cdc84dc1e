// The pieces the record contract (records.ts) is built from. A record's identity (`id`, `slug`
// where it has a page, a post's `title`) is validated and rejects the record when unusable; every
// other field is read tolerantly and falls back to a default (ARCHITECTURE rule 10).
import * as v from 'valibot';
import * as normalize from './normalize.ts';

/** A tolerant field: the reader sees the raw value (undefined and null alike) and never fails. */
export function field<T>(reader: (value: unknown) => T) {
  // optional(…, null) makes a missing key reach the reader as null instead of failing the object.
  return v.optional(v.pipe(v.unknown(), v.transform(reader)), null);
}

/** Essential: the record's id (a positive whole number; "12" is read as 12). */
export const recordId = v.pipe(
  // A missing key reaches the checks as null, so it gets their message, not valibot's.
  v.optional(v.unknown(), null),
  v.transform(normalize.integer),
  v.number('id is missing or not a whole number'),
  v.minValue(1, 'id must be 1 or more'),
);

/**
 * Essential where a record has a page: its slug, as the CMS holds it. Strapi's uid fields allow
 * `A-Za-z0-9-_.~`; any other CMS text is accepted too as long as it can be one path segment
 * (pathTo encodes it): not empty, no `/`, `\` or control characters, not `.` or `..`.
 */
export const slug = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((value) => (typeof value === 'number' ? String(value) : value)),
  v.string('slug is missing'),
  v.trim(),
  v.nonEmpty('slug is empty'),
  v.maxLength(255, 'slug is longer than 255 characters'),
  v.check(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check rejects.
    (s) => !/[/\\\u0000-\u001f\u007f]/.test(s),
    'slug cannot be one path segment (it has a slash or a control character)',
  ),
  v.check((s) => s !== '.' && s !== '..', 'slug cannot be "." or ".."'),
);

/** Essential for posts: a title that is not blank. */
export const title = v.pipe(
  v.optional(v.unknown(), null),
  v.transform(normalize.text),
  v.trim(),
  v.nonEmpty('title is empty'),
);

export const text = field(normalize.text);
export const optionalText = field(normalize.optionalText);
export const integer = field(normalize.integer);
export const flag = field((value) => normalize.flag(value));
export const timestamp = field(normalize.timestamp);
export const timeZone = field(normalize.timeZone);
export const colour = field(normalize.colour);
export const link = field((value) => normalize.link(value));
export const linkOrPath = field((value) => normalize.link(value, { allowPath: true }));

/**
 * Strapi's draft & publish: `published_at` is null for a draft and a time once published; a
 * collection without draft & publish sends no `published_at` at all, and has no drafts.
 */
export const publication = v.optional(v.unknown());
export const isDraft = (publishedAt: unknown) => publishedAt === null;

/** One size variant of an image, as the CMS made it. */
export interface MediaVariant {
  url: string;
  width: number;
  height: number | null;
}

/** An uploaded file; `url` may still be relative to the CMS. */
export interface Media {
  /** The upload's id in the CMS, when it sends one. */
  id: number | null;
  url: string;
  alt: string | null;
  width: number | null;
  height: number | null;
  /** Size variants (Strapi's thumbnail, small, medium, large), narrowest first. */
  variants: MediaVariant[];
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A media field: one file, the first of a list, or null when there is no usable url. */
export function readMedia(value: unknown): Media | null {
  const file = asObject(Array.isArray(value) ? value[0] : value);
  const url = normalize.optionalText(file?.url);
  if (!file || !url) return null;
  const variants: MediaVariant[] = [];
  for (const format of Object.values(asObject(file.formats) ?? {})) {
    const f = asObject(format);
    const variantUrl = normalize.optionalText(f?.url);
    const width = normalize.integer(f?.width);
    if (variantUrl && width !== null && width > 0)
      variants.push({ url: variantUrl, width, height: normalize.integer(f?.height) });
  }
  variants.sort((a, b) => a.width - b.width);
  const positive = (n: number | null) => (n !== null && n > 0 ? n : null);
  return {
    id: normalize.integer(file.id),
    url,
    alt: normalize.optionalText(file.alternativeText),
    width: positive(normalize.integer(file.width)),
    height: positive(normalize.integer(file.height)),
    variants,
  };
}

export const media = field(readMedia);

/** A related record as embedded in another: its id, and slug and name when sent. */
export interface Related {
  id: number;
  slug: string | null;
  name: string;
  /** True when the CMS says the related record is a draft. */
  isDraft: boolean;
}

/**
 * A relation: the related record (or just its id). A relation to a draft may arrive as `{}`, and
 * a cleared one as null: both are "none".
 */
export function readRelated(value: unknown): Related | null {
  if (typeof value === 'number' || typeof value === 'string') {
    const id = normalize.integer(value);
    return id !== null && id > 0 ? { id, slug: null, name: '', isDraft: false } : null;
  }
  const record = asObject(value);
  const id = normalize.integer(record?.id);
  if (!record || id === null || id < 1) return null;
  const parsedSlug = v.safeParse(slug, record.slug);
  return {
    id,
    slug: parsedSlug.success ? parsedSlug.output : null,
    name: normalize.text(record.name ?? record.title),
    isDraft: isDraft(record.published_at),
  };
}

export const related = field(readRelated);

/** A to-many relation: the related records that can be read, each id once. */
export const relatedList = field((value) => {
  const seen = new Set<number>();
  return (Array.isArray(value) ? value : []).map(readRelated).filter((r): r is Related => {
    if (r === null || seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
});

/** A repeatable component or dynamic zone: its entries read one by one, unusable ones dropped. */
export function list<T>(readEntry: (entry: Record<string, unknown>) => T | null) {
  return field((value) =>
    (Array.isArray(value) ? value : [])
      .map((entry) => {
        const object = asObject(entry);
        return object ? readEntry(object) : null;
      })
      .filter((entry): entry is T => entry !== null),
  );
}

/** A file to download: its url (maybe relative), its file name, extension and size in KB. */
export interface Download {
  url: string;
  fileName: string;
  ext: string | null;
  sizeKb: number | null;
}

/** An upload offered as a download; null without a usable url. */
export function readDownload(value: unknown): Download | null {
  const file = asObject(Array.isArray(value) ? value[0] : value);
  const url = normalize.optionalText(file?.url);
  if (!file || !url) return null;
  // Strapi gives the size in KB as a decimal (12.34).
  const size =
    typeof file.size === 'number' && Number.isFinite(file.size) && file.size > 0 ? Math.ceil(file.size) : null;
  const ext = normalize.optionalText(file.ext)?.replace(/^\./, '').toLowerCase() ?? null;
  return { url, fileName: normalize.text(file.name).trim(), ext: ext || null, sizeKb: size };
}

/** A single component: read when it is an object, else null. */
export function component<T>(readComponent: (value: Record<string, unknown>) => T) {
  return field((value) => {
    const object = asObject(value);
    return object ? readComponent(object) : null;
  });
}
