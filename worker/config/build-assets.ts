// The build this version was deployed with (decision 096): its manifest, read once per isolate from
// the version's own static assets. Pages link the stylesheet and entry it names; the edge cache
// serves a kept page only when this version holds the assets of the build that rendered it.
import { BUILD_MANIFEST_PATH, type BuildManifest, parseBuildManifest } from '#core/build-manifest.ts';
import { assetJson } from './asset-json.ts';

/** The manifest of the build in `assets` (the ASSETS binding). */
export const buildAssets = (assets: Fetcher): Promise<BuildManifest> =>
  assetJson(assets, BUILD_MANIFEST_PATH, parseBuildManifest);
