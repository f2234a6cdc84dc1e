// Issue 36: a visitor reads from the nearest D1 replica; an editor who just published reads what
// they wrote: with their drafts on, from the primary, and then from a copy at least as new as the
// bookmark that read ended at (a cookie of theirs), never through a shared cache. A page a sync
// purged is rendered again from the primary, so a replica behind that sync cannot keep the old
// page again (decision 098).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { logInCookie, ORIGIN, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { countingD1 } from './round-trips.ts';

const EDITOR = { email: 'avery.admin@example.com', password: 'memories-2026' };
const DRAFTS_ON = 'p2p-draft-toggle=true';

let postPath: string;
let editor: string;

/** One visit to `path` with `cookie`, and where its D1 sessions started. */
async function visit(path: string, cookie?: string) {
  const counting = countingD1(env.DB);
  const res = await serve(createApp(), new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }), {
    ...env,
    DB: counting.DB,
  });
  const bookmark = res.headers
    .getSetCookie()
    .find((set) => set.startsWith('d1_bookmark='))
    ?.split(';');
  return { res, html: await res.text(), readFrom: counting.constraints(), bookmark };
}

/** Purges `tags` as a sync does after it wrote. */
async function purge(tags: string[]) {
  const res = await serve(
    createApp(),
    new Request(`${ORIGIN}/__cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-purge-secret': env.CACHE_PURGE_SECRET as string },
      body: JSON.stringify({ tags }),
    }),
    env,
  );
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  await syncAllContent();
  const list = await visit('/pixels2pages/posts');
  postPath = /href="(\/pixels2pages\/posts\/[^"?#/]+)"/.exec(list.html)![1]!;
  editor = await logInCookie(EDITOR);
});

describe('where a page reads D1 from', () => {
  it('is the nearest replica for a visitor, who is given no bookmark', async () => {
    await forgetCachedPages(postPath);
    const { res, readFrom, bookmark } = await visit(postPath);
    expect(res.status).toBe(200);
    expect(readFrom).toEqual(['first-unconstrained']);
    expect(bookmark).toBeUndefined();
  });

  it('is the primary for an editor with drafts on, who is given the bookmark on their own page only', async () => {
    const { res, readFrom, bookmark } = await visit(postPath, `${editor}; ${DRAFTS_ON}`);
    expect(res.status).toBe(200);
    expect(readFrom).toEqual(['first-primary']);
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(bookmark?.[0]).toMatch(/^d1_bookmark=[0-9a-f-]+$/i);
    expect(bookmark?.map((flag) => flag.trim())).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'Path=/']));
  });

  it('is no older than that bookmark for the editor afterwards, drafts off, and gives no new one', async () => {
    const first = await visit(postPath, `${editor}; ${DRAFTS_ON}`);
    const cookie = first.bookmark![0]!;
    const mark = cookie.slice('d1_bookmark='.length);
    await forgetCachedPages(postPath);
    const { res, readFrom, bookmark } = await visit(postPath, `${editor}; ${cookie}`);
    expect(res.status).toBe(200);
    expect(readFrom).toEqual([mark]);
    expect(bookmark).toBeUndefined();
  });

  it('ignores a bookmark cookie without a session, and one that is not a bookmark', async () => {
    await forgetCachedPages(postPath);
    expect((await visit(postPath, 'd1_bookmark=00000001-00000002')).readFrom).toEqual(['first-unconstrained']);
    await forgetCachedPages(postPath);
    expect((await visit(postPath, `${editor}; d1_bookmark=first-primary`)).readFrom).toEqual(['first-unconstrained']);
  });

  it('is the primary when a purged page is rendered again, after its visitor got the cached copy', async () => {
    await forgetCachedPages(postPath);
    expect((await visit(postPath)).readFrom).toEqual(['first-unconstrained']);
    // Every pixels2Pages page lists the search's categories: purging that list retires this one.
    await purge(['p2p_categories']);
    const { res, readFrom } = await visit(postPath);
    expect(res.headers.get('x-page-cache')).toBe('stale');
    expect(readFrom).toEqual(['first-primary']);
    expect((await visit(postPath)).readFrom).toEqual([]);
  });
});
