// `npm run sync`: one full sync of every collection into the local D1 that `wrangler dev` at the
// project root reads (.wrangler/state), so a running site shows the result without a restart.
// `CMS_URL=http://… npm run sync` reads another CMS (default: sync/wrangler.toml's, the fixtures).
// Exits non-zero if any collection failed.
//
// How: migrate the local D1, run the sync worker itself in `wrangler dev --test-scheduled` with
// the root's state folder (same database_id → same local database), fire its scheduled handler
// with cron "manual", then print this run's sync_log rows.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANUAL_CRON } from '../sync/triggers.ts';
import { offlineEnv } from './offline-env.ts';
import { run, start, waitForHttp } from './processes.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// WRANGLER_STATE lets the e2e suite and the benchmark keep a D1 of their own beside the dev one.
const STATE = process.env.WRANGLER_STATE?.trim() || `${ROOT}.wrangler/state`;
const DATABASE = 'forever-content';
const COLLECTIONS = 15;

type LogRow = { id: number; collection: string; status: string; fetched: number; changed: number; deleted: number; skipped: number; skips: string | null; error: string | null };

process.chdir(ROOT);
const env = offlineEnv();
// wrangler needs Node 22: this one, also when the script is started without npm's PATH.
env.PATH = [dirname(process.execPath), `${ROOT}node_modules/.bin`, env.PATH].filter(Boolean).join(delimiter);
const cmsUrl = process.env.CMS_URL?.trim() || undefined;
if (cmsUrl && !/^https?:\/\/[^/]/.test(cmsUrl)) fail(`CMS_URL must be an http(s) URL, got "${cmsUrl}"`);

await checkCms(cmsUrl ?? configuredCmsUrl());
let lastIdBefore = 0;
try {
  // CI=true: wrangler applies without asking.
  await run('wrangler', ['d1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', STATE], { env: { ...env, CI: 'true' }, quiet: true });
  lastIdBefore = (await query<{ id: number | null }>('SELECT max(id) AS id FROM sync_log'))[0]?.id ?? 0;
} catch (err) {
  fail(`could not migrate the local D1: ${err instanceof Error ? err.message : String(err)}`);
}

const port = await freePort();
const worker = start('wrangler', [
  'dev', '-c', 'sync/wrangler.toml', '--persist-to', STATE, '--test-scheduled',
  '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false', '--log-level', 'warn',
  ...(cmsUrl ? ['--var', `CMS_URL:${cmsUrl}`] : []),
], { env, quiet: true });

let rows: LogRow[] = [];
try {
  await waitForHttp(`http://127.0.0.1:${port}/health`, 60_000);
  const started = Date.now();
  // The scheduled handler awaits the whole sync, so this answers when every collection is done.
  const res = await fetch(`http://127.0.0.1:${port}/__scheduled?cron=${MANUAL_CRON}`, { signal: AbortSignal.timeout(300_000) });
  if (!res.ok) throw new Error(`/__scheduled answered HTTP ${res.status}: ${await res.text()}`);
  // Belt and braces: wait for every collection's log row of this run.
  for (let i = 0; i < 60; i++) {
    rows = await query<LogRow>(`SELECT id, collection, status, fetched, changed, deleted, skipped, skips, error FROM sync_log WHERE id > ${Number(lastIdBefore)} AND trigger = 'manual' ORDER BY id`);
    if (rows.length >= COLLECTIONS) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`Synced from ${cmsUrl ?? 'the CMS in sync/wrangler.toml'} in ${((Date.now() - started) / 1000).toFixed(1)} s into ${STATE}\n`);
} catch (err) {
  await worker.stop();
  fail(err instanceof Error ? err.message : String(err));
}
await worker.stop();

printTable(rows);
printSkips(rows);
const failed = rows.filter((r) => r.status === 'error');
if (rows.length < COLLECTIONS) fail(`only ${rows.length} of ${COLLECTIONS} collections logged a result`);
if (failed.length > 0) fail(`${failed.length} collection(s) failed; what was written before the failure stays, nothing was deleted`);
console.log('\nAll collections synced.');

function printTable(list: LogRow[]) {
  const header = ['collection', 'status', 'fetched', 'changed', 'deleted', 'skipped', 'error'];
  const last = header.length - 1;
  const body = list.map((r) => [r.collection, r.status, String(r.fetched), String(r.changed), String(r.deleted), String(r.skipped), r.error ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (i === last ? 0 : b[i]!.length))));
  const line = (cells: string[]) => cells.map((c, i) => (i === last ? c : i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(line(header));
  for (const b of body) console.log(line(b));
}

/** Records the CMS has that could not be used, with why: an editor's to-do list. */
function printSkips(list: LogRow[]) {
  const skipped = list.flatMap((r) => (r.skips ? (JSON.parse(r.skips) as { id: number | null; slug: string | null; reason: string }[]).map((s) => ({ ...s, collection: r.collection })) : []));
  if (skipped.length === 0) return;
  console.log('\nSkipped (their previous copy, if any, is kept):');
  for (const s of skipped) console.log(`  ${s.collection} #${s.id ?? '?'}${s.slug ? ` "${s.slug}"` : ''}: ${s.reason}`);
}

/** Rows of a read-only query against the local D1, through wrangler (its documented way in). */
function query<T>(sql: string): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const bin = new URL('../node_modules/.bin/wrangler', import.meta.url).pathname;
    const child = spawn(bin, ['d1', 'execute', DATABASE, '--local', '--persist-to', STATE, '--json', '--command', sql], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d; });
    child.stderr.on('data', (d: Buffer) => { err += d; });
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

/** CMS_URL from sync/wrangler.toml's [vars]. */
function configuredCmsUrl(): string {
  const toml = readFileSync(`${ROOT}sync/wrangler.toml`, 'utf8');
  const match = /^CMS_URL\s*=\s*"([^"]+)"/m.exec(toml);
  if (!match) fail('sync/wrangler.toml has no CMS_URL var');
  return match[1]!;
}

async function checkCms(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3_000) });
  } catch {
    fail(`the CMS at ${url} does not answer. Start the fixtures first (npm run fixtures), or set CMS_URL.`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function fail(message: string): never {
  console.error(`\nnpm run sync: ${message}`);
  process.exit(1);
  throw new Error(message); // not reached; tells the type checker so
}
