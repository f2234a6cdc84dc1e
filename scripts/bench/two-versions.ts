// Two versions live (issue 36, the edge step): during a gradual deployment Cloudflare routes each
// request to one of the two versions at random (no version affinity is set up), and each version
// serves only its own build's static assets; a path its build lacks falls through to the Worker,
// which answers 404. This builds the client twice, as two deploys of a change to the site's own
// code would (its chunks hashed anew, the libraries' kept), then loads each warm page's assets: the
// stylesheet and entry it links, and every chunk a script can import, statically or lazily (a
// browser loads an island's chunks only on a page with that island: this counts more requests
// than a visitor makes), each request answered by a version picked at random. A path the picked
// build lacks is a missing asset. The builds are real; the routing is modelled in process (wrangler
// dev runs one version at a time).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

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

/**
 * Loads each page's assets with every request sent to one of `dirs` at random; counts the
 * requests and those the picked build could not answer.
 */
function loadAcross(pages: readonly { path: string; html: string }[], dirs: readonly string[], random: () => number) {
  let requests = 0;
  let missing = 0;
  const missed = new Set<string>();
  for (const page of pages) {
    const queue = referencesOf(page.path, page.html);
    const asked = new Set(queue);
    while (queue.length > 0) {
      const path = queue.shift()!;
      const file = join(dirs[Math.floor(random() * dirs.length)]!, path);
      requests++;
      if (!existsSync(file)) {
        missing++;
        missed.add(path);
        continue;
      }
      for (const ref of referencesOf(path, readFileSync(file, 'utf8'))) {
        if (asked.has(ref)) continue;
        asked.add(ref);
        queue.push(ref);
      }
    }
  }
  return { requests, missing, missed: [...missed] };
}

/** A small seeded generator, so two runs route alike and can be compared. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Missing assets of requests, for the warm pages' HTML, with two builds live side by side. */
export async function twoVersionsLive(pages: readonly { path: string; html: string }[], workDir: string) {
  const dirs = [join(workDir, 'version-a'), join(workDir, 'version-b')];
  await buildClient(dirs[0]!, 'version a');
  await buildClient(dirs[1]!, 'version b');
  return loadAcross(pages, dirs, seeded(36));
}
