// The sync beyond one invocation (issue 27): an invocation may make so many subrequests (CMS
// requests and D1 calls), so a full listing or a count bisection too large for one stops at the
// budget where the next run can go on (sync_jobs, decision 041), and the next run, the cron's
// included, does. Here the budget is cut to a few dozen subrequests so that a few thousand posts
// need several runs; each run's spending is counted apart from the sync's own figures, from the
// D1 calls it made and the requests the CMS received.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import worker from '#sync/index.ts';
import type { CollectionResult } from '#sync/run.ts';
import { handleWebhook } from '#sync/webhook.ts';
import {
  clearCmsRequests,
  clearDb,
  cmsRequests,
  edit,
  generatePosts,
  type LoggedRequest,
  recordingDb,
  removeMany,
  resetCms,
  rows,
  sync,
  syncOne,
} from './helpers.ts';

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

/** One run of the blog's sync within `subrequests`, with what it really spent. */
async function run(opts: { subrequests: number; pageSize?: number; mode?: 'full' }) {
  await clearCmsRequests();
  const recorder = recordingDb(env.DB);
  const [result] = await sync({ collections: ['blog-posts'], ...opts }, recorder.db);
  const requests = await cmsRequests();
  return { result: result!, d1: recorder.calls.count, requests };
}

/** Runs until the blog is in step; every run's spending, checked against its budget and its log. */
async function runUntilDone(opts: { subrequests: number; pageSize?: number; mode?: 'full' }, most = 40) {
  const runs: { result: CollectionResult; requests: LoggedRequest[] }[] = [];
  for (let i = 0; i < most; i++) {
    const { result, d1, requests } = await run(opts);
    expect(d1 + requests.length, `run ${i + 1}`).toBeLessThanOrEqual(opts.subrequests);
    expect([result.requests, result.d1Queries], `run ${i + 1}'s own figures`).toEqual([requests.length, d1]);
    runs.push({ result, requests });
    if (result.status !== 'partial') return runs;
  }
  throw new Error(`not done after ${most} runs`);
}

const storedIds = async () => (await rows<{ id: number }>('SELECT id FROM blog_posts ORDER BY id')).map((r) => r.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a full listing too large for one invocation', () => {
  it('is continued run after run from the last page written, each within budget, until D1 has all rows', async () => {
    await generatePosts(2_950);
    const runs = await runUntilDone({ subrequests: 100, pageSize: 20 });
    expect(runs.length).toBeGreaterThan(4);
    expect(runs.slice(0, -1).every((r) => r.result.mode === 'full' && r.result.status === 'partial')).toBe(true);
    expect(runs.at(-1)!.result).toMatchObject({ mode: 'full', status: 'ok', deleted: 0 });
    // No page read twice: each run lists on after the last id the one before it wrote.
    const pages = runs.flatMap((r) =>
      r.requests
        .filter((q) => q.query.id_gt !== undefined && q.query.updated_at === undefined)
        .map((q) => Number(q.query.id_gt)),
    );
    expect(pages).toEqual(range(0, 150).map((n) => n * 20));
    expect(runs.reduce((n, r) => n + r.result.fetched, 0)).toBe(3_000);
    expect(await storedIds()).toEqual(range(1, 3_000).filter((id) => id !== 50));
    expect(await rows('SELECT * FROM sync_jobs')).toEqual([]);
    // In step: an unchanged CMS costs its two small requests again.
    expect((await run({ subrequests: 100 })).result).toMatchObject({
      mode: 'changes',
      status: 'ok',
      fetched: 0,
      requests: 2,
    });
  });

  it('shows edits made while it goes on, at every run', async () => {
    await generatePosts(950);
    expect((await run({ subrequests: 1_000 })).result).toMatchObject({ mode: 'full', status: 'ok' });
    const first = await run({ subrequests: 60, pageSize: 20, mode: 'full' });
    expect(first.result).toMatchObject({ mode: 'full', status: 'partial' });
    await env.DB.prepare("UPDATE blog_posts SET title = 'stale' WHERE id = 990").run();
    await edit('blog-posts', 990, { title: 'Edited while the listing goes on' });
    const second = await run({ subrequests: 60, pageSize: 20 });
    expect(second.result).toMatchObject({ mode: 'full', status: 'partial' });
    // The listing is far from post 990, yet the run read what changed first.
    expect(await rows('SELECT title FROM blog_posts WHERE id = 990')).toEqual([
      { title: 'Edited while the listing goes on' },
    ]);
  });

  it('is taken over by a later run once the run that held it stopped renewing its hold', async () => {
    await generatePosts(450);
    expect((await run({ subrequests: 60, pageSize: 20 })).result).toMatchObject({ status: 'partial' });
    const [{ state }] = (await rows<{ state: string }>('SELECT state FROM sync_jobs')) as [{ state: string }];
    const after = (JSON.parse(state) as { after: number }).after;
    // As if a run died holding it.
    await env.DB.prepare("UPDATE sync_jobs SET holder = 'a-run-that-died', held_until = ?")
      .bind(new Date(Date.now() + 60_000).toISOString())
      .run();
    expect((await run({ subrequests: 60, pageSize: 20 })).result).toMatchObject({
      status: 'partial',
      fetched: 0,
      requests: 0,
    });
    await env.DB.prepare('UPDATE sync_jobs SET held_until = ?')
      .bind(new Date(Date.now() - 1).toISOString())
      .run();
    const taken = await run({ subrequests: 60, pageSize: 20 });
    expect(taken.requests.find((q) => q.query.id_gt !== undefined)?.query.id_gt).toBe(String(after));
    await runUntilDone({ subrequests: 60, pageSize: 20 });
    expect(await storedIds()).toEqual(range(1, 500).filter((id) => id !== 50));
  });

  it("is continued by the cron's next run", async () => {
    await generatePosts(450);
    expect((await run({ subrequests: 60, pageSize: 20 })).result).toMatchObject({ status: 'partial' });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [cron] = await rows<{ mode: string; status: string }>(
      "SELECT mode, status FROM sync_log WHERE collection = 'blog-posts' AND trigger = 'cron'",
    );
    expect(cron).toEqual({ mode: 'full', status: 'ok' });
    expect(await storedIds()).toEqual(range(1, 500).filter((id) => id !== 50));
  });
});

describe('a count bisection too large for one invocation', () => {
  it('keeps the id ranges still to compare, and later runs settle them within their budgets', async () => {
    await generatePosts(950);
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'full', status: 'ok' });
    const gone = range(1, 40).map((n) => n * 23 + 7);
    await removeMany('blog-posts', gone);
    const runs = await runUntilDone({ subrequests: 60 });
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.every((r) => r.result.mode === 'changes')).toBe(true);
    expect(runs.reduce((n, r) => n + r.result.deleted, 0)).toBe(40);
    expect(runs.at(-1)!.result.status).toBe('ok');
    expect(await storedIds()).toEqual(range(1, 1_000).filter((id) => id !== 50 && !gone.includes(id)));
    expect(await rows('SELECT * FROM sync_jobs')).toEqual([]);
  });
});

describe('a webhook whose records pass the budget', () => {
  it('writes what it can and has the next run list the collection in full', async () => {
    await generatePosts(550);
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'full', status: 'ok' });
    const tagged = await rows<{ n: number }>('SELECT count(*) AS n FROM blog_posts WHERE tag_id = 2');
    expect(tagged[0]!.n).toBeGreaterThan(40);
    const { results } = await deliverWebhookWithin(30, { event: 'entry.update', model: 'blog-tag', entry: { id: 2 } });
    expect(results).toMatchObject([{ collection: 'blog-posts', mode: 'records', status: 'partial' }]);
    expect(await rows("SELECT full_at FROM sync_state WHERE collection = 'blog-posts'")).toEqual([{ full_at: null }]);
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'full', status: 'ok' });
  });
});

/** As deliverWebhook, with the run's budget cut to `subrequests` and pages of 10. */
async function deliverWebhookWithin(subrequests: number, body: unknown) {
  const res = await handleWebhook(
    new Request('https://sync.example/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sync-secret': env.SYNC_WEBHOOK_SECRET },
      body: JSON.stringify(body),
    }),
    env,
    undefined,
    { subrequests, pageSize: 10 },
  );
  expect(res.status).toBe(200);
  return { results: ((await res.json()) as { results: CollectionResult[] }).results };
}
