import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { buildManifest } from './scripts/build/manifest-plugin.ts';
import { pageTexts } from './scripts/build/page-texts-plugin.ts';

// Builds what the browser loads into dist/client (served by the site worker as static assets):
// the island entry with its code-split chunks, and the one CSS file every page links. Every file
// under assets/ is named by its content's hash; build-manifest.json says which are the entry and
// the stylesheet, for the worker to link (decision 096). page-texts.json holds texts the worker
// reads rather than bundles (decision 101).
export default defineConfig({
  publicDir: 'client/public',
  plugins: [UnoCSS(), buildManifest({ entry: 'entry', stylesheet: 'site' }), pageTexts()],
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { entry: 'client/entry.ts', site: 'client/styles/site.ts' },
      // swr marks its modules 'use client' for React Server Components; irrelevant in a bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
