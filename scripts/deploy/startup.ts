// A worker's startup CPU time, as `wrangler check startup` measures it: the production bundle
// (built by `wrangler deploy --dry-run`) imported in a cold workerd under the V8 profiler. The
// figure is the profile's active time (samples not idle), what wrangler prints as "Active".
//
// `check startup` builds with its own `wrangler deploy`, which sees only what `--args` passes:
// without it, the site's top-level config, unminified, whatever the worker asked. An environment's
// bindings cannot be started locally (its secrets and D1 come from Cloudflare), so the bundle is
// the worker's top-level config minified: the same modules and build as the environment's
// (wrangler.toml sets no build option per environment but `minify`), with the local values.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeployedWorker } from './workers.ts';
import { wranglerOk } from './wrangler.ts';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds of CPU a profile spent outside "(idle)". */
export function activeMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let micros = 0;
  profile.samples.forEach((node, i) => {
    if (!idle.has(node)) micros += profile.timeDeltas[i] ?? 0;
  });
  return micros / 1000;
}

export async function startupMs(worker: DeployedWorker): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), `startup-${worker.name}-`));
  try {
    const outfile = join(dir, 'startup.cpuprofile');
    await wranglerOk(['check', 'startup', `--args=-c ${worker.config} --minify`, '--outfile', outfile], {
      quiet: true,
    });
    return activeMs(JSON.parse(readFileSync(outfile, 'utf8')) as CpuProfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
