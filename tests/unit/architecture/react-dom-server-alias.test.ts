// The site worker's build gives `react-dom/server` as React's streaming renderer alone (wrangler.toml
// [alias], docs/decisions/097). The tests and Vite resolve the full entry point, so a name only that
// one has (renderToString, renderToStaticMarkup) would pass every test and be undefined in production.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_FOLDERS = ['worker', 'client', 'core'];

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));

/** What each file imports from `react-dom/server`, by name; `*` for a namespace or default import. */
function importsOfServer(): { file: string; name: string }[] {
  const found: { file: string; name: string }[] = [];
  for (const file of SOURCE_FOLDERS.flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, clause] of text.matchAll(/import\s+(?!type\s)([^;]*?)\s+from\s+'react-dom\/server'/g)) {
      const named = /^\{([^}]*)\}$/.exec(clause!.trim());
      const names = named ? named[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!) : ['*'];
      for (const name of names.filter((n) => n && !n.startsWith('type '))) found.push({ file, name });
    }
  }
  return found;
}

describe("react-dom/server in the site worker's build", () => {
  const config = unstable_readConfig({ config: `${ROOT}wrangler.toml`, env: 'production' }, { hideWarnings: true });
  const target = config.alias?.['react-dom/server'];

  it('is the streaming renderer alone, in its production build', () => {
    expect(target).toMatch(/react-dom-server\.edge\.production\.js$/);
  });

  it('gives every name the source imports from it', () => {
    const exported = Object.keys(createRequire(import.meta.url)(resolve(ROOT, target!)));
    const imported = importsOfServer();
    expect(imported.map((i) => i.name)).toContain('renderToReadableStream');
    expect(imported.filter((i) => !exported.includes(i.name))).toEqual([]);
  });
});
