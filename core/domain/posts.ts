// Pure rules of the post sections, the blog and pixels2Pages (SPEC §2.2, §5, §9), used by their loaders and islands.
import { BLOG_PAGE_SIZE, SEARCH_RESULTS_MAX } from './constants.ts';

/** SPEC §5: the search text is trimmed; an empty term means the blog home. */
export function normalizeSearchTerm(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().slice(0, 200) : '';
}

/**
 * An FTS5 query from what a reader typed: every word must appear (prefix match on the last
 * one so "photo boo" finds "photo books"); quoting each word keeps FTS5 syntax out of it.
 * Null when nothing searchable is left.
 */
export function ftsQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((w, i, all) => (i === all.length - 1 ? `"${w}"*` : `"${w}"`))
    .join(' ');
}

/** The requested page: a whole number from 1; anything else (absent, 0, "abc", "2.5") is null. */
export function parsePage(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const pageOffset = (page: number, pageSize = BLOG_PAGE_SIZE) => (page - 1) * pageSize;

/**
 * What a search shows of its matches, counted up to one more than SEARCH_RESULTS_MAX: that many
 * at most, paged; and what it says about them.
 */
export function searchResults(counted: number): { shown: number; text: string } {
  if (counted > SEARCH_RESULTS_MAX) {
    return {
      shown: SEARCH_RESULTS_MAX,
      text: `More than ${SEARCH_RESULTS_MAX} posts found; the ${SEARCH_RESULTS_MAX} best matches are shown`,
    };
  }
  return { shown: counted, text: counted === 1 ? '1 post found' : `${counted} posts found` };
}

// Made on first use: building a formatter costs the browser's entry script a few ms at load.
let dateFormat: Intl.DateTimeFormat | undefined;
export const formatDate = (iso: string) => {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return dateFormat.format(new Date(iso));
};

/** "Updated" is worth showing only when it is a different day from publication. */
export function showUpdated(publishedAt: string | null, updatedAt: string): boolean {
  return publishedAt !== null && updatedAt.slice(0, 10) > publishedAt.slice(0, 10);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a post opens with its own summary (issue 35): editors often paste it as the first
 * paragraph, and the page then shows it only once, in the post.
 */
export function opensWithSummary(summary: string | null, contentHtml: string): boolean {
  const first = /<p[\s>][\s\S]*?<\/p>/.exec(contentHtml)?.[0];
  return Boolean(summary?.trim()) && first !== undefined && plainText(first) === plainText(summary ?? '');
}
