// The sitemaps.org formats, as pure functions: a URL set, an index of sitemaps, and the paging
// that splits a site with more URLs than one sitemap may hold.

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * The URLs this site puts in one sitemap: far fewer than the 50 000 sitemaps.org allows, so that
 * a sitemap reads a bounded number of D1 rows (docs/decisions/055); a bigger site is an index.
 */
export const SITEMAP_PAGE_URLS = 300;

export interface SitemapUrl {
  /** Absolute, already percent-encoded (the route table's path builders encode parameters). */
  loc: string;
  lastmod?: string | null;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' };

/** The entity escapes sitemaps.org asks for. */
export const escapeXml = (s: string) => s.replace(/[&<>'"]/g, (ch) => ENTITIES[ch]!);

/** W3C Datetime: a date, or a date and time with its zone (what the CMS sends, ISO 8601 in UTC). */
const W3C_DATETIME = /^\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d))?$/;

/** A row's date as a lastmod, or null when it has none a crawler could read. */
export const lastmodOf = (value: string | null | undefined): string | null =>
  value && W3C_DATETIME.test(value) ? value : null;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const lastmod = lastmodOf(u.lastmod);
      return `<url><loc>${escapeXml(u.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
    })
    .join('');
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n${body}</urlset>\n`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}</sitemapindex>\n`;
}

/** How many sitemaps `total` URLs take, `size` a sitemap; an empty site still has one. */
export const sitemapCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * Which rows of which source fill sitemap `page` (from 1), when the sources hold `counts` rows
 * and are read one after another: for each source it touches, the offset and limit of its slice.
 */
export function pageSlices(
  counts: readonly number[],
  page: number,
  size: number,
): { source: number; offset: number; limit: number }[] {
  const start = (page - 1) * size;
  const end = start + size;
  const slices: { source: number; offset: number; limit: number }[] = [];
  let at = 0;
  counts.forEach((n, source) => {
    const from = Math.max(start, at);
    const to = Math.min(end, at + n);
    if (to > from) slices.push({ source, offset: from - at, limit: to - from });
    at += n;
  });
  return slices;
}
