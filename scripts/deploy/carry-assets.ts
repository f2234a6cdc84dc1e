// A deploy carries the live build (decision 096): before the upload, every file of the build each
// live version serves is written into dist/client beside the new build's, and the new manifest
// names that build as `carried`. Content-hashed names never collide, so either version of a
// gradual deployment, and the new one after it, serves every page either build rendered.
//
// The live build is read from the live site, which works from a fresh clone with nothing kept
// between deploys: its /build-manifest.json and each file it names, every request pinned to one
// version with Cloudflare-Workers-Version-Overrides (applied only to a version in the current
// deployment). A kept copy of a build's folder (`--previous-assets DIR`) serves as well; the bench
// assembles its two versions through the same function.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILD_MANIFEST_PATH, type BuildManifest, isAssetPath, parseBuildManifest } from '#core/build-manifest.ts';

/** Where a build to carry is read from. */
export interface BuildSource {
  /** Said in the deploy's output. */
  name: string;
  /** The build's manifest, or null when it has none (a version deployed before decision 096). */
  manifest(): Promise<BuildManifest | null>;
  file(path: string): Promise<Uint8Array>;
}

/** One version of the live site, each request pinned to it. */
export function liveVersion(opts: {
  origin: string;
  /** The worker's name in this environment (e.g. forever-site-production). */
  worker: string;
  version: string;
  fetch?: typeof fetch;
}): BuildSource {
  const get = async (path: string) => {
    const res = await (opts.fetch ?? fetch)(`${opts.origin}${path}`, {
      headers: {
        'cloudflare-workers-version-overrides': `${opts.worker}="${opts.version}"`,
        'cache-control': 'no-cache',
      },
    });
    return res;
  };
  return {
    name: `${opts.origin} (version ${opts.version})`,
    async manifest() {
      const res = await get(BUILD_MANIFEST_PATH);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`${opts.origin}${BUILD_MANIFEST_PATH}: ${res.status}`);
      return parseBuildManifest(await res.json());
    },
    async file(path) {
      const res = await get(path);
      if (!res.ok) throw new Error(`${opts.origin}${path}: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}

/** A kept copy of a built client folder (a dist/client of an earlier deploy). */
export function keptBuild(dir: string): BuildSource {
  return {
    name: dir,
    async manifest() {
      const path = join(dir, BUILD_MANIFEST_PATH);
      return existsSync(path) ? parseBuildManifest(JSON.parse(readFileSync(path, 'utf8'))) : null;
    },
    async file(path) {
      const file = join(dir, path);
      if (!existsSync(file)) throw new Error(`${file}: 404, not in the kept build`);
      return new Uint8Array(readFileSync(file));
    },
  };
}

export type CarryOutcome =
  | { kind: 'carried'; build: string; files: number; written: number }
  | { kind: 'already'; build: string }
  | { kind: 'same-build'; build: string }
  | { kind: 'no-manifest' };

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * Writes every file of the source's build into `outDir` (a built dist/client) and names the build
 * in its manifest's `carried`. All or nothing: the manifest is written only when every file is in
 * place, and a file of the same name with other bytes stops it (names are content hashes).
 */
export async function carryBuild(outDir: string, source: BuildSource): Promise<CarryOutcome> {
  const manifestPath = join(outDir, BUILD_MANIFEST_PATH);
  const own = parseBuildManifest(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const theirs = await source.manifest();
  if (!theirs) return { kind: 'no-manifest' };
  if (theirs.build === own.build) return { kind: 'same-build', build: own.build };
  if (own.carried.includes(theirs.build)) return { kind: 'already', build: theirs.build };
  const outside = theirs.files.filter((path) => !isAssetPath(path));
  if (outside.length > 0)
    throw new Error(`${source.name}: its manifest names files outside /assets/: ${outside.join(', ')}`);
  // Read everything first: a file the live site cannot serve stops the deploy before anything is written.
  const files = await Promise.all(theirs.files.map(async (path) => ({ path, bytes: await source.file(path) })));
  let written = 0;
  for (const { path, bytes } of files) {
    const target = join(outDir, path);
    if (existsSync(target)) {
      if (!sameBytes(new Uint8Array(readFileSync(target)), bytes))
        throw new Error(`${path}: ${source.name} serves other bytes under this build's name`);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    written++;
  }
  const carried: BuildManifest = { ...own, carried: [...own.carried, theirs.build] };
  writeFileSync(manifestPath, `${JSON.stringify(carried, null, 2)}\n`);
  return { kind: 'carried', build: theirs.build, files: theirs.files.length, written };
}
