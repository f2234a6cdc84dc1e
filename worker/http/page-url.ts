// The address a shared page is rendered for and cached under: its path with only the query
// parameters the page reads, in the page's own order (docs/decisions/092). Any other
// parameter (a tracking tag, `?x=1`) changes neither the page nor its cache key, so it can
// neither push a page out of the cache nor cost a render. Set by servePage; everything that reads
// the page's address (its loader, its chrome, its canonical link, its cache key) reads this one.
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';

/** The parameters a page reads: names or patterns (`option-12`), or `any` for a page whose form is its query. */
export type PageQuery = readonly (string | RegExp)[] | 'any';

/**
 * The address with only the parameters the page reads, each name's values in the order sent, names
 * in `query`'s order (sorted for `any`).
 */
export function pageUrlFor(requestUrl: string, query: PageQuery, always: readonly string[] = []): string {
  const url = new URL(requestUrl);
  const names = [...new Set(url.searchParams.keys())];
  const kept =
    query === 'any'
      ? names.sort()
      : [...always, ...query].flatMap((rule) =>
          typeof rule === 'string' ? (names.includes(rule) ? [rule] : []) : names.filter((n) => rule.test(n)).sort(),
        );
  const out = new URL(url.origin);
  out.pathname = url.pathname;
  for (const name of new Set(kept))
    for (const value of url.searchParams.getAll(name)) out.searchParams.append(name, value);
  return out.href;
}

/** The address this page is rendered for: the page's own when servePage set one, else the request's. */
export const pageUrlOf = (c: Context<AppEnv>): string => c.get('pageUrl') ?? c.req.url;
