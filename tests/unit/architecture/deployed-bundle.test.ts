// What the deployed site worker's bundle leaves out and how it is built (docs/decisions/101): the
// local stack's stand-ins (behind __LOCAL_STACK__), the page texts (a static asset instead), and
// React's JSX calls through a CommonJS module object. Each check is made on the local build too,
// where the stand-ins must be, so a marker that matches nothing cannot pass unnoticed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_COPY } from '#client/components/shop/marketing/copy-texts.ts';
import { MARKETING_CONTENT } from '#client/pages/marketing/content/all.ts';
import { wranglerOk } from '#scripts/deploy/wrangler.ts';

const dir = mkdtempSync(join(tmpdir(), 'deployed-bundle-'));

/** The site worker's bundle as wrangler builds it, for an environment or the top level. */
async function build(env: 'production' | null): Promise<string> {
  const outdir = join(dir, env ?? 'local');
  await wranglerOk(['deploy', '--dry-run', ...(env ? ['--env', env] : ['--minify']), '--outdir', outdir], {
    quiet: true,
  });
  return readFileSync(join(outdir, 'index.js'), 'utf8');
}

/** A text that only each local stand-in says. */
const STAND_INS = {
  'the image resizer': 'pictures are resized here',
  "D1's fault switch": 'D1_ERROR: Network connection lost.',
  'the log-in form': 'Your memories are right where you left them.',
  'the sign-up form': 'It takes a minute, and your memories will thank you.',
};

let production = '';
let local = '';
beforeAll(async () => {
  [production, local] = await Promise.all([build('production'), build(null)]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the site worker's deployed bundle", () => {
  it.each(Object.entries(STAND_INS))('leaves out %s, which the local build has', (_, marker) => {
    expect(local).toContain(marker);
    expect(production).not.toContain(marker);
  });

  it('carries no page text: the marketing content and the shop copy are the static asset', () => {
    const texts = [MARKETING_CONTENT.tos.hero.lead, MARKETING_CONTENT['forever-club'].title, SHOP_COPY.fallback];
    for (const bundle of [production, local]) for (const text of texts) expect(bundle).not.toContain(text);
    // Their renderer is there: the text it shows around them is not moved.
    expect(production).toContain('Your current plan');
  });

  it("calls React's JSX runtime directly, never through a CommonJS module object", () => {
    expect(production).not.toMatch(/\(0,[\w$]+\.jsxs?\)\(/);
    // An element is a plain call: `s("div",{className:…})`.
    expect(production).toMatch(/[,;(=?:][\w$]{1,3}\("div",\{className:/);
  });

  it('has every build switch replaced by its value', () => {
    for (const name of ['__LOCAL_STACK__', '__SENTRY_DEBUG__', '__SENTRY_TRACING__']) {
      expect(production).not.toContain(name);
      expect(local).not.toContain(name);
    }
  });
});
