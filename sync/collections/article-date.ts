// SPEC §3: a post's date is `publishedAt`, the editor's article date. Strapi's own
// `published_at` (when the record was published in the CMS) stands in only when the record
// has no article date: an article written in 2025 and published in the CMS today shows 2025.
import { timestamp } from '#sync/cms/normalize.ts';

export function articleDate(record: { publishedAt: string | null; published_at?: unknown }): string | null {
  return record.publishedAt ?? timestamp(record.published_at);
}
