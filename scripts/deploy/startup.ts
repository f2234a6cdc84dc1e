// A worker's startup CPU time, as `wrangler check startup` measures it: the production bundle
// (built by `wrangler deploy --dry-run`) imported in a cold workerd under the V8 profiler. The
// figure is the profile's active time (samples not idle), what wrangler prints as "Active".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeployedWorker, Environment } from './workers.ts';
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

export async function startupMs(worker: DeployedWorker, env: Environment): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), `startup-${worker.name}-`));
  try {
    const outfile = join(dir, 'startup.cpuprofile');
    await wranglerOk(['check', 'startup', '-c', worker.config, '--env', env, '--outfile', outfile], { quiet: true });
    return activeMs(JSON.parse(readFileSync(outfile, 'utf8')) as CpuProfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
