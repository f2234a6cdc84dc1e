// A worker's production bundle, built as `wrangler deploy --dry-run` builds it (minified, what
// would be uploaded), and its size: every module but source maps, raw and gzipped.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DeployedWorker, Environment } from './workers.ts';
import { wranglerOk } from './wrangler.ts';

export interface BundleSize {
  worker: DeployedWorker['name'];
  env: Environment;
  files: string[];
  bytes: number;
  gzipBytes: number;
  /** wrangler's own line, "Total Upload: … / gzip: …", for comparison. */
  wranglerSays: string;
}

export async function bundleSize(
  worker: DeployedWorker,
  env: Environment,
  opts: { quiet?: boolean } = {},
): Promise<BundleSize> {
  const outdir = mkdtempSync(join(tmpdir(), `bundle-${worker.name}-`));
  try {
    const output = await wranglerOk(['deploy', '--dry-run', '-c', worker.config, '--env', env, '--outdir', outdir], {
      quiet: opts.quiet ?? true,
    });
    const files = readdirSync(outdir).filter((f) => /\.(m?js|wasm|bin|txt|html|sql)$/.test(f) && !f.endsWith('.map'));
    const contents = files.map((f) => readFileSync(join(outdir, f)));
    return {
      worker: worker.name,
      env,
      files,
      bytes: contents.reduce((sum, c) => sum + c.length, 0),
      gzipBytes: contents.reduce((sum, c) => sum + gzipSync(c).length, 0),
      wranglerSays: /Total Upload: [^\n]+/.exec(output)?.[0] ?? '(wrangler printed no total)',
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
