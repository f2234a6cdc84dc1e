// Runs the Strapi v3.6.11 test project (tests/contract/strapi) for the contract tests: installs it
// on first run with the machine's Node 20 (Strapi 3 does not run on the project's Node 22), boots
// instances on free loopback ports, and catches the webhooks Strapi sends.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT = fileURLToPath(new URL('./strapi/', import.meta.url));
const STAMP = join(PROJECT, 'node_modules', '.contract-install');

/** A PATH without any node_modules/.bin, so `node` and `npm` are the machine's own. */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir: string) => dir && !dir.includes('node_modules'))
    .join(delimiter);
}

/** The machine's Node 20 (or older), or STRAPI_NODE; never the project's Node 22. */
export function legacyNode(): string {
  const candidates = process.env.STRAPI_NODE
    ? [process.env.STRAPI_NODE]
    : machinePath()
        .split(delimiter)
        .map((dir: string) => join(dir, 'node'));
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
    const major = Number(/^v(\d+)/.exec(version)?.[1]);
    if (major >= 14 && major <= 20) return candidate;
  }
  throw new Error('Strapi 3.6.11 needs Node 14–20 and none was found on the PATH (outside node_modules). Set STRAPI_NODE=/path/to/node.');
}

function nodeEnv(node: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [dirname(node), machinePath()].join(delimiter),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    STRAPI_HIDE_STARTUP_MESSAGE: 'true',
    NODE_ENV: 'development',
  };
}

/**
 * Installs the Strapi project's dependencies once (sqlite3 and sharp build from source: a few
 * minutes, ~660 MB); later runs reuse them while package-lock.json and Node are the same.
 * sharp needs Debian's libvips-dev.
 */
export function ensureInstalled(log: (line: string) => void = console.log): void {
  const node = legacyNode();
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const lock = readFileSync(join(PROJECT, 'package-lock.json'));
  const want = `${createHash('sha256').update(lock).digest('hex')} ${nodeVersion}`;
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === want) return;
  try {
    execFileSync('pkg-config', ['--exists', 'vips'], { stdio: 'ignore' });
  } catch {
    throw new Error("sharp (Strapi's upload plugin) builds against libvips: apt-get install -y --no-install-recommends libvips-dev");
  }
  log(`Installing the Strapi 3.6.11 test project with Node ${nodeVersion} (first run only; builds sqlite3 and sharp, a few minutes)…`);
  const started = Date.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PROJECT, env: nodeEnv(node), stdio: 'inherit' });
  writeFileSync(STAMP, want);
  log(`Installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

export interface StrapiOptions {
  port: number;
  databaseFile: string;
  /** Strapi's api.rest.maxLimit; the project's default when omitted. */
  maxLimit?: number;
  webhookUrl?: string;
  webhookSecret?: string;
}

export interface StrapiInstance {
  url: string;
  stop(): Promise<void>;
}

/** Boots an instance; resolves once its REST API answers (it prints READY <url>). */
export function startStrapi(opts: StrapiOptions, log: (line: string) => void = console.log): Promise<StrapiInstance> {
  const node = legacyNode();
  const env: NodeJS.ProcessEnv = {
    ...nodeEnv(node),
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATABASE_FILENAME: opts.databaseFile,
    ...(opts.maxLimit !== undefined ? { API_MAX_LIMIT: String(opts.maxLimit) } : {}),
    ...(opts.webhookUrl ? { WEBHOOK_URL: opts.webhookUrl, WEBHOOK_SECRET: opts.webhookSecret ?? '' } : {}),
  };
  const child: ChildProcess = spawn(node, ['serve.js'], { cwd: PROJECT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`Strapi did not start within 180 s:\n${output.slice(-2000)}`)), 180_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      child.stderr!.resume();
      log(`Strapi ready at ${ready[1]} (maxLimit ${opts.maxLimit ?? 'default'})`);
      resolve({ url: ready[1]!, stop: () => stopChild(child) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => fail(new Error(`Strapi exited with ${code} before it was ready:\n${output.slice(-2000)}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 5_000).unref();
  });
}

export interface CaughtWebhook {
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A loopback server that keeps the webhooks Strapi sends (POST /hook) so the tests can hand
 * them, exactly as sent, to the sync worker. GET /caught lists them; DELETE /caught forgets them.
 */
export async function startWebhookCatcher(): Promise<{ url: string; close(): Promise<void> }> {
  let caught: CaughtWebhook[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (d: Buffer) => {
        text += d;
      });
      req.on('end', () => resolve(text));
    });
  const server = createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/hook') {
      const text = await read(req);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* kept as text */
      }
      caught.push({ headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    } else if (req.url === '/caught' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(caught));
    } else if (req.url === '/caught' && req.method === 'DELETE') {
      caught = [];
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
