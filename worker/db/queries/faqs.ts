// The FAQ blocks pages show (SPEC §7: GET /faqs?slug=…, the first result's faq), from D1.
import { and, eq } from 'drizzle-orm';
import type { FaqEntry } from '#core/views.ts';
import type { ContentDb } from '#worker/db/client.ts';
import { faqs } from '#worker/db/schema.ts';

/**
 * The published FAQ with this slug, its entries with an empty answer or question left out; null
 * when there is none (a draft, an unknown slug or nothing left to show), so the page omits it.
 */
export async function faqBySlug(db: ContentDb, slug: string): Promise<{ slug: string; entries: FaqEntry[] } | null> {
  const rows = await db
    .select({ slug: faqs.slug, entries: faqs.entries })
    .from(faqs)
    .where(and(eq(faqs.slug, slug), eq(faqs.isDraft, false)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const entries = (Array.isArray(row.entries) ? row.entries : []).filter(
    (e) => e?.question?.trim() && e.answerHtml?.trim(),
  );
  return entries.length ? { slug: row.slug, entries } : null;
}
