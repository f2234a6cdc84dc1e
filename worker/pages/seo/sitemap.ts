// GET /sitemap.xml, derived from the route table (what paths exist), the page table (which are
// built, and who may see them) and the D1 copy (the published posts, authors and categories of
// every post section). Above SITEMAP_PAGE_URLS it is an index of /sitemap.xml?page=N, each page
// read from D1 with LIMIT/OFFSET, or from a stored list's marks (docs/decisions/019, 055).

import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import { type RouteName, routes } from '#core/routes/table.ts';
import { contentDb, readSession } from '#worker/db/client.ts';
import { countPublicRows, readSlices } from '#worker/db/queries/sitemap.ts';
import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';
import { tallyD1 } from '#worker/http/request-timing.ts';
import { pageTable } from '#worker/pages/handlers.ts';
import type { PageEntry, PageTable } from '#worker/pages/unit/define-page.ts';
import { CONTENT_ROWS } from './content-rows.ts';
import { POST_SECTIONS, type SeoSection } from './post-sections.ts';
import type { RowSource } from './row-source.ts';
import {
  pageSlices,
  SITEMAP_PAGE_URLS,
  type SitemapUrl,
  sitemapCount,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-xml.ts';

export const SITEMAP_PATH = '/sitemap.xml';

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * A page a crawler may be sent to: built (a NOT_BUILT route answers 404), public (access.ts), and
 * the same for every visitor (a `private` page is a form or somebody's own; a `live` one is shared).
 */
export function isListable(entry: PageEntry): boolean {
  return entry.kind === 'page' && (entry.access ?? 'public') === 'public' && entry.cache !== 'private';
}

/** A route's path without its optional last parameter: `/yours/author/:slug?` is `/yours/author`. */
const withoutOptional = (path: string) => path.replace(/\/:[^/]+\?$/, '');

/** Search results: endless, and noindex; never listed. */
const searchRoutes = (sections: readonly SeoSection[]) => new Set<RouteName>(sections.map((s) => s.routes.search));

/** The listable routes that have a path of their own (no required parameter), in table order. */
export function staticPaths(pages: PageTable = pageTable, sections: readonly SeoSection[] = POST_SECTIONS): string[] {
  const searches = searchRoutes(sections);
  const paths = (Object.keys(routes) as RouteName[]).flatMap((name) => {
    if (searches.has(name) || !isListable(pages[name])) return [];
    const path = withoutOptional(routes[name].path);
    return path.includes(':') ? [] : [path];
  });
  // `/press-releases` is both a route and `/press-releases/:slug?` without its slug.
  return [...new Set(paths)];
}

/**
 * Each section's posts, categories and authors, then the other content pages' rows (events,
 * press releases), while the route each links to is listable.
 */
export function rowSources(pages: PageTable = pageTable, sections: readonly SeoSection[] = POST_SECTIONS): RowSource[] {
  return sections
    .flatMap((s): RowSource[] => [
      { route: s.routes.post, rows: s.sitemap.posts, path: (slug) => s.links.post(slug) },
      { route: s.routes.category, rows: s.sitemap.categories, path: (slug) => s.links.category(slug) },
      { route: s.routes.author, rows: s.sitemap.authors, path: (slug) => s.links.author(slug) },
    ])
    .concat(CONTENT_ROWS)
    .filter((source) => isListable(pages[source.route]));
}

/**
 * The product pages: their rows are the store's, live, not D1's; crawlers reach them through the
 * list pages the sitemap does name (docs/decisions/028).
 */
const storeRoutes = () => PRINT_PLACES.flatMap((p) => (p.detailRoute ? [p.detailRoute] : []));

/**
 * Listable routes with a parameter whose values the sitemap does not know: a page built without
 * telling the sitemap where its rows are (a test keeps this empty).
 */
export function routesWithoutRows(
  pages: PageTable = pageTable,
  sections: readonly SeoSection[] = POST_SECTIONS,
): RouteName[] {
  const known = new Set<RouteName>([
    ...searchRoutes(sections),
    ...rowSources(pages, sections).map((s) => s.route),
    ...storeRoutes(),
  ]);
  return (Object.keys(routes) as RouteName[]).filter(
    (name) => routes[name].path.includes(':') && isListable(pages[name]) && !known.has(name),
  );
}

export interface SitemapOptions {
  /** URLs per sitemap; SITEMAP_PAGE_URLS unless a test asks for less. */
  pageSize?: number;
  pages?: PageTable;
  sections?: readonly SeoSection[];
}

/** GET /sitemap.xml (and /sitemap.xml?page=N when the site outgrows one sitemap). */
export function sitemapRoutes({
  pageSize = SITEMAP_PAGE_URLS,
  pages = pageTable,
  sections = POST_SECTIONS,
}: SitemapOptions = {}) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const url = new URL(c.req.url);
    const pageParam = c.req.query('page');
    const page = pageParam === undefined ? null : /^[1-9]\d{0,8}$/.test(pageParam) ? Number(pageParam) : 0;
    if (page === 0) return c.text('There is no such sitemap.', 404);

    const db = contentDb(readSession(c.env.DB), tallyD1(c.get('timing')));
    const statics = staticPaths(pages, sections);
    const sources = rowSources(pages, sections);
    const rowCounts = await countPublicRows(
      db,
      sources.map((s) => s.rows),
    );
    const counts = [statics.length, ...rowCounts];
    const count = sitemapCount(
      counts.reduce((a, b) => a + b, 0),
      pageSize,
    );

    if (page === null && count > 1) {
      const locs = Array.from({ length: count }, (_, i) => `${url.origin}${url.pathname}?page=${i + 1}`);
      return c.body(sitemapIndexXml(locs), 200, HEADERS);
    }
    if (page !== null && page > count) return c.text('There is no such sitemap.', 404);

    // Source 0 is the static paths (in memory); source i is rowSources()[i - 1] (read from D1).
    const slices = pageSlices(counts, page ?? 1, pageSize);
    const fromDb = slices.filter((s) => s.source > 0);
    const read = await readSlices(
      db,
      fromDb.map((s) => ({ source: sources[s.source - 1]!.rows, offset: s.offset, limit: s.limit })),
    );
    const urls: SitemapUrl[] = [];
    for (const slice of slices) {
      if (slice.source === 0) {
        urls.push(
          ...statics.slice(slice.offset, slice.offset + slice.limit).map((path) => ({ loc: url.origin + path })),
        );
        continue;
      }
      const source = sources[slice.source - 1]!;
      const rows = read[fromDb.indexOf(slice)] ?? [];
      urls.push(...rows.map((row) => ({ loc: url.origin + source.path(row.slug), lastmod: row.lastmod })));
    }
    return c.body(urlsetXml(urls), 200, HEADERS);
  });
}

export const sitemapXml = sitemapRoutes();
