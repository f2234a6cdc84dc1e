// `npm run bench`: starts the app as `npm start` runs it (own ports) and measures every budget of
// issues 8 and 27, printing each figure next to its bound:
//  1. requests/s of anonymous content pages (home, /yours, a post) and of signed-in ones, each
//     next to the same page's bytes as a static file of the same wrangler dev (and the site's
//     stylesheet), taking turns in 1 s slices;
//  2. the first byte of a signed-in page while its store call takes 2 s;
//  3. the JavaScript (gzip) content pages load, signed out and in;
//  4. 50 connections for 30 s on a post: errors, p50 and p99;
//  5. Lighthouse mobile on the home page, /yours, a post, and one page of every other built route
//     (BENCH_LIGHTHOUSE=/events,/create-and-print: those pages only);
//  6. each worker's production bundle (gzip) and its startup CPU time (no stack needed);
//  7. the image bytes a phone (390 px wide) loads on the home page, a post, a product list, a
//     product page and an event, against what their visible image slots need.
//  8. the D1 rows each content page reads with 20 000 blog posts synced (last: it fills the D1).
// Load goes to 127.0.0.1 only. BENCH_SECONDS, BENCH_SOAK_SECONDS shorten or lengthen the runs;
// BENCH_STEPS picks steps (`edge` is issue 36's, run alone: BENCH_STEPS=edge), BENCH_LIGHTHOUSE
// step 5's pages, BENCH_PORT_BASE the ports.
import { chromium } from '@playwright/test';
import { BUILD_MANIFEST_PATH } from '#core/build-manifest.ts';
import { PRINT_CATALOGUE } from '#core/domain/print-catalogue.ts';
import { pageUrls } from '#tests/e2e/page-urls.ts';
import { Budgets } from './bench/budgets.ts';
import { edgeStep } from './bench/edge.ts';
import { firstAndLastByte } from './bench/first-byte.ts';
import { IMAGE_PAGES, imageBytesStep } from './bench/image-bytes-step.ts';
import { jsBytes } from './bench/js-bytes.ts';
import { type LighthouseScores, lighthouseMobile } from './bench/lighthouse.ts';
import { load, ms } from './bench/load.ts';
import { fillTo20000Posts, measureRowsRead, pagesToMeasure } from './bench/rows-read.ts';
import { removePageFiles, throughput } from './bench/throughput.ts';
import { workerBundles } from './bench/worker-bundles.ts';
import { CHROMIUM } from './chromium.ts';
import { secretsFile } from './dev-vars.ts';
import { offlineEnv } from './offline-env.ts';
import { runNode } from './processes.ts';
import { startStack } from './stack.ts';

/** BENCH_PORT_BASE moves the three ports, for a bench beside another running stack. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 48787);
const PORTS = { site: PORT_BASE, cms: PORT_BASE + 1, store: PORT_BASE + 2 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SLICE_SECONDS = 1;
/** BENCH_STEPS=1,3 runs steps 1 and 3 only (a figure being worked on); all by default. */
const STEPS = new Set((process.env.BENCH_STEPS ?? '1,2,3,4,5,6,7,8').split(','));
/** The steps that measure the running stack; step 6 measures the bundles alone. */
const STACK_STEPS = ['1', '2', '3', '4', '5', '7', '8'];
/** BENCH_LIGHTHOUSE=/events,/create-and-print: step 5 measures these paths only (pages being worked on). */
const LIGHTHOUSE_ONLY = process.env.BENCH_LIGHTHOUSE?.split(',').filter(Boolean);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 30);
const CONNECTIONS = 8;
const POST = '/yours/how-to-digitize-vhs-tapes-before-they-fade';
const CONTENT_PAGES = ['/', '/yours', POST];
const KIB = 1024;
/** A layout shift as Lighthouse scores it: a shift too small for three decimals is still one, and says how small. */
const clsShown = (cls: number) => (cls > 0 && cls < 0.0005 ? cls.toExponential(1) : cls.toFixed(3));
/** The folder wrangler dev serves static files from (wrangler.toml's [assets]). */
const ASSETS_DIR = new URL('../dist/client', import.meta.url).pathname;
/**
 * Routes step 5 does not add: the three already measured, the log-in form (measured in step 3) and
 * search results (noindex).
 */
const LIGHTHOUSE_SKIPS = new Set<string>(['index', 'yours', 'yours-slug', 'log-in', 'yours-search']);

/**
 * The page type a route is measured as: the print catalogue's 53 routes are five page types (its
 * index, a category with lists, a product list, a product page, photo prints) and the five gifting pages one,
 * so step 5 measures the first route of each type; every other route is its own type.
 */
function pageType(route: string): string {
  if (route.startsWith('gifting-')) return 'gifting';
  if (route === 'create-and-print' || !route.startsWith('create-and-print-')) return route;
  if (route.endsWith('-slug')) return 'print product';
  const category = PRINT_CATALOGUE.find((c) => route === `create-and-print-${c.slug}`);
  if (!category) return 'print list';
  // Photo prints is neither: a page of its own.
  return category.lists.length > 0 ? 'print category' : 'detail' in category ? 'print list' : route;
}

/** Whether robots.txt's Disallow rules (a prefix, or a whole path ending in `$`) keep crawlers from a path. */
function robotsDisallowed(robots: string): (path: string) => boolean {
  const rules = [...robots.matchAll(/^Disallow:\s*(\S+)/gim)].map((m) => m[1]!);
  return (path) => rules.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
}

/**
 * The three content pages, then the first URL of every other page type the quality bar's crawl finds, as [name, path].
 */
async function everyPageType(base: string): Promise<[string, string][]> {
  const found = await pageUrls(async (path) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, html: await res.text() };
  });
  const types = new Set<string>();
  const others = [...found].filter(([route]) => {
    if (LIGHTHOUSE_SKIPS.has(route) || types.has(pageType(route))) return false;
    types.add(pageType(route));
    return true;
  });
  return [
    ...CONTENT_PAGES.map((path): [string, string] => [path === POST ? 'a post' : path, path]),
    ...others.map(([route, [path]]): [string, string] => [route, path!]),
  ];
}

const budgets = new Budgets();
if (STEPS.has('6')) await workerBundles(budgets);
if (STEPS.has('edge')) {
  // Its own stack: it starts the site again with each fault (decision 079).
  await edgeStep({
    ports: { sitePort: PORTS.site, cmsPort: PORTS.cms, storePort: PORTS.store },
    stateDir: new URL(`../.wrangler/bench-edge-${PORTS.site}`, import.meta.url).pathname,
    budgets,
  });
}
if (!STACK_STEPS.some((s) => STEPS.has(s))) process.exit(budgets.print() ? 1 : 0);

const STATE_DIR = new URL(`../.wrangler/bench-state-${PORTS.site}`, import.meta.url).pathname;
const stack = await startStack({
  sitePort: PORTS.site,
  cmsPort: PORTS.cms,
  storePort: PORTS.store,
  quiet: true,
  stateDir: STATE_DIR,
  fresh: true,
  secrets: 'example',
  separateFixtures: true,
});
try {
  const base = stack.siteUrl.replace('localhost', '127.0.0.1');
  const login = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: 'casey@example.com', password: 'memories-2026' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  // Warm: the first visit renders and fills the edge cache, as the first visitor's would.
  for (const path of [...CONTENT_PAGES, BUILD_MANIFEST_PATH])
    await fetch(`${base}${path}`).then((r) => r.arrayBuffer());

  if (STEPS.has('1')) {
    await throughput({
      base,
      assetsDir: ASSETS_DIR,
      cases: [
        ...CONTENT_PAGES.map((path) => ({
          name: `${path === POST ? 'a post' : path} (anonymous)`,
          path,
          filePath: path,
          bound: 0.8,
        })),
        // From the page every visitor gets, with the visitor's own widgets in its slots (docs/decisions/056).
        { name: '/yours (signed in)', path: '/yours', cookie, filePath: '/yours', bound: 0.8 },
        { name: 'a post (signed in)', path: POST, cookie, filePath: POST, bound: 0.8 },
      ],
      connections: CONNECTIONS,
      seconds: SECONDS,
      sliceSeconds: SLICE_SECONDS,
      budgets,
    });
  }

  if (STEPS.has('2')) {
    await fetch(`${stack.storeUrl}/__control/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'slow', delayMs: 2000, path: '/api/v1/store_info' }),
    });
    // Five in a row, one at a time: one request's timing on a shared machine is mostly noise.
    const slow = [];
    for (let i = 0; i < 5; i++) slow.push(await firstAndLastByte(`${base}${POST}`, cookie));
    await fetch(`${stack.storeUrl}/__control/reset`, { method: 'POST' });
    const ttfb = slow.map((s) => s.ttfb).sort((a, b) => a - b);
    const median = ttfb[2]!;
    console.log(
      `\n2. Signed-in post, store_info answering after 2 000 ms (5 requests, status ` +
        `${slow.map((s) => s.status).join('/')}):`,
    );
    console.log(`  first byte ${ttfb.map(ms).join(', ')}; last byte ${slow.map((s) => ms(s.last)).join(', ')}`);
    budgets.check('first byte, store taking 2 s (median of 5)', ms(median), '< 30 ms', median < 30);
  }

  if (STEPS.has('3')) {
    console.log('\n3. JavaScript loaded (Chromium)');
    const browser = await chromium.launch(CHROMIUM);
    try {
      const session = cookie.split('=');
      for (const [who, cookies] of [
        ['signed out', []],
        ['signed in', [{ name: session[0]!, value: session.slice(1).join('=') }]],
      ] as const) {
        for (const path of CONTENT_PAGES) {
          const js = await jsBytes(browser, `${base}${path}`, [...cookies]);
          console.log(
            `  ${`${path} (${who})`.padEnd(62)} ${js.files} files, ${(js.raw / KIB).toFixed(1)} KiB raw, ` +
              `${(js.gzip / KIB).toFixed(1)} KiB gzip`,
          );
          budgets.check(
            `JS ${path === POST ? 'a post' : path}, ${who}`,
            `${(js.gzip / KIB).toFixed(1)} kB gzip`,
            '≤ 70 kB',
            js.gzip / KIB <= 70,
          );
        }
      }
      const logIn = await jsBytes(browser, `${base}/log-in`);
      console.log(
        `  ${'/log-in (a React island: the form)'.padEnd(62)} ${logIn.files} files, ` +
          `${(logIn.gzip / KIB).toFixed(1)} KiB gzip`,
      );
    } finally {
      await browser.close();
    }
  }

  if (STEPS.has('4')) {
    console.log(`\n4. Soak: 50 connections, ${SOAK_SECONDS} s, a post (anonymous)`);
    const soak = await load(`${base}${POST}`, { connections: 50, seconds: SOAK_SECONDS });
    console.log(
      `  ${soak.requests} requests, ${soak.rps.toFixed(0)}/s, p50 ${ms(soak.p50)}, p99 ${ms(soak.p99)}, errors ` +
        `${soak.errors}`,
    );
    budgets.check('soak errors', String(soak.errors), '0', soak.errors === 0);
    budgets.check('soak p99 / p50', `${(soak.p99 / soak.p50).toFixed(2)}×`, '≤ 3×', soak.p99 <= 3 * soak.p50);
  }

  if (STEPS.has('5')) {
    console.log(
      LIGHTHOUSE_ONLY
        ? `\n5. Lighthouse, mobile: ${LIGHTHOUSE_ONLY.join(', ')} (BENCH_LIGHTHOUSE)`
        : '\n5. Lighthouse, mobile: the three pages above, then one page of every other built page type',
    );
    const lighthousePages =
      LIGHTHOUSE_ONLY?.map((path: string): [string, string] => [path, path]) ?? (await everyPageType(base));
    const disallowed = robotsDisallowed(await (await fetch(`${base}/robots.txt`)).text());
    for (const [name, path] of lighthousePages) {
      const lh = await lighthouseMobile(`${base}${path}`);
      // A form or a per-visitor page says noindex, or robots.txt keeps crawlers out, on purpose;
      // Lighthouse's is-crawlable audit then fails by design, and every other SEO audit must pass.
      const noindex =
        disallowed(path) || /<meta name="robots" content="noindex"/.test(await (await fetch(`${base}${path}`)).text());
      const seoOk = lh.seo === 100 || (noindex && lh.seoFailures.every((id) => id === 'is-crawlable'));
      console.log(
        `  ${name.padEnd(28)} performance ${lh.performance}, accessibility ${lh.accessibility}, best practices ` +
          `${lh.bestPractices}, SEO ${lh.seo}, CLS ${clsShown(lh.cls)}, TBT ${ms(lh.tbtMs)}, LCP ${ms(lh.lcpMs)}`,
      );
      // Blocking time is what a shared 2-core machine varies most: a page over the budget is measured
      // twice more and judged by the median, as Lighthouse's own guidance on variability advises.
      let { performance, tbtMs } = lh;
      let tbtShown = ms(tbtMs);
      if (tbtMs >= 50 || performance < 98) {
        const runs = [lh, await lighthouseMobile(`${base}${path}`), await lighthouseMobile(`${base}${path}`)];
        const median = (pick: (r: LighthouseScores) => number) => runs.map(pick).sort((x, y) => x - y)[1]!;
        performance = median((r) => r.performance);
        tbtMs = median((r) => r.tbtMs);
        tbtShown = `${ms(tbtMs)} (median of ${runs.map((r) => ms(r.tbtMs)).join(', ')})`;
        console.log(
          `  ${''.padEnd(28)} measured three times: performance ${runs.map((r) => r.performance).join(', ')}; ` +
            `TBT ${tbtShown}`,
        );
      }
      budgets.check(`Lighthouse ${name} performance`, String(performance), '≥ 98', performance >= 98);
      budgets.check(
        `Lighthouse ${name} a11y / BP / SEO`,
        `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}${noindex ? ' (noindex)' : ''}`,
        '100 each',
        lh.accessibility === 100 && lh.bestPractices === 100 && seoOk,
      );
      budgets.check(`Lighthouse ${name} CLS`, clsShown(lh.cls), '0', lh.cls === 0);
      budgets.check(`Lighthouse ${name} LCP`, ms(lh.lcpMs), '< 2.0 s', lh.lcpMs < 2000);
      budgets.check(`Lighthouse ${name} TBT`, tbtShown, '< 50 ms', tbtMs < 50);
    }
  }

  if (STEPS.has('7')) await imageBytesStep(base, IMAGE_PAGES, budgets);

  if (STEPS.has('8')) {
    // The running site reads the same local D1: a full sync of the CMS grown to 20 000 posts.
    await fillTo20000Posts({
      cmsUrl: stack.cmsUrl,
      sync: () =>
        runNode(new URL('./sync-local.ts', import.meta.url).pathname, {
          args: ['--full'],
          env: {
            ...offlineEnv(),
            CMS_URL: stack.cmsUrl,
            WRANGLER_STATE: STATE_DIR,
            SYNC_SECRETS_FILE: secretsFile('example'),
          },
        }),
    });
    await measureRowsRead({ base, pages: pagesToMeasure(), budgets });
  }
} finally {
  removePageFiles(ASSETS_DIR);
  await stack.close();
}
process.exitCode = budgets.print() ? 1 : 0;
