// Starts a worker under `wrangler dev` as the deployed runtime would start it (workerd evaluates
// the bundle, top-level checks included), with the vars and secrets a test chooses: either it
// stops, with what it printed, or it answers on its port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#scripts/free-port.ts';
import { offlineEnv } from '#scripts/offline-env.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const WRANGLER = `${ROOT}node_modules/wrangler/bin/wrangler.js`;

export type Started =
  | { kind: 'ready'; url: string; output: string }
  | { kind: 'exited'; code: number | null; output: string };

export interface WorkerRun {
  started: Promise<Started>;
  stop(): Promise<void>;
}

/** `config` relative to the project root; `secrets` is the whole env file (nothing else is read). */
export async function startWorker(opts: {
  config: string;
  vars: Record<string, string>;
  secrets: Record<string, string>;
}): Promise<WorkerRun> {
  const dir = mkdtempSync(join(tmpdir(), 'start-worker-'));
  const envFile = join(dir, 'secrets.env');
  writeFileSync(
    envFile,
    Object.entries(opts.secrets)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  const port = await freePort();
  const args = [
    WRANGLER,
    'dev',
    '-c',
    opts.config,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    join(dir, 'state'),
    '--env-file',
    envFile,
    '--show-interactive-dev-session=false',
    ...Object.entries(opts.vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
  ];
  // The site's static files are not what this checks: an empty folder stands in for dist/client.
  if (opts.config === 'wrangler.toml') args.push('--assets', dir);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: offlineEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const started = new Promise<Started>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready on http/.test(output)) resolve({ kind: 'ready', url: `http://127.0.0.1:${port}`, output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => resolve({ kind: 'exited', code, output }));
  });
  return {
    started,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid!, 'SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
