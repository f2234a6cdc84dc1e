// Strapi 5 names a document by its `documentId` (24 characters, a-z and 0-9, cuid2); its `id`
// is a row's and changes when the document is published (decision 074). The sync keeps numeric
// keys in D1 and compares, pages and bisects by them, so a document's key is the number its
// first ten characters spell in base 36, plus one: the same document always gets the same key,
// and keys sort as documentIds do, so a range of keys is a range of documentIds the CMS can filter.

/** Characters of the documentId the key is made of: 36^10 stays below 2^53. */
export const KEY_CHARS = 10;

const DOCUMENT_ID = /^[a-z0-9]{10,64}$/;

/** The key of a documentId, or null when it is not one Strapi makes. */
export function keyOf(documentId: unknown): number | null {
  if (typeof documentId !== 'string' || !DOCUMENT_ID.test(documentId)) return null;
  return Number.parseInt(documentId.slice(0, KEY_CHARS), 36) + 1;
}

/** The documentIds' common start that a key stands for. */
export function prefixOf(key: number): string {
  return (key - 1).toString(36).padStart(KEY_CHARS, '0');
}

/**
 * The highest documentId a key covers: a documentId above it has a higher key, one at or
 * below it the same key or a lower one (documentIds are at most 64 characters long).
 */
export function upperBoundOf(key: number): string {
  return prefixOf(key) + 'z'.repeat(64 - KEY_CHARS);
}
