// `npm run bench:sync`: the sync at scale. For N = 1 000, 10 000 and 20 000 blog posts (generated
// by the fixture CMS, 3–8 KB of Markdown each, beside its other demo collections) it prints the
// full sync time, the unchanged re-sync time and its CMS requests per collection, the time after
// editing 10 posts and deleting 10, the sync's peak heap, the largest D1 statement and batch, and
// the most subrequests one invocation makes, each against its budget (issue 14); and, for
// comparison with the issue's table, the workerd process's peak memory and the D1's size. Then,
// in scale mode, the same for 100 000 posts of about 1 KB (issue 27): a full sync that needs
// several invocations, each within Workers' 1 000 subrequests and the sync's heap budget, until
// every row is in D1.
//
// How: the fixture CMS runs in its own process. The times come from the sync worker itself in
// wrangler dev (workerd, with its local D1), a fresh database per N, fired through its scheduled
// handler once per invocation, as the cron fires it, until no collection is left partial
// (decision 041). The heap, the statement sizes and the subrequests counted outside the sync (the
// D1 calls through a wrapper, the requests the CMS received) come from a second full sync of the
// same code, invocation by invocation, run here in Node (workerd does not tell its heap) against
// a local D1 through wrangler's platform proxy, which is too slow a path to time. workerd's
// resident memory is read from /proc (Linux); it holds the local D1's SQLite too, so it is shown,
// not judged. Nothing leaves 127.0.0.1. BENCH_SYNC_SIZES=1000,5000 picks other sizes (empty: none),
// and BENCH_SYNC_SCALE=0 leaves the scale mode out (or sets its size). BENCH_SYNC_API=5 has the
// sync read the same content in Strapi 5's shape (CMS_API_VERSION=5, decision 074).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { INVOCATION_SUBREQUESTS } from '#sync/budget.ts';
import { COLLECTION_NAMES } from '#sync/collections/index.ts';
import type { CollectionResult } from '#sync/run.ts';
import { runSync } from '#sync/run.ts';
import { MANUAL_CRON, MANUAL_FULL_CRON } from '#sync/triggers.ts';
import { DEV_VARS_EXAMPLE } from './dev-vars.ts';
import { freePort } from './free-port.ts';
import { offlineEnv } from './offline-env.ts';
import { waitForHttp } from './processes.ts';
import { migrate as migrateLocal, startSyncWorker } from './sync-worker.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const SIZES = (process.env.BENCH_SYNC_SIZES ?? '1000,10000,20000')
  .split(',')
  .map(Number)
  .filter((n: number) => n > 0);
const SCALE = Number(process.env.BENCH_SYNC_SCALE ?? 100_000);
/** The CMS's REST API the sync reads: Strapi v3's, or Strapi 5's (the fixture CMS serves both). */
const API = process.env.BENCH_SYNC_API === '5' ? '5' : '3';
/** The demo blog's own posts; the rest are generated. */
const DEMO_POSTS = 50;
/** The demo post no reader can use (no title): it is skipped, never a row. */
const UNUSABLE_POSTS = 1;
const MEAN_POST_BYTES = 5_500;
/** Scale mode counts pages and invocations; smaller posts keep its local D1 and time in bounds. */
const SCALE_POST_BYTES = 1_000;
/** Every collection the sync reads logs a row per invocation. */
const COLLECTIONS = COLLECTION_NAMES.length;
const D1_STATEMENT_LIMIT = 100_000;
const D1_PARAMS_LIMIT = 100;
const BUDGET = {
  fullMs: 60_000,
  unchangedMs: 2_000,
  unchangedRequests: 2,
  editDeleteMs: 5_000,
  heapBytes: 64 * 1024 * 1024,
  subrequests: INVOCATION_SUBREQUESTS,
};

const env = offlineEnv();
const cmsPort = await freePort();
const cms = spawn(process.execPath, [`${ROOT}tests/fixtures/serve.ts`], {
  env: { ...env, CMS_PORT: String(cmsPort), STORE_PORT: String(await freePort()) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cmsUrl = `http://127.0.0.1:${cmsPort}`;

async function control(body: unknown, path = '/content') {
  const res = await fetch(`${cmsUrl}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fixture CMS ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The requests the CMS has received since the last call: an invocation's, counted where they land. */
async function cmsRequestsSince(): Promise<number> {
  const { count } = (await (await fetch(`${cmsUrl}/__control/requests/count`)).json()) as { count: number };
  await fetch(`${cmsUrl}/__control/requests`, { method: 'DELETE' });
  return count;
}

/** What the sync sent to D1: sizes only (keeping the values would weigh on the heap measured). */
function measuredDb(db: D1Database) {
  const stats = { calls: 0, largestStatement: 0, mostParams: 0, largestBatchStatements: 0, largestBatchBytes: 0 };
  const encoder = new TextEncoder();
  const real = new WeakMap<object, { statement: D1PreparedStatement; bytes: number }>();
  const wrap = (statement: D1PreparedStatement, sql: string, values: unknown[]): D1PreparedStatement => {
    const bytes = encoder.encode(sql).length + values.reduce<number>((n, p) => n + encoder.encode(String(p)).length, 0);
    stats.largestStatement = Math.max(stats.largestStatement, bytes);
    stats.mostParams = Math.max(stats.mostParams, values.length);
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...more: unknown[]) => wrap(target.bind(...more), sql, more);
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'run' || key === 'all' || key === 'first' || key === 'raw') stats.calls += 1;
        return value.bind(target);
      },
    });
    real.set(proxy, { statement, bytes });
    return proxy;
  };
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql, []);
      if (key === 'batch') {
        return async (list: D1PreparedStatement[]) => {
          const statements = list.map((s) => real.get(s)!);
          stats.calls += 1;
          stats.largestBatchStatements = Math.max(stats.largestBatchStatements, list.length);
          stats.largestBatchBytes = Math.max(
            stats.largestBatchBytes,
            statements.reduce((n, s) => n + s.bytes, 0),
          );
          return target.batch(statements.map((s) => s.statement));
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, stats };
}

async function migrate(db: D1Database) {
  const dir = `${ROOT}migrations`;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(join(dir, file), 'utf8').split('--> statement-breakpoint')) {
      const sql = statement.replace(/^\s*--.*$/gm, '').trim();
      if (sql) await db.prepare(sql).run();
    }
  }
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

const silent = {
  error: (err: unknown) => console.error('  sync error:', err instanceof Error ? err.message : err),
  warning: () => {},
};

type LogRow = {
  collection: string;
  status: string;
  requests: number;
  d1_queries: number;
  changed: number;
  deleted: number;
  error: string | null;
};

/** One invocation of the sync worker: its time, its log rows, and the requests the CMS received. */
interface Invocation {
  ms: number;
  rows: LogRow[];
  cmsRequests: number;
}

/**
 * A sync in wrangler dev, fired once per invocation (the first with `cron`, then as the cron
 * fires) until no collection is left partial; every invocation must log every collection, none
 * with an error.
 */
async function timedSync(worker: Awaited<ReturnType<typeof startSyncWorker>>, cron: string) {
  const invocations: Invocation[] = [];
  for (let trigger = cron; ; trigger = MANUAL_CRON) {
    const [{ last }] = (await worker.query<{ last: number | null }>('SELECT max(id) AS last FROM sync_log')) as [
      { last: number | null },
    ];
    await cmsRequestsSince();
    const ms = await worker.trigger(trigger);
    const cmsRequests = await cmsRequestsSince();
    const rows = await worker.query<LogRow>(
      `SELECT collection, status, requests, d1_queries, changed, deleted, error FROM sync_log WHERE id > ${last ?? 0}`,
    );
    const failed = rows.filter((r) => r.status !== 'ok' && r.status !== 'partial');
    if (rows.length !== COLLECTIONS || failed.length > 0) {
      const failures = failed.map((r) => `${r.collection} ${r.status} ${r.error}`).join('; ');
      const logged = `${rows.length} log rows (${rows.map((r) => r.collection).join(', ')})`;
      throw new Error(`sync failed: ${failures || logged}`);
    }
    invocations.push({ ms, rows, cmsRequests });
    if (rows.every((r) => r.status === 'ok')) break;
    if (invocations.length > 100) throw new Error('the sync was still partial after 100 invocations');
  }
  const blog = invocations.flatMap((i) => i.rows.filter((r) => r.collection === 'blog-posts'));
  return {
    invocations,
    ms: invocations.reduce((n, i) => n + i.ms, 0),
    // As the sync counts them: each collection's CMS requests and D1 calls.
    mostSubrequests: Math.max(...invocations.map((i) => i.rows.reduce((n, r) => n + r.requests + r.d1_queries, 0))),
    blog: { requests: sum(blog, 'requests'), changed: sum(blog, 'changed'), deleted: sum(blog, 'deleted') },
  };
}

const sum = (rows: LogRow[], key: 'requests' | 'changed' | 'deleted') => rows.reduce((n, r) => n + r[key], 0);

/**
 * A full sync into a fresh database, invocation by invocation as in the worker (a run per
 * invocation until no collection is partial), with the live heap of each sampled after a forced
 * collection every 200 ms, less the heap in use before it began (wrangler's platform proxy and
 * this script), and each one's subrequests counted outside the sync: the D1 calls through a
 * wrapper, the requests the CMS received. Timed runs do not do this, as forced collections slow
 * them down.
 */
async function measuredSync(makeDb: () => Promise<{ db: D1Database; done: () => Promise<void> }>) {
  const { db: plain, done } = await makeDb();
  const { db, stats } = measuredDb(plain);
  const invocations: { heapBytes: number; d1: number; cms: number }[] = [];
  try {
    for (let mode: 'full' | 'auto' = 'full'; ; mode = 'auto') {
      gc();
      const baseline = process.memoryUsage().heapUsed;
      let peak = baseline;
      const sampler = setInterval(() => {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 200);
      const callsBefore = stats.calls;
      await cmsRequestsSince();
      let results: CollectionResult[];
      try {
        results = await runSync(
          { DB: db, CMS_URL: cmsUrl, CMS_API_VERSION: API },
          { trigger: 'manual', mode, reporter: silent },
        );
      } finally {
        clearInterval(sampler);
      }
      invocations.push({ heapBytes: peak - baseline, d1: stats.calls - callsBefore, cms: await cmsRequestsSince() });
      if (results.every((r) => r.status === 'ok')) break;
      if (results.some((r) => r.status === 'error' || r.status === 'incomplete') || invocations.length > 100)
        throw new Error(
          `measured sync failed: ${results.map((r) => `${r.collection} ${r.status} ${r.error ?? ''}`).join('; ')}`,
        );
    }
    const most = invocations.reduce((a, b) => (b.d1 + b.cms > a.d1 + a.cms ? b : a));
    return { invocations, heapBytes: Math.max(...invocations.map((i) => i.heapBytes)), most, stats };
  } finally {
    await done();
  }
}

async function freshDb(): Promise<{ db: D1Database; done: () => Promise<void> }> {
  const persist = mkdtempSync(join(tmpdir(), 'bench-sync-'));
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: `${ROOT}sync/wrangler.toml`,
    persist: { path: persist },
    remoteBindings: false,
  });
  await migrate(proxy.env.DB);
  return {
    db: proxy.env.DB,
    done: async () => {
      await proxy.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
/** The local D1's SQLite files under a wrangler state folder. */
function sqliteBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.sqlite(-wal)?$/.test(entry.name))
      total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

interface Row {
  label: string;
  lines: [string, string, string][];
}
const rows: Row[] = [];
let overBudget = false;

/** Every measure for n posts of about `bytes` each; `timeBudgets` judges the times (issue 14's sizes). */
async function measure(n: number, bytes: number, timeBudgets: boolean): Promise<[string, string, boolean][]> {
  await control({}, '/reset');
  await control({ op: 'generate', count: n - DEMO_POSTS, bytes });
  const stateDir = mkdtempSync(join(tmpdir(), 'bench-sync-state-'));
  await migrateLocal(stateDir, env);
  const worker = await startSyncWorker({
    stateDir,
    cmsUrl,
    env,
    secretsFile: DEV_VARS_EXAMPLE,
    vars: { CMS_API_VERSION: API },
  });
  try {
    const workerdIdle = worker.workerdPeakBytes();
    const full = await timedSync(worker, MANUAL_FULL_CRON);
    const workerdPeak = worker.workerdPeakBytes();
    const dbBytes = sqliteBytes(stateDir);
    const [{ stored }] = (await worker.query<{ stored: number }>('SELECT count(*) AS stored FROM blog_posts')) as [
      { stored: number },
    ];
    const unchanged = await timedSync(worker, MANUAL_CRON);
    const maxRequests = Math.max(...unchanged.invocations[0]!.rows.map((r) => r.requests));
    // From Strapi 5, D1's keys are the documentIds' (decision 074): a generated post's CMS id is in its slug.
    const posts = (
      await worker.query<{ id: number; slug: string }>('SELECT id, slug FROM blog_posts ORDER BY id')
    ).flatMap((r) => {
      if (API === '3') return [r.id];
      const generated = /^generated-post-(\d+)$/.exec(r.slug);
      return generated ? [Number(generated[1])] : [];
    });
    const step = Math.floor(posts.length / 21);
    const picked = Array.from({ length: 20 }, (_, i) => posts[(i + 1) * step]!);
    for (const id of picked.slice(0, 10))
      await control({
        op: 'upsert',
        collection: 'blog-posts',
        record: { id, title: `Edited post ${id}` },
        merge: true,
      });
    await control({ op: 'delete-many', collection: 'blog-posts', ids: picked.slice(10) });
    const edited = await timedSync(worker, MANUAL_CRON);
    if (edited.blog.changed !== 10 || edited.blog.deleted !== 10)
      throw new Error(
        `edit + delete: expected 10 changed and 10 deleted, got ${edited.blog.changed} and ${edited.blog.deleted}`,
      );
    await worker.stop();
    // The measured pass re-reads the CMS as it is now (10 posts fewer): a full sync all the same.
    const measured = await measuredSync(freshDb);
    const { stats } = measured;
    const expectedRows = n - UNUSABLE_POSTS;
    const most = measured.most;
    return [
      [
        `full sync (${full.invocations.length} invocation${full.invocations.length === 1 ? '' : 's'})`,
        s(full.ms),
        !timeBudgets || full.ms < BUDGET.fullMs,
      ],
      [
        '  rows in D1 after it',
        `${stored.toLocaleString('en-US')} of ${expectedRows.toLocaleString('en-US')}`,
        stored === expectedRows,
      ],
      [
        '  peak workerd memory (with its local D1)',
        workerdPeak === null ? 'unknown here' : `${mb(workerdPeak)} (${mb(workerdIdle ?? 0)} before the sync)`,
        true,
      ],
      ['  D1 size', mb(dbBytes), true],
      [
        "most subrequests in one invocation (the sync's count)",
        String(full.mostSubrequests),
        Math.max(full.mostSubrequests, unchanged.mostSubrequests, edited.mostSubrequests) <= BUDGET.subrequests,
      ],
      [
        '  counted outside the sync (D1 calls + CMS requests)',
        `${most.d1 + most.cms} (${most.d1} + ${most.cms}), over ${measured.invocations.length} invocation(s)`,
        measured.invocations.every((i) => i.d1 + i.cms <= BUDGET.subrequests),
      ],
      ['unchanged re-sync', s(unchanged.ms), unchanged.ms < BUDGET.unchangedMs],
      ['  CMS requests per collection (most)', String(maxRequests), maxRequests <= BUDGET.unchangedRequests],
      [
        'edit 10 + delete 10',
        `${s(edited.ms)} (${edited.blog.requests} requests for the blog)`,
        !timeBudgets || edited.ms < BUDGET.editDeleteMs,
      ],
      ['peak live heap of the sync in one invocation', mb(measured.heapBytes), measured.heapBytes < BUDGET.heapBytes],
      ['largest statement, with its values', kb(stats.largestStatement), stats.largestStatement <= D1_STATEMENT_LIMIT],
      ['most bound parameters', String(stats.mostParams), stats.mostParams <= D1_PARAMS_LIMIT],
      ['largest batch', `${stats.largestBatchStatements} statements, ${kb(stats.largestBatchBytes)}`, true],
    ];
  } finally {
    await worker.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

try {
  await waitForHttp(`${cmsUrl}/__control/fault`, 30_000);
  const runs: { n: number; bytes: number; scale: boolean }[] = [
    ...SIZES.map((n: number) => ({ n, bytes: MEAN_POST_BYTES, scale: false })),
    ...(SCALE > 0 ? [{ n: SCALE, bytes: SCALE_POST_BYTES, scale: true }] : []),
  ];
  for (const { n, bytes, scale } of runs) {
    const started = performance.now();
    const checks = await measure(n, bytes, !scale);
    for (const [, , ok] of checks) overBudget ||= !ok;
    const label = `${n.toLocaleString('en-US')} posts${scale ? ` (scale mode, about ${kb(bytes)} each)` : ''}`;
    rows.push({ label, lines: checks.map(([what, value, ok]) => [what, value, mark(ok)]) });
    console.log(`${label}: measured in ${s(performance.now() - started)}`);
  }
} finally {
  cms.kill();
}

console.log(
  `\nSync benchmark (${new Date().toISOString().slice(0, 10)}, Strapi ${API === '5' ? '5' : 'v3'} answers; ` +
    `budgets from issues 14 and 27: full sync of 20 000 posts < 60 s, unchanged ` +
    `< 2 s with ≤ 2 requests a collection, edit + delete < 5 s, heap ` +
    `< 64 MB in any invocation, ≤ ${BUDGET.subrequests} subrequests in any invocation; D1 limits: 100 KB a ` +
    `statement with its values, 100 parameters)\n`,
);
for (const { label, lines } of rows) {
  console.log(label);
  const width = Math.max(...lines.map(([w]) => w.length));
  for (const [what, value, verdict] of lines) console.log(`  ${what.padEnd(width)}  ${value.padEnd(44)}  ${verdict}`);
}
process.exit(overBudget ? 1 : 0);
