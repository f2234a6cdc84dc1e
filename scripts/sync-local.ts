// `npm run sync`: one sync of every collection into the local D1 that `wrangler dev` at the
// project root reads (.wrangler/state), so a running site shows the result without a restart:
// what changed since the last run, or everything with `npm run sync -- --full`.
// `CMS_URL=http://… npm run sync` reads another CMS (default: sync/wrangler.toml's, the fixtures).
// Exits non-zero if any collection failed.
//
// How: migrate the local D1, run the sync worker itself in `wrangler dev --test-scheduled` with
// the root's state folder (same database_id → same local database), fire its scheduled handler
// with cron "manual", and again, as the cron would, while a collection is left partial (a sync
// too large for one invocation, decision 041); then print each invocation's sync_log rows.
import { delimiter, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { COLLECTION_NAMES } from '#sync/collections/index.ts';
import { MANUAL_CRON, MANUAL_FULL_CRON } from '#sync/triggers.ts';
import { ensureDevVars } from './dev-vars.ts';
import { offlineEnv } from './offline-env.ts';
import { migrate, query as queryD1, startSyncWorker } from './sync-worker.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// WRANGLER_STATE lets the e2e suite and the benchmark keep a D1 of their own beside the dev one.
const STATE = process.env.WRANGLER_STATE?.trim() || `${ROOT}.wrangler/state`;
const COLLECTIONS = COLLECTION_NAMES.length;
/** A sync of 100 000 posts takes a few; this many means something is wrong. */
const MAX_INVOCATIONS = 50;

type LogRow = {
  id: number;
  collection: string;
  mode: string;
  status: string;
  fetched: number;
  changed: number;
  deleted: number;
  skipped: number;
  requests: number;
  skips: string | null;
  error: string | null;
};

process.chdir(ROOT);
const env = offlineEnv();
// wrangler needs Node 22: this one, also when the script is started without npm's PATH.
env.PATH = [dirname(process.execPath), `${ROOT}node_modules/.bin`, env.PATH].filter(Boolean).join(delimiter);
const cmsUrl = process.env.CMS_URL?.trim() || undefined;
if (cmsUrl && !/^https?:\/\/[^/]/.test(cmsUrl)) fail(`CMS_URL must be an http(s) URL, got "${cmsUrl}"`);

await checkCms(cmsUrl ?? configuredCmsUrl());
let lastIdBefore = 0;
const query = <T>(sql: string) => queryD1<T>(STATE, env, sql);
try {
  await migrate(STATE, env);
  lastIdBefore = (await query<{ id: number | null }>('SELECT max(id) AS id FROM sync_log'))[0]?.id ?? 0;
} catch (err) {
  fail(`could not migrate the local D1: ${err instanceof Error ? err.message : String(err)}`);
}

const invocations: LogRow[][] = [];
let worker: Awaited<ReturnType<typeof startSyncWorker>> | null = null;
try {
  // The stack passes the file it runs with (tests use the example); by hand, .dev.vars.
  worker = await startSyncWorker({
    stateDir: STATE,
    cmsUrl,
    env,
    secretsFile: process.env.SYNC_SECRETS_FILE?.trim() || ensureDevVars(),
  });
  let ms = 0;
  for (let cron = process.argv.includes('--full') ? MANUAL_FULL_CRON : MANUAL_CRON; ; cron = MANUAL_CRON) {
    // The scheduled handler awaits the whole run, so this answers when every collection is done.
    ms += await worker.trigger(cron);
    const rows = await logRowsAfter(invocations.at(-1)?.at(-1)?.id ?? lastIdBefore);
    invocations.push(rows);
    if (!rows.some((r) => r.status === 'partial')) break;
    if (invocations.length >= MAX_INVOCATIONS) throw new Error(`still partial after ${MAX_INVOCATIONS} invocations`);
  }
  console.log(
    `Synced from ${cmsUrl ?? 'the CMS in sync/wrangler.toml'} in ${(ms / 1000).toFixed(1)} s ` +
      `(${invocations.length} invocation(s)) into ${STATE}\n`,
  );
} catch (err) {
  await worker?.stop();
  fail(err instanceof Error ? err.message : String(err));
}
await worker.stop();

for (const [i, rows] of invocations.entries()) {
  if (invocations.length > 1) console.log(`\nInvocation ${i + 1}`);
  printTable(rows);
}
const rows = invocations.at(-1) ?? [];
printSkips(invocations.flat());
const failed = rows.filter((r) => r.status === 'error');
if (rows.length < COLLECTIONS) fail(`only ${rows.length} of ${COLLECTIONS} collections logged a result`);
if (failed.length > 0)
  fail(`${failed.length} collection(s) failed; what was written before the failure stays, nothing was deleted`);
console.log('\nAll collections synced.');

/** This invocation's log rows: every collection's, once they are all written. */
async function logRowsAfter(id: number): Promise<LogRow[]> {
  let rows: LogRow[] = [];
  for (let i = 0; i < 60; i++) {
    rows = await query<LogRow>(
      `SELECT id, collection, mode, status, fetched, changed, deleted, skipped, requests, skips, error FROM ` +
        `sync_log WHERE id > ${Number(id)} AND trigger = 'manual' ORDER BY id`,
    );
    if (rows.length >= COLLECTIONS) return rows.slice(0, COLLECTIONS);
    await new Promise((r) => setTimeout(r, 500));
  }
  return rows;
}

function printTable(list: LogRow[]) {
  const header = ['collection', 'mode', 'status', 'requests', 'fetched', 'changed', 'deleted', 'skipped', 'error'];
  const last = header.length - 1;
  const body = list.map((r) => [
    r.collection,
    r.mode,
    r.status,
    ...[r.requests, r.fetched, r.changed, r.deleted, r.skipped].map(String),
    r.error ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (i === last ? 0 : b[i]!.length))));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === last ? c : i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(line(header));
  for (const b of body) console.log(line(b));
}

/** Records the CMS has that could not be used, with why: an editor's to-do list. */
function printSkips(list: LogRow[]) {
  const skipped = list.flatMap((r) =>
    r.skips
      ? (JSON.parse(r.skips) as { id: number | null; slug: string | null; reason: string }[]).map((s) => ({
          ...s,
          collection: r.collection,
        }))
      : [],
  );
  if (skipped.length === 0) return;
  console.log('\nSkipped (their previous copy, if any, is kept):');
  for (const s of skipped) console.log(`  ${s.collection} #${s.id ?? '?'}${s.slug ? ` "${s.slug}"` : ''}: ${s.reason}`);
}

/** CMS_URL from sync/wrangler.toml's top-level (local) [vars], as wrangler reads it. */
function configuredCmsUrl(): string {
  const url = unstable_readConfig({ config: `${ROOT}sync/wrangler.toml` }, { hideWarnings: true }).vars.CMS_URL;
  if (typeof url !== 'string') fail('sync/wrangler.toml has no CMS_URL var');
  return url;
}

async function checkCms(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3_000) });
  } catch {
    fail(`the CMS at ${url} does not answer. Start the fixtures first (npm run fixtures), or set CMS_URL.`);
  }
}

function fail(message: string): never {
  console.error(`\nnpm run sync: ${message}`);
  process.exit(1);
  throw new Error(message); // not reached; tells the type checker so
}
