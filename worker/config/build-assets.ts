// The build this version was deployed with (decision 096): its manifest, read once per isolate from
// the version's own static assets. Pages link the stylesheet and entry it names; the edge cache
// serves a kept page only when this version holds the assets of the build that rendered it.
import { BUILD_MANIFEST_PATH, type BuildManifest, parseBuildManifest } from '#core/build-manifest.ts';

const known = new WeakMap<Fetcher, Promise<BuildManifest>>();

async function read(assets: Fetcher): Promise<BuildManifest> {
  const res = await assets.fetch(`https://assets.local${BUILD_MANIFEST_PATH}`);
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(
      `no ${BUILD_MANIFEST_PATH} in the static assets (${res.status}): build the client first (npm run build)`,
    );
  }
  return parseBuildManifest(await res.json());
}

/** The manifest of the build in `assets` (the ASSETS binding); a failed read is tried again by the next request. */
export function buildAssets(assets: Fetcher): Promise<BuildManifest> {
  let manifest = known.get(assets);
  if (!manifest) {
    manifest = read(assets);
    manifest.catch(() => known.delete(assets));
    known.set(assets, manifest);
  }
  return manifest;
}
