// React's JSX runtime as an ES module, for the site worker's build only (wrangler.toml [alias],
// docs/decisions/101). React ships it as CommonJS, so esbuild calls it through the module object at
// each of the ~1,800 elements, `(0, import_jsx_runtime.jsx)(…)`; from an ES module it calls `jsx(…)`
// directly: 3.5 KiB gzip less. Vite and the tests use React's own: the functions are the same.
// @ts-expect-error React's CommonJS runtime has no types of its own; reached by its file, not by
// `react/jsx-runtime`, which the alias turns into this module.
import * as runtime from '../../node_modules/react/cjs/react-jsx-runtime.production.js';

export const { Fragment, jsx, jsxs } = runtime as typeof import('react/jsx-runtime');
