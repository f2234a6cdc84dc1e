import { type ChildProcess, spawn } from 'node:child_process';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

/** Runs a project binary (wrangler, vite …) to completion; rejects on a non-zero exit. */
export function run(
  name: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, {
      stdio: opts.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: opts.env ?? process.env,
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Runs a node script (with this Node, 22) to completion. */
export function runNode(script: string, opts: { env?: NodeJS.ProcessEnv; args?: string[] } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...(opts.args ?? [])], {
      stdio: 'inherit',
      env: opts.env ?? process.env,
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** Starts a long-running project binary; the caller stops it with stop(). */
export function start(name: string, args: string[], opts: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {}) {
  const child: ChildProcess = spawn(bin(name), args, {
    stdio: opts.quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    env: opts.env ?? process.env,
    detached: true,
  });
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }, 5000).unref();
      }),
  };
}

/** Polls a URL until it answers (any status), or fails after timeoutMs. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
