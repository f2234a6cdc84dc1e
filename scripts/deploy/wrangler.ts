// Runs wrangler as the deploy needs it: from the project root, with this Node (wrangler needs 22),
// metrics off, and its output kept for the caller to read as well as shown.
import { spawn } from 'node:child_process';
import { offlineEnv } from '#scripts/offline-env.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const WRANGLER = `${ROOT}node_modules/wrangler/bin/wrangler.js`;

export interface Ran {
  code: number | null;
  output: string;
}

/** `wrangler <args>`; echoes its output unless quiet. `env` adds to the process environment. */
export function wrangler(args: string[], opts: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], {
      cwd: ROOT,
      env: { ...offlineEnv(), ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (!opts.quiet) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Like wrangler(), but a non-zero exit is an error that carries what wrangler said. */
export async function wranglerOk(
  args: string[],
  opts: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const ran = await wrangler(args, opts);
  if (ran.code !== 0)
    throw new Error(
      `wrangler ${args.join(' ')} exited with ${ran.code}${opts.quiet ? `:\n${ran.output.slice(-2000)}` : ''}`,
    );
  return ran.output;
}
