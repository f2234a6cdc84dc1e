// Runs the Strapi test projects for the contract tests: the Strapi v3.6.11 one
// (tests/contract/strapi) and the Strapi 5 one (tests/contract/strapi5). Installs each on first
// run with the machine's Node 20 (Strapi 3 does not run on the project's Node 22; Strapi 5 runs on
// 20 and later), boots instances on free loopback ports, and catches the webhooks Strapi sends.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One Strapi test project: where it is, which Node runs it, what it installs. */
export interface StrapiProject {
  /** The REST API it speaks, as the sync's CMS_API_VERSION names it. */
  apiVersion: 3 | 5;
  dir: string;
  /** Node majors it runs on; STRAPI_NODE (v3) or STRAPI5_NODE (v5) chooses another binary. */
  nodeMajors: [number, number];
  nodeOverride: string | undefined;
  /** The package whose installed version names the run (`strapi 3.6.11`, `strapi 5.54.0`). */
  versionPackage: string;
  /** What the install needs of the machine, checked first; a message saying how to get it, or null. */
  missing(): string | null;
  /** Environment for `npm ci` beyond the machine's. */
  installEnv(node: string): NodeJS.ProcessEnv;
  /** What the first install builds, for its log line. */
  builds: string;
}

const vipsMissing = () => {
  try {
    execFileSync('pkg-config', ['--exists', 'vips'], { stdio: 'ignore' });
    return null;
  } catch {
    return (
      "sharp (Strapi's upload plugin) builds against libvips: apt-get install -y --no-install-recommends " +
      'libvips-dev'
    );
  }
};

/** Strapi v3.6.11: sqlite3 and sharp build from source (sharp against Debian's libvips). */
export const STRAPI_3: StrapiProject = {
  apiVersion: 3,
  dir: fileURLToPath(new URL('./strapi/', import.meta.url)),
  nodeMajors: [14, 20],
  nodeOverride: process.env.STRAPI_NODE,
  versionPackage: 'strapi',
  missing: vipsMissing,
  installEnv: () => ({}),
  builds: 'builds sqlite3 and sharp, a few minutes',
};

/**
 * Strapi 5: better-sqlite3 builds from source (its prebuilt binary would come from outside the
 * npm registry), against the headers of the Node that runs it, which node-gyp must not download;
 * sharp comes prebuilt in @img/sharp-* packages from the npm registry.
 */
export const STRAPI_5: StrapiProject = {
  apiVersion: 5,
  dir: fileURLToPath(new URL('./strapi5/', import.meta.url)),
  nodeMajors: [20, 24],
  nodeOverride: process.env.STRAPI5_NODE,
  versionPackage: '@strapi/strapi',
  missing: () => null,
  installEnv(node) {
    const env: NodeJS.ProcessEnv = { npm_config_build_from_source: 'true' };
    // The Node's own headers (Debian's nodejs has them under /usr/include/node), when they are there.
    const prefix = dirname(dirname(node));
    if (existsSync(join(prefix, 'include', 'node', 'node_version.h'))) env.npm_config_nodedir = prefix;
    return env;
  },
  builds: 'builds better-sqlite3, a few minutes',
};

export const PROJECTS = { 3: STRAPI_3, 5: STRAPI_5 } as const;

/** A PATH without any node_modules/.bin, so `node` and `npm` are the machine's own. */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir: string) => dir && !dir.includes('node_modules'))
    .join(delimiter);
}

/** The machine's Node that the project runs on, or its override; never the project's Node 22 in node_modules. */
export function projectNode(project: StrapiProject): string {
  const [min, max] = project.nodeMajors;
  const candidates = project.nodeOverride
    ? [project.nodeOverride]
    : machinePath()
        .split(delimiter)
        .map((dir: string) => join(dir, 'node'));
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
    const major = Number(/^v(\d+)/.exec(version)?.[1]);
    if (major >= min && major <= max) return candidate;
  }
  const variable = project.apiVersion === 5 ? 'STRAPI5_NODE' : 'STRAPI_NODE';
  throw new Error(
    `The Strapi ${project.apiVersion} test project needs Node ${min}–${max} and none was found on the PATH ` +
      `(outside node_modules). Set ${variable}=/path/to/node.`,
  );
}

function nodeEnv(node: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [dirname(node), machinePath()].join(delimiter),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_HIDE_STARTUP_MESSAGE: 'true',
    NODE_ENV: 'development',
  };
}

/**
 * Where a finished install is kept for the next clean checkout on this machine (CI clones the
 * repository afresh each run): `CONTRACT_STRAPI_CACHE`, else ~/.cache/forever-storefront/strapi-contract;
 * `CONTRACT_STRAPI_CACHE=off` keeps none.
 */
function cacheRoot(): string | null {
  const chosen = process.env.CONTRACT_STRAPI_CACHE;
  if (chosen === 'off') return null;
  return (
    chosen || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'forever-storefront', 'strapi-contract')
  );
}

/**
 * Installs a Strapi project's dependencies once; later runs reuse them while its
 * package-lock.json and Node are the same (a stamp in its node_modules says which). A clean
 * checkout copies them from the machine's cache when it holds this lock's install (seconds,
 * where `npm ci` and its native builds take minutes); else `npm ci` runs, from npm's own cache
 * of downloads where it can, and its result is kept in the cache, one install per project.
 */
export function ensureInstalled(project: StrapiProject, log: (line: string) => void = console.log): void {
  const node = projectNode(project);
  const modules = join(project.dir, 'node_modules');
  const stamp = join(modules, '.contract-install');
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const lockHash = createHash('sha256')
    .update(readFileSync(join(project.dir, 'package-lock.json')))
    .digest('hex');
  const want = `${lockHash} ${nodeVersion}`;
  const installed = (dir: string) =>
    existsSync(join(dir, '.contract-install')) && readFileSync(join(dir, '.contract-install'), 'utf8') === want;
  if (installed(modules)) return;
  const root = cacheRoot();
  const name = `strapi${project.apiVersion}-`;
  const cached = root && join(root, `${name}${lockHash.slice(0, 16)}-${nodeVersion}`);
  const started = Date.now();
  if (cached && installed(join(cached, 'node_modules'))) {
    rmSync(modules, { recursive: true, force: true });
    execFileSync('cp', ['-a', join(cached, 'node_modules'), modules]);
    log(
      `Strapi ${project.apiVersion} test project: its install for this lock copied from ${cached} in ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
    return;
  }
  const missing = project.missing();
  if (missing) throw new Error(missing);
  log(
    `Installing the Strapi ${project.apiVersion} test project with Node ${nodeVersion} (first run only; ` +
      `${project.builds})…`,
  );
  // --prefer-offline: npm's cache answers what it holds without asking the registry again.
  execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: project.dir,
    env: { ...nodeEnv(node), ...project.installEnv(node) },
    stdio: 'inherit',
  });
  writeFileSync(stamp, want);
  log(`Installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (!cached) return;
  try {
    // One install per project: an older lock's is dropped. Copied aside, then renamed into place.
    mkdirSync(root!, { recursive: true });
    for (const entry of readdirSync(root!))
      if (entry.startsWith(name)) rmSync(join(root!, entry), { recursive: true, force: true });
    const partial = `${cached}.partial`;
    mkdirSync(partial, { recursive: true });
    execFileSync('cp', ['-a', modules, join(partial, 'node_modules')]);
    renameSync(partial, cached);
  } catch (err) {
    log(`The install was not kept in ${root}: ${err instanceof Error ? err.message : err}`);
  }
}

/** The installed Strapi's version, e.g. 3.6.11 or 5.54.0. */
export function strapiVersion(project: StrapiProject): string {
  const pkg = JSON.parse(
    readFileSync(join(project.dir, 'node_modules', project.versionPackage, 'package.json'), 'utf8'),
  );
  return String(pkg.version);
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
export function startStrapi(
  project: StrapiProject,
  opts: StrapiOptions,
  log: (line: string) => void = console.log,
): Promise<StrapiInstance> {
  const node = projectNode(project);
  const env: NodeJS.ProcessEnv = {
    ...nodeEnv(node),
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATABASE_FILENAME: opts.databaseFile,
    ...(opts.maxLimit !== undefined ? { API_MAX_LIMIT: String(opts.maxLimit) } : {}),
    ...(opts.webhookUrl ? { WEBHOOK_URL: opts.webhookUrl, WEBHOOK_SECRET: opts.webhookSecret ?? '' } : {}),
  };
  const child: ChildProcess = spawn(node, ['serve.js'], {
    cwd: project.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`Strapi did not start within 180 s:\n${output.slice(-2000)}`)),
      180_000,
    );
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
      log(`Strapi ${project.apiVersion} ready at ${ready[1]} (maxLimit ${opts.maxLimit ?? 'default'})`);
      resolve({ url: ready[1]!, stop: () => stopChild(child) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) =>
      fail(new Error(`Strapi exited with ${code} before it was ready:\n${output.slice(-2000)}`)),
    );
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
