// The sync at scale (issue 14): no record cap, pages written as they come, statements that fit
// D1, incremental runs that read only what changed (deletions found by counts), a run stopped
// halfway finished by the next one, and an honest log.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCmsRequests,
  clearDb,
  cmsRequests,
  count,
  edit,
  fault,
  generatePosts,
  logRows,
  recordingDb,
  removeMany,
  removeRecord,
  resetCms,
  rows,
  sync,
  syncOne,
  upsert,
} from './helpers.ts';

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

/** What the fixture CMS holds for the blog: every id, drafts included. */
async function cmsIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let after = 0; ; ) {
    const res = await fetch(
      `${env.CMS_URL}/blog-posts?_publicationState=preview&_sort=id:ASC&_limit=100&id_gt=${after}`,
    );
    const page = (await res.json()) as { id: number }[];
    if (page.length === 0) return ids;
    ids.push(...page.map((p) => p.id));
    after = page.at(-1)!.id;
  }
}

/** D1 equals the CMS: every record but the one that cannot be used (post 50, no title). */
async function expectInStep() {
  const stored = (await rows<{ id: number }>('SELECT id FROM blog_posts ORDER BY id')).map((r) => r.id);
  expect(stored).toEqual((await cmsIds()).filter((id) => id !== 50));
}

describe('no cap on records', () => {
  it('reads a collection of exactly the page size × k records, ending on the empty page', async () => {
    await generatePosts(10);
    await clearCmsRequests();
    const result = await syncOne('blog-posts', { pageSize: 10 });
    expect(result).toMatchObject({ mode: 'full', status: 'ok', fetched: 60, changed: 59, skipped: 1 });
    const pages = (await cmsRequests()).filter((r) => r.query.id_gt !== undefined);
    expect(pages.map((r) => r.query.id_gt)).toEqual(['0', '10', '20', '30', '40', '50', '60']);
    await expectInStep();
  });

  it('reads a collection larger than the old cap of 10 000 records whole', async () => {
    await generatePosts(10_001 - 50, 50);
    const result = await syncOne('blog-posts');
    expect(result).toMatchObject({ status: 'ok', fetched: 10_001, changed: 10_000, deleted: 0 });
    expect(await count('blog_posts')).toBe(10_000);
  });
});

describe('writes that fit D1', () => {
  it('split long id lists across statements, and keep every statement within 100 KB', async () => {
    const { first, last } = await generatePosts(11_000, 20);
    await syncOne('blog-posts');
    const gone = Array.from({ length: 6_000 }, (_, i) => first + 100 + i);
    await removeMany('blog-posts', gone);
    const recorder = recordingDb(env.DB);
    const [result] = await sync({ mode: 'full', collections: ['blog-posts'] }, recorder.db);
    expect(result).toMatchObject({ status: 'ok', deleted: 6_000 });
    const deletes = recorder.statements.filter((s) => s.sql.startsWith('DELETE FROM "blog_posts" WHERE "id" IN'));
    expect(deletes.map((s) => (JSON.parse(s.params[0] as string) as number[]).length)).toEqual([5_000, 1_000]);
    expect(Math.max(...recorder.statements.map((s) => s.bytes))).toBeLessThan(100_000);
    expect(recorder.statements.every((s) => s.params.length <= 100)).toBe(true);
    expect(await count('blog_posts')).toBe(49 + 11_000 - 6_000);
    expect(last).toBe(first + 10_999);
  });

  it('writes an article too long for one statement in pieces', async () => {
    await syncOne('blog-posts');
    const long = Array.from({ length: 400 }, (_, i) => `## Part ${i}\n\n${'Tape '.repeat(80)}`).join('\n\n');
    await edit('blog-posts', 5, { content: long });
    const recorder = recordingDb(env.DB);
    const [result] = await sync({ collections: ['blog-posts'] }, recorder.db);
    expect(result).toMatchObject({ status: 'ok', changed: 1 });
    expect(
      recorder.statements.some((s) => s.sql.startsWith('UPDATE "blog_posts" SET "content_html" = "content_html" || ?')),
    ).toBe(true);
    expect(Math.max(...recorder.statements.map((s) => s.bytes))).toBeLessThan(100_000);
    const [row] = await rows<{ content_html: string }>('SELECT content_html FROM blog_posts WHERE id = 5');
    expect(row!.content_html.length).toBeGreaterThan(150_000);
    expect(row!.content_html).toMatch(/^<h2>Part 0<\/h2>[\s\S]*<h2>Part 399<\/h2>\n<p>(Tape ){79}Tape<\/p>$/);
  });

  it('skips a record whose row is over the 1 MB a D1 row holds, keeping its copy', async () => {
    await syncOne('blog-posts');
    await edit('blog-posts', 6, { content: 'x'.repeat(1_100_000) });
    const [result] = await sync({ collections: ['blog-posts'] });
    expect(result!.skips).toEqual([
      {
        id: 6,
        slug: 'how-many-feet-of-film-on-my-reel',
        reason: expect.stringMatching(/^its row would be \d+ KB, over the 1 MB a D1 row can hold$/),
      },
    ]);
    expect(await count('blog_posts', 'id = 6')).toBe(1);
  });
});

describe('incremental runs', () => {
  beforeEach(async () => {
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'full', status: 'ok' });
  });

  it('find an edit to an old record by its new stamp', async () => {
    await edit('blog-posts', 3, { title: 'Hi8, MiniDV and VHS-C, Revisited' });
    const result = await syncOne('blog-posts');
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', fetched: 1, changed: 1, deleted: 0 });
    expect(await rows('SELECT title FROM blog_posts WHERE id = 3')).toEqual([
      { title: 'Hi8, MiniDV and VHS-C, Revisited' },
    ]);
  });

  it('find a deletion and a creation in the same window', async () => {
    await removeRecord('blog-posts', 12);
    await upsert('blog-posts', {
      id: 200,
      slug: 'new-in-the-window',
      title: 'New in the Window',
      published_at: '2026-11-21T10:00:00.000Z',
    });
    const result = await syncOne('blog-posts');
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', changed: 1, deleted: 1 });
    await expectInStep();
    // A few counts over id ranges found the deleted record: far fewer than reading all 50.
    expect(result.requests).toBeLessThan(20);
  });

  it('find deletions alone, and a record deleted that was skipped is forgotten', async () => {
    await removeMany('blog-posts', [2, 25, 49, 50]);
    const result = await syncOne('blog-posts');
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', changed: 0, deleted: 4 });
    await expectInStep();
    expect(await rows("SELECT record_id FROM sync_skips WHERE collection = 'blog-posts'")).toEqual([]);
  });

  it('stopped halfway are finished by the next run, nothing lost or read twice', async () => {
    const edited = [4, 9, 14, 19, 24, 29, 34, 39, 44, 45, 46, 47];
    for (const id of edited) await edit('blog-posts', id, { description: `Edited ${id}` });
    // The newest stamp and the count, the ties at the cursor (none), then the first page of
    // changes; every later request fails.
    await fault('error', { path: '/blog-posts', status: 503, after: 4 });
    const stopped = await syncOne('blog-posts', { pageSize: 5 });
    expect(stopped).toMatchObject({ mode: 'changes', status: 'error', fetched: 5, changed: 5 });
    await resetFaults();
    const finished = await syncOne('blog-posts', { pageSize: 5 });
    expect(finished).toMatchObject({ mode: 'changes', status: 'ok', fetched: 7, changed: 7 });
    expect(
      (await rows<{ id: number }>("SELECT id FROM blog_posts WHERE description LIKE 'Edited %' ORDER BY id")).map(
        (r) => r.id,
      ),
    ).toEqual(edited);
    await expectInStep();
  });

  it('cost two small requests when nothing changed', async () => {
    await clearCmsRequests();
    expect(await syncOne('blog-posts')).toMatchObject({
      mode: 'changes',
      status: 'ok',
      fetched: 0,
      changed: 0,
      requests: 2,
    });
    expect(await cmsRequests()).toHaveLength(2);
  });

  it('cost two requests again after one comparison, when the count the site keeps was lost', async () => {
    // As in a D1 migrated from before the count was kept.
    await env.DB.prepare("UPDATE sync_state SET known_count = NULL WHERE collection = 'blog-posts'").run();
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'changes', status: 'ok', changed: 0, deleted: 0 });
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'changes', status: 'ok', changed: 0, requests: 2 });
  });

  it('give way to a full listing once the last one is an hour old', async () => {
    await env.DB.prepare(
      "UPDATE sync_state SET full_at = '2026-01-01T00:00:00.000Z' WHERE collection = 'blog-posts'",
    ).run();
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'full', status: 'ok' });
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'changes', status: 'ok' });
  });
});

describe('a full listing stopped halfway', () => {
  it('is finished by the next run from where it stopped, nothing lost or duplicated', async () => {
    await generatePosts(50);
    // The newest stamp and two pages; then the CMS fails.
    await fault('error', { path: '/blog-posts', status: 500, after: 3 });
    const stopped = await syncOne('blog-posts', { pageSize: 20 });
    expect(stopped).toMatchObject({ status: 'error', fetched: 40, deleted: 0 });
    expect(await count('blog_posts')).toBe(40);
    await resetFaults();
    await clearCmsRequests();
    expect(await syncOne('blog-posts', { pageSize: 20 })).toMatchObject({
      mode: 'full',
      status: 'ok',
      fetched: 60,
      deleted: 0,
    });
    // Continued after the last page written; the first request asks what changed meanwhile.
    expect(
      (await cmsRequests())
        .filter((r) => r.query.id_gt !== undefined && r.query.updated_at === undefined)
        .map((r) => r.query.id_gt),
    ).toEqual(['40', '60', '80', '100']);
    await expectInStep();
  });
});

describe('the log', () => {
  it('says what each run cost: requests, bytes, rows written and deleted, timed after its writes', async () => {
    await syncOne('blog-posts');
    await removeRecord('blog-posts', 7);
    await edit('blog-posts', 8, { title: 'Logged' });
    await syncOne('blog-posts');
    const [full, changes] = await rows<Record<string, unknown>>(
      "SELECT * FROM sync_log WHERE collection = 'blog-posts' ORDER BY id",
    );
    expect(full).toMatchObject({ mode: 'full', requests: 4, rows_written: 49, rows_deleted: 0, peak_heap_bytes: null });
    expect(full!.bytes_read as number).toBeGreaterThan(100_000);
    expect(changes).toMatchObject({ mode: 'changes', rows_written: 1, rows_deleted: 1 });
    expect((changes!.finished_at as string) >= (changes!.started_at as string)).toBe(true);
    expect((await logRows("collection = 'blog-posts'")).every((r) => r.finished_at !== null)).toBe(true);
  });
});

const resetFaults = () => fetch(`${env.FIXTURE_CONTROL_CMS}/fault`, { method: 'DELETE' });
