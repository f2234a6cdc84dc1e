// What a client build is, as its build-manifest.json says (decision 096): written by the build
// (scripts/build/manifest-plugin.ts), amended by the deploy (`carried`), read by the worker (the
// names its pages link, and which kept pages it can serve) and by the next deploy (the files it
// carries forward).

export interface BuildManifest {
  /** The build's id: a hash of its files' names, which are content hashes themselves. */
  build: string;
  /** The stylesheet every page links, e.g. `/assets/site-1a2b3c4d.css`. */
  css: string;
  /** The browser entry, e.g. `/assets/entry-5e6f7a8b.js`. */
  entry: string;
  /** Every file of this build under /assets/ (the stylesheet, the entry, every chunk): what a later deploy carries. */
  files: string[];
  /** The builds whose files the deploy uploaded beside these (the versions live before it); [] as built. */
  carried: string[];
}

/** Where a build's manifest is served from (not under /assets/: it is the one file whose name stays). */
export const BUILD_MANIFEST_PATH = '/build-manifest.json';

/** A path a build may name: under /assets/, with no `..`, no query, nothing but plain name characters. */
export const isAssetPath = (path: string) => /^\/assets\/(?:[\w-]+\/)*[\w.-]+$/.test(path) && !path.includes('..');

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The manifest in `json`, checked; throws naming what is wrong. */
export function parseBuildManifest(json: unknown): BuildManifest {
  const m = json as Partial<Record<keyof BuildManifest, unknown>> | null;
  const problems: string[] = [];
  if (!m || typeof m !== 'object') throw new Error('build manifest: not an object');
  if (typeof m.build !== 'string' || !/^[\w-]+$/.test(m.build)) problems.push('build');
  if (typeof m.css !== 'string' || !isAssetPath(m.css)) problems.push('css');
  if (typeof m.entry !== 'string' || !isAssetPath(m.entry)) problems.push('entry');
  if (!isStrings(m.files)) problems.push('files');
  if (m.carried !== undefined && !isStrings(m.carried)) problems.push('carried');
  if (problems.length > 0) throw new Error(`build manifest: ${problems.join(', ')} missing or malformed`);
  return {
    build: m.build as string,
    css: m.css as string,
    entry: m.entry as string,
    files: m.files as string[],
    carried: (m.carried as string[] | undefined) ?? [],
  };
}

/**
 * Whether a version deployed with `manifest` serves every asset of a page `build` rendered: its
 * own build's, or one its deploy carried. A page that names no build (kept before manifests) is
 * not known to be served.
 */
export const holdsBuild = (manifest: BuildManifest, build: string | null): boolean =>
  build !== null && (build === manifest.build || manifest.carried.includes(build));
