// The crawler (issue 13): from `/`, follows every internal link through the built pages, at most
// a few URLs per route. A link to a path that is no route at all, and not one of the paths
// outside the app (SPEC §2.4, core/routes/external.ts), fails; so does a built page that does
// not answer. Links to routes still NOT_BUILT are listed, not failed, and the list comes from the
// page table.
import { beforeAll, describe, expect, it } from 'vitest';
import { external } from '#core/routes/external.ts';
import { type RouteName, routes } from '#core/routes/table.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { logInCookie, ORIGIN, site } from '#tests/worker/helpers.ts';
import { pageTable } from '#worker/pages/handlers.ts';

/** URLs fetched per route: enough to cover its kinds of links without walking every post. */
const PER_ROUTE = 2;

const patterns = (Object.keys(routes) as RouteName[]).map((name) => {
  const source = routes[name].path
    .split('/')
    .map((segment) =>
      segment.endsWith('?')
        ? '(?:/[^/]+)?'
        : segment.startsWith(':')
          ? '/[^/]+'
          : segment
            ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
            : '',
    )
    .join('');
  return { name, regex: new RegExp(`^${source || '/'}/?$`) };
});

const routeOf = (path: string) => patterns.find((p) => p.regex.test(path))?.name ?? null;

/** The first path segment of every address external.ts builds inside this origin: the account app, the cart… */
const outsideRoots = new Set(
  Object.values(external)
    .map((build) => (build as (...args: unknown[]) => string)('x', 'x'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split(/[/?#]/)[1])
    .filter((root): root is string => Boolean(root)),
);

function internalLinks(html: string): string[] {
  const out: string[] = [];
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, '&');
    const url = new URL(href, `${ORIGIN}/`);
    if (url.origin === ORIGIN && !href.startsWith('#')) out.push(url.pathname + url.search);
  }
  return out;
}

/** Walks the site from `/` as one visitor (a signed-in one also sees the Products menu, SPEC §2.9). */
async function crawl(cookie?: string) {
  const seen = new Set<string>();
  const perRoute = new Map<RouteName, number>();
  const dead: string[] = [];
  const failing: string[] = [];
  const notBuilt = new Set<RouteName>();
  const queue: { url: string; from: string }[] = [{ url: '/', from: '(start)' }];
  while (queue.length) {
    const { url, from } = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const path = decodeURI(url.split('?')[0]!);
    const name = routeOf(path);
    if (name === null) {
      if (!outsideRoots.has(path.split('/')[1] ?? '')) dead.push(`${url} (linked from ${from})`);
      continue;
    }
    if (pageTable[name].kind === 'not-built') {
      notBuilt.add(name);
      continue;
    }
    const visits = perRoute.get(name) ?? 0;
    if (visits >= PER_ROUTE) continue;
    perRoute.set(name, visits + 1);
    const res = await site(url, cookie ? { cookie } : {});
    // A page for members or signed-in visitors may send a crawler elsewhere; it must not fail.
    if (res.status >= 300 && res.status < 400) continue;
    if (res.status !== 200) {
      failing.push(`${url} answered ${res.status} (linked from ${from})`);
      await res.body?.cancel();
      continue;
    }
    for (const link of internalLinks(await res.text())) if (!seen.has(link)) queue.push({ url: link, from: url });
  }
  return { dead, failing, notBuilt, perRoute };
}

describe('every internal link from /', () => {
  beforeAll(syncAllContent);

  it.each([
    ['a signed-out visitor', undefined],
    ['a signed-in customer', 'log-in'],
  ])(
    'as %s, leads to a route (or outside the app), and every built page on the way answers',
    { timeout: 180_000 },
    async (_who, as) => {
      const { dead, failing, notBuilt, perRoute } = await crawl(as ? await logInCookie() : undefined);
      console.info(
        `crawled ${[...perRoute.values()].reduce((a, b) => a + b, 0)} pages; links to routes not built yet: ` +
          `${[...notBuilt].sort().join(', ') || 'none'}`,
      );
      expect(dead).toEqual([]);
      expect(failing).toEqual([]);
      // The walk reached the pages of this issue from the home page's chrome.
      const reached = [
        'our-story',
        'privacy',
        'tos',
        'guarantee',
        'forever-club',
        'shipping',
        'returns',
        'info',
      ] as const;
      const signedIn = ['artisan', 'family-research', 'historian', 'valet', 'facial-recognition', 'video'] as const;
      for (const route of as ? [...reached, ...signedIn] : reached)
        expect(perRoute.get(route) ?? 0, route).toBeGreaterThan(0);
      // What it lists as not built is exactly what the page table says is not built.
      for (const name of notBuilt) expect(pageTable[name].kind).toBe('not-built');
    },
  );
});
