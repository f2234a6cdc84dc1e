// Two versions live (issue 36, the edge step; decision 096). During a gradual deployment both
// versions serve the site, each from its own static assets, and share each location's cache of
// pages. Production routes a visitor's requests by version affinity (a Transform Rule sets
// Cloudflare-Workers-Version-Key from the client's address, docs/operations.md): a visitor's page
// and its assets come from one version, until the split moves the visitor from the old version
// to the new one (or promotes it), after which an open page's later chunks come from the new one.
//
// The model, built for real where it can be: three client builds of the site's code, each marked
// as a deploy of a change to it would be (its own chunks hashed anew, the libraries' kept): z, then
// a (the live version), then b (the new one). Each version's assets are what its deploy uploads:
// its build plus the build of the version live before it, assembled by the deploy's own
// carryBuild (scripts/deploy/carry-assets.ts). A page is the warm page's HTML as the running site
// rendered it, with the two names the worker takes from its manifest (stylesheet, entry) as the
// rendering version's manifest names them. Every case is counted, not sampled: each page served
// by either version, its kept copy rendered by a, by b or by neither, the version serving it only
// if it holds that copy's build (holdsBuild, as the worker does) and rendering it otherwise; then
// every asset the page can load (its stylesheet and entry, every chunk they import statically or
// lazily: more than a visitor loads) from the same version, and, for a page of the old version,
// from the new one as well (moved or promoted). A path the answering version lacks is missing.
// For comparison it also counts the same pages with each asset request sent to a version at
// random (no affinity), which decision 096 does not protect.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { BUILD_MANIFEST_PATH, type BuildManifest, holdsBuild, parseBuildManifest } from '#core/build-manifest.ts';
import { carryBuild, keptBuild } from '#scripts/deploy/carry-assets.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Whether a module is the site's own client code (not a library's). */
const ours = (id: string) =>
  ['client', 'core'].some((folder) => id.startsWith(join(ROOT, folder))) && /\.tsx?$/.test(id);

/** The client built into `outDir`; `mark` makes its own code's chunks, and so their hashes, this build's. */
async function buildClient(outDir: string, mark: string): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    // Our own modules made this build's own (a change to the site's code); the libraries' chunks
    // (React) stay as they were, as a deploy that upgrades none of them leaves them.
    plugins: [
      {
        name: 'build-mark',
        transform: (code, id) => (ours(id) ? `${code}\n;globalThis.__buildMark = ${JSON.stringify(mark)};` : null),
      },
    ],
  });
}

const manifestIn = (dir: string) =>
  parseBuildManifest(JSON.parse(readFileSync(join(dir, BUILD_MANIFEST_PATH), 'utf8')));

/** The asset paths a page, a script or a stylesheet refers to, resolved against where it was served. */
function referencesOf(path: string, body: string): string[] {
  const found = new Set<string>();
  const add = (ref: string, base: string) => {
    const url = new URL(ref, `http://site${base}`);
    if (url.host === 'site' && url.pathname.startsWith('/assets/')) found.add(url.pathname);
  };
  if (path.endsWith('.css')) {
    for (const m of body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) add(m[1]!, path);
  } else if (path.endsWith('.js')) {
    // Static and lazy imports, relative to the script; Vite's preload lists, relative to the root.
    for (const m of body.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["'`]([^"'`]+)["'`]/g)) add(m[1]!, path);
    for (const m of body.matchAll(/["'`](assets\/[^"'`]+\.(?:js|css))["'`]/g)) add(`/${m[1]!}`, '/');
  } else {
    for (const m of body.matchAll(/\b(?:href|src)="([^"]+)"/g)) add(m[1]!, path);
  }
  return [...found];
}

interface Version {
  name: string;
  /** What its deploy uploaded: its build and the one it carried. */
  dir: string;
  manifest: BuildManifest;
}

/**
 * The page as `renderer` renders it: the running site's HTML, whose only asset references are the
 * stylesheet and entry of the build it runs (checked), named as the renderer's manifest names them.
 */
function renderedBy(html: string, running: BuildManifest, renderer: BuildManifest, path: string): string {
  const refs = referencesOf(path, html);
  const other = refs.filter((ref) => ref !== running.css && ref !== running.entry);
  if (other.length > 0) throw new Error(`${path} links assets the model does not rename: ${other.join(' ')}`);
  return html.replaceAll(running.css, renderer.css).replaceAll(running.entry, renderer.entry);
}

/** Loads a page's assets, each from the version `pick` names; counts requests and those that version lacked. */
function loadAssets(page: { path: string; html: string }, pick: () => Version, tally: Tally) {
  const queue = referencesOf(page.path, page.html);
  const asked = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const file = join(pick().dir, path);
    tally.requests++;
    if (!existsSync(file)) {
      tally.missing++;
      tally.missed.add(path);
      continue;
    }
    for (const ref of referencesOf(path, readFileSync(file, 'utf8'))) {
      if (asked.has(ref)) continue;
      asked.add(ref);
      queue.push(ref);
    }
  }
}

interface Tally {
  requests: number;
  missing: number;
  missed: Set<string>;
}

/** A small seeded generator, so two runs route alike and can be compared. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Missing assets of requests for the warm pages' HTML, with two versions live side by side. */
export async function twoVersionsLive(pages: readonly { path: string; html: string }[], workDir: string) {
  const running = manifestIn(join(ROOT, 'dist/client'));
  const dirs = { z: join(workDir, 'build-z'), a: join(workDir, 'version-a'), b: join(workDir, 'version-b') };
  await buildClient(dirs.z, 'build z');
  await buildClient(dirs.a, 'build a');
  await buildClient(dirs.b, 'build b');
  // Each deploy as scripts/deploy.ts runs it: the live version's build carried into the new one.
  await carryBuild(dirs.a, keptBuild(dirs.z));
  await carryBuild(dirs.b, keptBuild(dirs.a));
  const a: Version = { name: 'a', dir: dirs.a, manifest: manifestIn(dirs.a) };
  const b: Version = { name: 'b', dir: dirs.b, manifest: manifestIn(dirs.b) };

  const affinity: Tally = { requests: 0, missing: 0, missed: new Set() };
  const random: Tally = { requests: 0, missing: 0, missed: new Set() };
  const coin = seeded(36);
  let visits = 0;
  for (const page of pages) {
    for (const serving of [a, b]) {
      for (const keptBy of [a, b, null]) {
        // The worker's rule: a kept copy of a build the serving version holds is served; any other is rendered anew.
        const renderer = keptBy && holdsBuild(serving.manifest, keptBy.manifest.build) ? keptBy : serving;
        const html = renderedBy(page.html, running, renderer.manifest, page.path);
        const served = { path: page.path, html };
        visits++;
        loadAssets(served, () => serving, affinity);
        // Moved to the new version by the split, or the old one promoted away: later requests go to b.
        if (serving === a) loadAssets(served, () => b, affinity);
        loadAssets(served, () => (coin() < 0.5 ? a : b), random);
      }
    }
  }
  return {
    requests: affinity.requests,
    missing: affinity.missing,
    missed: [...affinity.missed],
    visits,
    withoutAffinity: { requests: random.requests, missing: random.missing },
  };
}
