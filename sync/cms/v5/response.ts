// Strapi 5's answers in the words the record contract (records.ts) reads, which are Strapi v3's:
// `{ data, meta }` unwrapped, a document's key as its `id` (key.ts), and the system fields under
// their v3 names (`updatedAt` is `updated_at`, `publishedAt` is `published_at`). Strapi 5 keeps
// `publishedAt` for itself, so the editors' article date, v3's `publishedAt`, is `article_date`
// there (decision 074). Relations are documents too and are read the same way; media files and
// components keep their numeric ids, which publishing does not change for a file.
import { keyOf } from './key.ts';

const SYSTEM: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  publishedAt: 'published_at',
  article_date: 'publishedAt',
};

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A document (a record, or a related one) as v3 sent it; anything else is left as it is. */
export function v3Record(value: unknown): unknown {
  if (!isObject(value) || typeof value.documentId !== 'string' || 'mime' in value) return value;
  const out: Obj = {};
  for (const [field, inner] of Object.entries(value)) {
    if (field === 'id') continue;
    out[SYSTEM[field] ?? field] = Array.isArray(inner) ? inner.map(v3Record) : v3Record(inner);
  }
  // A documentId Strapi does not make has no key: the record is then skipped for its id.
  out.id = keyOf(value.documentId);
  return out;
}

/** The records of a list response `{ data: [...], meta }`, or null when it is not one. */
export function listOf(body: unknown): unknown[] | null {
  return isObject(body) && Array.isArray(body.data) ? body.data.map(v3Record) : null;
}

/** The count of a list response's `meta.pagination.total`, or null when it has none. */
export function totalOf(body: unknown): number | null {
  const total =
    isObject(body) && isObject(body.meta) && isObject(body.meta.pagination) ? body.meta.pagination.total : null;
  return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : null;
}

/** The record of a single type's answer `{ data: {...} }`, or null when it has none. */
export function singleOf(body: unknown): unknown | null {
  return isObject(body) && isObject(body.data) ? v3Record(body.data) : null;
}
