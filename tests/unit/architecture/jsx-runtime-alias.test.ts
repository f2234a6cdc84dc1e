// The site worker's build gives `react/jsx-runtime` as an ES module that re-exports React's own
// production runtime (wrangler.toml [alias], worker/ssr/jsx-runtime.ts, docs/decisions/101), so
// esbuild emits plain calls. Vite and the tests resolve React's entry: the two must be the same
// functions, or production would render what no test rendered.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import * as shim from '#worker/ssr/jsx-runtime.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const reactRuntime = createRequire(import.meta.url)(
  resolve(ROOT, 'node_modules/react/cjs/react-jsx-runtime.production.js'),
) as typeof shim;

describe("react/jsx-runtime in the site worker's build", () => {
  it.each(['production', null] as const)('is the ES module shim (%s)', (env) => {
    const config = unstable_readConfig(
      { config: `${ROOT}wrangler.toml`, ...(env ? { env } : {}) },
      { hideWarnings: true },
    );
    expect(resolve(ROOT, config.alias?.['react/jsx-runtime'] ?? '')).toBe(resolve(ROOT, 'worker/ssr/jsx-runtime.ts'));
  });

  it("re-exports React's production runtime itself: the same functions, the same Fragment", () => {
    expect(Object.keys(shim).sort()).toEqual(['Fragment', 'jsx', 'jsxs']);
    expect(shim.jsx).toBe(reactRuntime.jsx);
    expect(shim.jsxs).toBe(reactRuntime.jsxs);
    expect(shim.Fragment).toBe(Symbol.for('react.fragment'));
  });
});
