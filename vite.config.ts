import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';

// Builds what the browser loads into dist/client (served by the site worker as static assets):
// the island entry with its code-split chunks, and the one CSS file every page links.
export default defineConfig({
  publicDir: 'client/public',
  plugins: [UnoCSS()],
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
        entryFileNames: 'assets/[name].js',
        chunkFileNames: 'assets/chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names?.some((n) => n.endsWith('.css')) ? 'assets/site.css' : 'assets/chunks/[name]-[hash][extname]',
      },
    },
  },
});
