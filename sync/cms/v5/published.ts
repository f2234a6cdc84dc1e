// Strapi 5 keeps a document's draft and its published version apart, and the REST API answers
// one or the other (`status`), never "the published one, else the draft". The sync lists the
// drafts, which name every document once; for the documents among them that have no date of
// publication there (a draft's is always null), one more request asks for their published
// versions. The site shows what is published: a document with a published version is that
// version, flagged published; one without stays the draft. A type without draft & publish
// answers with its only version, dated, and needs no second request.
import { API_PREFIX } from './query.ts';

type Obj = Record<string, unknown>;

/** The documents of a page of drafts whose published versions are to be asked for. */
export function unpublished(drafts: readonly unknown[]): string[] {
  return drafts.flatMap((d) => {
    const r = d as Obj | null;
    return r && r.published_at === null && typeof r.documentId === 'string' ? [r.documentId] : [];
  });
}

/** The request for the published versions of these documents (as many as the page had, so never cut short). */
export function publishedRequest(path: string, documentIds: readonly string[], populate: string | undefined): string {
  const query = new URLSearchParams({
    status: 'published',
    'pagination[page]': '1',
    'pagination[pageSize]': String(documentIds.length),
  });
  query.set('pagination[withCount]', 'false');
  documentIds.forEach((id, i) => {
    query.append(`filters[documentId][$in][${i}]`, id);
  });
  for (const [key, value] of new URLSearchParams(populate ?? 'populate=*')) query.append(key, value);
  return `${API_PREFIX}${path}?${query}`;
}

/**
 * Each draft, or its published version where there is one. The version keeps the draft's
 * `updated_at`: the listing is in the drafts' order, and its cursor is theirs.
 */
export function merged(drafts: readonly unknown[], published: readonly unknown[]): unknown[] {
  const byDocument = new Map<unknown, Obj>();
  for (const p of published) if (p && typeof p === 'object') byDocument.set((p as Obj).documentId, p as Obj);
  return drafts.map((d) => {
    const version = byDocument.get((d as Obj | null)?.documentId);
    return version ? { ...version, updated_at: (d as Obj).updated_at } : d;
  });
}
