// The build's manifest (decision 096): dist/client/build-manifest.json names the stylesheet and
// the entry (content-hashed, like every chunk), every file of the build under /assets/, and the
// build's id. The worker reads it to link them and to know which kept pages it can serve; the next
// deploy reads it from the live site to carry these files forward.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { BUILD_MANIFEST_PATH, type BuildManifest } from '../../core/build-manifest.ts';

interface ChunkMeta {
  type: 'chunk';
  isEntry: boolean;
  name: string;
  fileName: string;
  viteMetadata?: { importedCss: Set<string> };
}

/** `entry` and `stylesheet` name the build's inputs (vite.config.ts): the script's and the CSS's. */
export function buildManifest(opts: { entry: string; stylesheet: string }): Plugin {
  return {
    name: 'forever-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as unknown as ChunkMeta[];
      const entryChunk = chunks.find((c) => c.isEntry && c.name === opts.entry);
      const styleChunk = chunks.find((c) => c.isEntry && c.name === opts.stylesheet);
      const css = [...(styleChunk?.viteMetadata?.importedCss ?? [])];
      if (!entryChunk || !styleChunk || css.length !== 1)
        this.error(`build manifest: expected the entry "${opts.entry}" and one stylesheet from "${opts.stylesheet}"`);
      // The stylesheet's input is a script that only imports CSS: its own (empty) chunk is not served.
      delete bundle[styleChunk.fileName];
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/'))
        .map((name) => `/${name}`)
        .sort();
      const manifest: BuildManifest = {
        build: createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16),
        css: `/${css[0]}`,
        entry: `/${entryChunk.fileName}`,
        files,
        carried: [],
      };
      this.emitFile({
        type: 'asset',
        fileName: BUILD_MANIFEST_PATH.slice(1),
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
