// The pages the quality bar walks, derived from the route table: every static route, and for
// each route with parameters the first links to it that a visitor finds by following the
// site's own links. A new page joins the bar once it answers 200 and something links to it (a
// worker test fails if a built page is found by neither, tests/worker/platform/page-urls.test.ts).
import { type RouteName, routes } from '#core/routes/table.ts';

export interface Fetched {
  status: number;
  html: string;
}

const patterns = (Object.entries(routes) as [RouteName, { path: string }][]).map(([name, { path }]) => {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('')
    // An optional last segment already brings its own slash.
    .replace(/\/\(\?:\//g, '(?:/');
  return { name, re: new RegExp(`^${source || '/'}$`) };
});

/** The route a path belongs to, by the table's patterns (static routes win, as they are registered first). */
export function routeOfPath(pathname: string): RouteName | null {
  return patterns.find((p) => p.re.test(pathname))?.name ?? null;
}

const isStatic = (path: string) => !path.includes(':');

/** A word a search finds in the demo content. */
const SEARCH_WORD = 'photos';

/** Where the page's links go, and its search forms (a GET form with a search field) when used. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#]*)/g)) {
    links.add(href!.replace(/&amp;/g, '&'));
  }
  for (const [form, action] of html.matchAll(/<form\b[^>]*\baction="(\/(?!\/)[^"#?]*)"[^>]*>[\s\S]*?<\/form>/g)) {
    if (/\bmethod="post"/i.test(form)) continue;
    const field = /<input\b[^>]*\btype="search"[^>]*>/.exec(form)?.[0];
    const name = field && /\bname="([^"]+)"/.exec(field)?.[1];
    if (name) links.add(`${action}?${new URLSearchParams({ [name]: SEARCH_WORD })}`);
  }
  return [...links];
}

/**
 * Up to `perRoute` URLs for every route that answers 200, found by a breadth-first walk from
 * the static routes through the site's own links (at most `maxVisits` requests).
 */
export async function pageUrls(
  fetchPage: (path: string) => Promise<Fetched>,
  opts: { perRoute?: number; maxVisits?: number } = {},
): Promise<Map<RouteName, string[]>> {
  const perRoute = opts.perRoute ?? 1;
  const maxVisits = opts.maxVisits ?? 300;
  const found = new Map<RouteName, string[]>();
  const queue: string[] = Object.values(routes)
    .map((r) => r.path)
    .filter(isStatic);
  const seen = new Set(queue);
  let visits = 0;
  while (queue.length > 0 && visits < maxVisits) {
    const path = queue.shift()!;
    const route = routeOfPath(new URL(path, 'http://x').pathname);
    if (!route || (found.get(route)?.length ?? 0) >= perRoute) continue;
    visits++;
    const { status, html } = await fetchPage(path);
    if (status !== 200) continue;
    found.set(route, [...(found.get(route) ?? []), path]);
    for (const link of internalLinks(html)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return found;
}
