// Step 8 of `npm run bench`: the D1 rows each content page reads (D1's `meta.rows_read`, summed
// over every query of the request, as Server-Timing's `d1` says it) with 20 000 blog posts
// synced. The fixture CMS makes the posts in its scale mode, as `npm run bench:sync` does, and
// the real sync worker writes them into the bench's own D1; then each page is asked for once,
// at a URL no cache or loader memo holds yet, so what is counted is a render's own reads.
import type { Budgets } from './budgets.ts';

/** The demo blog's own posts; the rest are generated. */
const DEMO_POSTS = 50;
const POSTS = 20_000;
const MEAN_POST_BYTES = 5_500;
/** In every generated post ("**noted** for the archive"), and in none of the demo's. */
const COMMON_WORD = 'noted';
/** In one demo post only. */
const RARE_WORD = 'sprocket';
const POST = '/yours/how-to-digitize-vhs-tapes-before-they-fade';

export interface RowsReadPage {
  name: string;
  path: string;
  bound: number;
}

/** What a response's Server-Timing says D1 read for it. */
export function rowsRead(serverTiming: string | null): number | null {
  const match = /(?:^|,\s*)d1;dur=[\d.]+;desc="(\d+) rows read"/.exec(serverTiming ?? '');
  return match ? Number(match[1]) : null;
}

/** Fills the fixture CMS to POSTS blog posts and syncs them into the site's D1. */
export async function fillTo20000Posts(opts: { cmsUrl: string; sync: () => Promise<void> }): Promise<void> {
  const res = await fetch(`${opts.cmsUrl}/__control/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ op: 'generate', count: POSTS - DEMO_POSTS, bytes: MEAN_POST_BYTES }),
  });
  if (!res.ok) throw new Error(`fixture CMS generate: ${res.status} ${await res.text()}`);
  await opts.sync();
}

/** The last page a list's pager names ("Page 1 of 1000"), or a sitemap index's last sitemap. */
function lastPageOf(body: string): number | null {
  const pager = /Page \d+ of (\d+)/.exec(body);
  if (pager) return Number(pager[1]);
  const sitemaps = [...body.matchAll(/<loc>[^<]*[?&]page=(\d+)<\/loc>/g)].map((m) => Number(m[1]));
  return sitemaps.length ? Math.max(...sitemaps) : null;
}

/** The pages the issue names; `page=last` is found from the page's own pager (or the sitemap index). */
export function pagesToMeasure(): RowsReadPage[] {
  return [
    { name: 'home /', path: '/', bound: 500 },
    { name: '/yours, page 1', path: '/yours', bound: 500 },
    { name: '/yours, last page', path: '/yours?page=last', bound: 500 },
    { name: 'a category', path: '/yours/category/digitizing', bound: 500 },
    { name: 'a category, last page', path: '/yours/category/digitizing?page=last', bound: 500 },
    { name: 'an author', path: '/yours/author/margaret-okafor', bound: 500 },
    { name: `search, a common word (${COMMON_WORD})`, path: `/yours/search?term=${COMMON_WORD}`, bound: 2000 },
    { name: `search, a rare word (${RARE_WORD})`, path: `/yours/search?term=${RARE_WORD}`, bound: 2000 },
    { name: 'a post', path: POST, bound: 500 },
    { name: 'the sitemap', path: '/sitemap.xml', bound: 500 },
    { name: 'the sitemap, last page', path: '/sitemap.xml?page=last', bound: 500 },
  ];
}

/** A path with `page=last` made the page's real last page; null when it has only one. */
async function resolveLast(base: string, path: string): Promise<string | null> {
  if (!path.endsWith('page=last')) return path;
  const first = path.replace(/[?&]page=last$/, '');
  const last = lastPageOf(await (await fetch(`${base}${first}`)).text());
  return last === null ? null : `${first}${first.includes('?') ? '&' : '?'}page=${last}`;
}

export async function measureRowsRead(opts: { base: string; pages: RowsReadPage[]; budgets: Budgets }): Promise<void> {
  console.log(
    `\n8. D1 rows read per page, ${POSTS.toLocaleString('en-US')} blog posts synced (each page once, uncached)`,
  );
  console.log(`  ${''.padEnd(44)} ${'rows read'.padStart(9)} ${'D1 time'.padStart(10)}   status`);
  let round = 0;
  for (const page of opts.pages) {
    const path = await resolveLast(opts.base, page.path);
    if (path === null) {
      console.log(`  ${page.name.padEnd(44)} (one page only)`);
      opts.budgets.check(`D1 rows read, ${page.name}`, 'one page only', 'more than one', false);
      continue;
    }
    // A query parameter no loader reads: a URL that neither the edge cache nor the loader memo holds.
    const url = `${opts.base}${path}${path.includes('?') ? '&' : '?'}rows-read=${Date.now()}-${round++}`;
    const res = await fetch(url);
    await res.arrayBuffer();
    const timing = res.headers.get('server-timing');
    const rows = rowsRead(timing);
    const d1 = /d1;dur=([\d.]+)/.exec(timing ?? '')?.[1];
    console.log(
      `  ${page.name.padEnd(44)} ${String(rows ?? '?').padStart(9)} ${`${d1 ?? '?'} ms`.padStart(10)}   ` +
        `${res.status} ${path}`,
    );
    opts.budgets.check(
      `D1 rows read, ${page.name}`,
      rows === null ? 'not reported' : String(rows),
      `< ${page.bound.toLocaleString('en-US')}`,
      res.status === 200 && rows !== null && rows < page.bound,
    );
  }
}
