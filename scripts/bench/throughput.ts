// Step 1 of `npm run bench`: the requests/s of each content page next to the same page's bytes
// served as a static file by the same wrangler dev (docs/decisions/035). The site's stylesheet is
// measured in the same turns and its ratio printed too, for comparison with earlier runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { BUILD_MANIFEST_PATH, parseBuildManifest } from '#core/build-manifest.ts';
import type { Budgets } from './budgets.ts';
import { combined, type LoadResult, load, ms } from './load.ts';

export interface ThroughputCase {
  name: string;
  path: string;
  /** The session cookie of a signed-in visitor; none for an anonymous one. */
  cookie?: string;
  /** The page whose anonymous copy is this case's static file (its own path when anonymous). */
  filePath: string;
  bound: number;
}

const FILES_FOLDER = '__bench';

const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'));

/** Writes each page, as an anonymous visitor gets it, into the assets folder; waits until wrangler serves it. */
async function writePageFiles(base: string, assetsDir: string, paths: string[]): Promise<Map<string, string>> {
  const folder = `${assetsDir}/${FILES_FOLDER}`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const urls = new Map<string, string>();
  for (const path of new Set(paths)) {
    const html = await (await fetch(`${base}${path}`)).text();
    writeFileSync(`${folder}/${fileName(path)}.html`, html);
    // Asked for without `.html`, as wrangler's assets serve an HTML file without a redirect.
    urls.set(path, `/${FILES_FOLDER}/${fileName(path)}`);
  }
  // Served by wrangler's assets (not the worker, which sets Server-Timing), without a redirect.
  for (const url of urls.values())
    await until(`${base}${url}`, (res) => res.status === 200 && !res.headers.has('server-timing'));
  return urls;
}

/** Asks for `url` every 200 ms (a reset connection counts as a no) until `done`; gives up after 10 s. */
async function until(url: string, done: (res: Response) => boolean): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const res = await fetch(url, { redirect: 'manual' }).catch(() => null);
    await res?.arrayBuffer();
    if (res && done(res)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`wrangler dev did not pick up the change to its assets for ${url} in 10 s`);
}

export async function throughput(opts: {
  base: string;
  assetsDir: string;
  cases: ThroughputCase[];
  connections: number;
  seconds: number;
  sliceSeconds: number;
  budgets: Budgets;
}): Promise<void> {
  const { base, connections, sliceSeconds } = opts;
  // The build's stylesheet, content-hashed (decision 096).
  const STYLESHEET = parseBuildManifest(
    JSON.parse(readFileSync(`${opts.assetsDir}${BUILD_MANIFEST_PATH}`, 'utf8')),
  ).css;
  const row = (name: string, r: LoadResult, note = '') =>
    console.log(
      `  ${name.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50).padStart(10)} ` +
        `${ms(r.p99).padStart(10)} ${String(r.errors).padStart(6)}  ${note}`,
    );
  console.log(
    `\n1. Throughput: ${connections} connections, ${opts.seconds} s each in ${sliceSeconds} s turns, wrangler ` +
      `dev on loopback (2 cores shared with the load)`,
  );
  console.log(`  ${''.padEnd(36)} requests/s     p50        p99     errors`);
  const files = await writePageFiles(
    base,
    opts.assetsDir,
    opts.cases.map((c) => c.filePath),
  );
  const slice = (path: string, cookie?: string) =>
    load(`${base}${path}`, { connections, seconds: sliceSeconds, cookie });
  for (const page of opts.cases) {
    const file = files.get(page.filePath)!;
    const runs = { file: [] as LoadResult[], page: [] as LoadResult[], stylesheet: [] as LoadResult[] };
    // The machine's speed drifts by tens of percent within seconds: the three take turns in
    // short slices, in an order that reverses every round, so all three share the drift.
    const turns: [keyof typeof runs, () => Promise<LoadResult>][] = [
      ['file', () => slice(file)],
      ['page', () => slice(page.path, page.cookie)],
      ['stylesheet', () => slice(STYLESHEET)],
    ];
    for (let round = 0; round < Math.max(1, Math.round(opts.seconds / sliceSeconds)); round++) {
      for (const [which, run] of round % 2 === 0 ? turns : [...turns].reverse()) runs[which].push(await run());
    }
    const [p, f, s] = [combined(runs.page), combined(runs.file), combined(runs.stylesheet)];
    const ratio = p.rps / f.rps;
    row(`${page.name}`, p, `${ratio.toFixed(2)}× its file, ${(p.rps / s.rps).toFixed(2)}× the stylesheet`);
    row('  the same bytes as a static file', f);
    row(`  the stylesheet ${STYLESHEET}`, s);
    opts.budgets.check(
      `throughput ${page.name}`,
      `${ratio.toFixed(2)}× its file`,
      `≥ ${page.bound.toFixed(2)}×`,
      ratio >= page.bound,
    );
  }
}

/**
 * Takes the pages' files away again. Called when the bench ends, not after this step: wrangler
 * dev reloads when its assets change, which would cut the next step's requests short.
 */
export function removePageFiles(assetsDir: string): void {
  rmSync(`${assetsDir}/${FILES_FOLDER}`, { recursive: true, force: true });
}
