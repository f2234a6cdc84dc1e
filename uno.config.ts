import { defineConfig, presetWind3 } from 'unocss';

// Classes are collected from every component the worker renders, not only the islands the
// browser loads, so the scan covers client/ as files rather than the client bundle's graph.
export default defineConfig({
  presets: [presetWind3()],
  content: {
    filesystem: ['client/**/*.{ts,tsx}'],
    pipeline: { include: [/\.(tsx?|html)($|\?)/] },
  },
});
