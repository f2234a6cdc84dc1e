// The sync worker run locally in `wrangler dev --test-scheduled` over a local D1 (a state folder),
// for `npm run sync` and the sync benchmark: migrate, start, fire its scheduled handler, query.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort } from './free-port.ts';
import { run, start, waitForHttp } from './processes.ts';

const DATABASE = 'forever-content';
const ROOT = new URL('../', import.meta.url).pathname;

export interface LocalSyncWorker {
  /** Fires the scheduled handler, which awaits the whole sync; resolves with its duration in ms. */
  trigger(cron: string): Promise<number>;
  /** Rows of a read-only query against the local D1, through wrangler (its documented way in). */
  query<T>(sql: string): Promise<T[]>;
  /** The peak resident memory of its workerd process so far (Linux's VmHWM), or null where unknown. */
  workerdPeakBytes(): number | null;
  stop(): Promise<void>;
}

/** VmHWM of the workerd processes in a process group (wrangler starts workerd in its own group). */
function workerdPeak(group: number): number | null {
  let peak: number | null = null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (name !== 'workerd' || pgrp !== group) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (hwm) peak = Math.max(peak ?? 0, Number(hwm[1]) * 1024);
    } catch {
      // The process ended while it was read.
    }
  }
  return peak;
}

/** Applies the migrations to the local D1 in `stateDir`. */
export function migrate(stateDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  // CI=true: wrangler applies without asking.
  return run('wrangler', ['d1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', stateDir], {
    env: { ...env, CI: 'true' },
    quiet: true,
  });
}

export function query<T>(stateDir: string, env: NodeJS.ProcessEnv, sql: string): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      `${ROOT}node_modules/.bin/wrangler`,
      ['d1', 'execute', DATABASE, '--local', '--persist-to', stateDir, '--json', '--command', sql],
      { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute failed (${code}): ${err || out}`));
      try {
        const parsed = JSON.parse(out) as { results: T[] }[];
        resolve(parsed[0]?.results ?? []);
      } catch {
        reject(new Error(`wrangler d1 execute printed no JSON: ${out.slice(0, 300)}`));
      }
    });
  });
}

/** Starts the sync worker on a free loopback port (the same database_id as the site: same local D1). */
export async function startSyncWorker(opts: {
  stateDir: string;
  cmsUrl?: string;
  env: NodeJS.ProcessEnv;
  /** The dotenv file with its secrets (scripts/dev-vars.ts): .dev.vars or its example. */
  secretsFile: string;
  /**
   * Vars set over sync/wrangler.toml's (CMS_API_VERSION; the bench's edge step: SITE_PURGE_URL,
   * where the running site takes purges).
   */
  vars?: Record<string, string>;
}): Promise<LocalSyncWorker> {
  const port = await freePort();
  const worker = start(
    'wrangler',
    [
      'dev',
      '-c',
      'sync/wrangler.toml',
      '--persist-to',
      opts.stateDir,
      '--env-file',
      opts.secretsFile,
      '--test-scheduled',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...(opts.cmsUrl ? ['--var', `CMS_URL:${opts.cmsUrl}`] : []),
      ...Object.entries(opts.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { env: opts.env, quiet: true },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`, 60_000);
  } catch (err) {
    await worker.stop();
    throw err;
  }
  return {
    async trigger(cron) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent(cron)}`, {
        signal: AbortSignal.timeout(600_000),
      });
      if (!res.ok) throw new Error(`/__scheduled answered HTTP ${res.status}: ${await res.text()}`);
      return performance.now() - started;
    },
    query: (sql) => query(opts.stateDir, opts.env, sql),
    workerdPeakBytes: () => workerdPeak(worker.child.pid!),
    stop: () => worker.stop(),
  };
}
