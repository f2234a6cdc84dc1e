// The sync reading Strapi 5 (CMS_API_VERSION=5, decision 074) from the fixture CMS's /api, the
// same demo content in v5's shape: the same D1 rows as from v3, keyed by documentId; the cursor,
// deletions proven by a listing and a count, and v5's webhooks, the awkward ones included.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncOptions } from '#sync/run.ts';
import { runSync } from '#sync/run.ts';
import {
  CMS_URL,
  CONTENT_TABLES,
  clearCmsRequests,
  clearDb,
  cmsRequests,
  cmsSettings,
  count,
  deliverWebhook,
  dump,
  edit,
  removeRecord,
  resetCms,
  rows,
  sync,
} from './helpers.ts';

const env5 = { ...env, CMS_API_VERSION: '5' };
const sync5 = (opts: Partial<SyncOptions> = {}) => runSync(env5, { trigger: 'manual', ...opts });
const syncOne5 = async (collection: string, opts: Partial<SyncOptions> = {}) =>
  (await sync5({ ...opts, collections: [collection] }))[0]!;

/** The rule decision 074 gives: a document's key is its documentId's first ten characters in base 36, plus one. */
const keyFromDocumentId = (documentId: string) => Number.parseInt(documentId.slice(0, 10), 36) + 1;

/** The fixture's v3 id → the v5 key of the same record (its draft row keeps the v3 id). */
async function keysOf(collection: string): Promise<Map<number, number>> {
  const res = await fetch(
    `${CMS_URL}/api/${collection}?status=draft&pagination[pageSize]=1000&pagination[withCount]=false`,
  );
  const { data } = (await res.json()) as { data: { id: number; documentId: string }[] };
  return new Map(data.map((d) => [d.id, keyFromDocumentId(d.documentId)]));
}

const keyOfRecord = async (collection: string, id: number) => (await keysOf(collection)).get(id)!;

/** Which collection's ids each id column of the content tables holds. */
const ID_COLUMNS: Record<string, Record<string, string>> = {
  blog_posts: { id: 'blog-posts', tag_id: 'blog-tags', author_id: 'blog-authors', category_id: 'blog-categories' },
  blog_authors: { id: 'blog-authors' },
  blog_categories: { id: 'blog-categories' },
  blog_featured: { post_id: 'blog-posts' },
  p2p_posts: { id: 'p-2-p-posts', author_id: 'p-2-p-authors', category_id: 'p-2-p-categories' },
  p2p_tags: { id: 'p-2-p-tags' },
  p2p_post_tags: { post_id: 'p-2-p-posts', tag_id: 'p-2-p-tags' },
  p2p_authors: { id: 'p-2-p-authors' },
  p2p_categories: { id: 'p-2-p-categories' },
  p2p_homepage_pinned: { post1_id: 'p-2-p-posts', post2_id: 'p-2-p-posts' },
  p2p_homepage_slides: { id: 'p-2-p-homepage-slides' },
  p2p_sharing_tips: { id: 'p-2-p-sharing-tips' },
  events: { id: 'events' },
  event_tickets: { event_id: 'events' },
  event_sections: { event_id: 'events' },
  team_members: { id: 'team-members' },
  press_releases: { id: 'press-releases' },
  news_articles: { id: 'news-articles' },
  faqs: { id: 'faqs' },
};

/** Every content table's rows, in a stable order, without SQLite's rowid. */
async function contentRows(): Promise<Record<string, string[]>> {
  const all = await dump();
  return Object.fromEntries(
    Object.entries(all).map(([table, list]) => [
      table,
      list
        .map((row) => {
          const { _rowid, ...rest } = row as Record<string, unknown>;
          return JSON.stringify(rest);
        })
        .sort(),
    ]),
  );
}

/** The ids of a collection's drafts, as Strapi v3 lists them. */
async function draftsOf(collection: string): Promise<Set<number>> {
  const res = await fetch(`${CMS_URL}/${collection}?_publicationState=preview&_limit=-1`);
  const body = (await res.json()) as { id: number; published_at?: string | null }[] | Record<string, unknown>;
  const list = (Array.isArray(body) ? body : Object.values(body).find(Array.isArray)) as {
    id: number;
    published_at?: string | null;
  }[];
  return new Set(list.filter((r) => r.published_at === null).map((r) => r.id));
}

/**
 * The v3 rows with every id a record's key: what a v5 sync of the same content must write. One
 * difference is Strapi 5's own: a published version relates only to published documents, so a
 * published post's author or category that is still a draft is none.
 */
async function asKeys(v3: Record<string, string[]>): Promise<Record<string, string[]>> {
  const collections = [...new Set(Object.values(ID_COLUMNS).flatMap((c) => Object.values(c)))];
  const keys = new Map(await Promise.all(collections.map(async (c) => [c, await keysOf(c)] as const)));
  const drafts = new Map(await Promise.all(collections.map(async (c) => [c, await draftsOf(c)] as const)));
  return Object.fromEntries(
    Object.entries(v3).map(([table, list]) => [
      table,
      list
        .map((json) => {
          const row = JSON.parse(json) as Record<string, unknown>;
          for (const [column, collection] of Object.entries(ID_COLUMNS[table] ?? {})) {
            const id = row[column];
            if (typeof id !== 'number') continue;
            const toDraft = column !== 'id' && row.is_draft === 0 && drafts.get(collection)!.has(id);
            row[column] = toDraft ? null : (keys.get(collection)!.get(id) ?? `no key for ${id}`);
          }
          return JSON.stringify(row);
        })
        .sort(),
    ]),
  );
}

const webhook5 = (body: unknown) => deliverWebhook(body, { CMS_API_VERSION: '5' });

/** A Strapi 5 webhook body: { event, createdAt, model, uid, entry }. */
async function event5(event: string, collection: string, model: string, id: number | null) {
  const res = await fetch(`${CMS_URL}/api/${collection}?status=draft&pagination[pageSize]=1000`);
  const { data } = (await res.json()) as { data: { id: number; documentId: string }[] };
  const entry =
    id === null
      ? null
      : (data.find((d) => d.id === id) ?? { id: id + 500, documentId: documentIdOfGone.get(`${collection}:${id}`) });
  return { event, createdAt: new Date().toISOString(), model, uid: `api::${model}.${model}`, entry };
}

/** documentIds of records the tests delete, noted before they go (a delete's webhook still names them). */
const documentIdOfGone = new Map<string, string>();
async function remove5(collection: string, id: number) {
  const res = await fetch(`${CMS_URL}/api/${collection}?status=draft&pagination[pageSize]=1000`);
  const { data } = (await res.json()) as { data: { id: number; documentId: string }[] };
  documentIdOfGone.set(`${collection}:${id}`, data.find((d) => d.id === id)!.documentId);
  await removeRecord(collection, id);
}

beforeEach(async () => {
  await resetCms();
  await clearDb();
});

describe('a Strapi 5 CMS', () => {
  it('fills the same D1 rows as the same content in Strapi v3, each record keyed by its documentId', async () => {
    const v3 = await sync();
    expect(v3.filter((r) => r.status !== 'ok')).toEqual([]);
    const expected = await asKeys(await contentRows());
    await clearDb();
    const v5 = await sync5();
    expect(v5.filter((r) => r.status !== 'ok')).toEqual([]);
    expect(v5.map((r) => [r.collection, r.fetched, r.skipped])).toEqual(
      v3.map((r) => [r.collection, r.fetched, r.skipped]),
    );
    const written = await contentRows();
    for (const table of CONTENT_TABLES) expect(written[table], table).toEqual(expected[table]);
  });

  it('asks for drafts, in documentId order, populated, and for the published versions beside them', async () => {
    await clearCmsRequests();
    expect((await syncOne5('events')).status).toBe('ok');
    const requests = await cmsRequests();
    expect(requests.map((r) => r.path)).toEqual(requests.map(() => '/api/events'));
    const listing = requests.find((r) => r.query['sort[0]'] === 'documentId:asc');
    expect(listing!.query).toMatchObject({
      status: 'draft',
      'pagination[pageSize]': '100',
      'populate[sections][populate]': '*',
    });
    const published = requests.find((r) => r.query.status === 'published');
    expect(published!.query).toMatchObject({
      'filters[documentId][$in][0]': expect.any(String),
      'populate[sections][populate]': '*',
    });
    // Where v3 had /count, v5 has meta.pagination.total.
    expect(requests.some((r) => r.query['pagination[withCount]'] === 'true')).toBe(true);
  });

  it('shows the published version of a document whose draft has edits not yet published', async () => {
    await edit('blog-posts', 5, { __draft: { title: 'Not Yet Published Title' } });
    expect((await syncOne5('blog-posts')).status).toBe('ok');
    const key = await keyOfRecord('blog-posts', 5);
    const [row] = await rows<{ title: string; is_draft: number }>(
      'SELECT title, is_draft FROM blog_posts WHERE id = ?',
      key,
    );
    expect(row).toEqual({ title: expect.not.stringContaining('Not Yet Published'), is_draft: 0 });
  });

  it('reads only what changed after the cursor, ties on updatedAt broken by documentId across pages', async () => {
    expect((await syncOne5('blog-posts')).status).toBe('ok');
    const later = new Date(Date.now() + 60_000).toISOString();
    await edit('blog-posts', 5, { __draft: { title: 'Tied Edit A', updated_at: later } });
    await edit('blog-posts', 6, { __draft: { title: 'Tied Edit B', updated_at: later } });
    // Drafts with edits but no published change: the site still shows the published titles.
    await edit('blog-posts', 47, { title: 'A Draft Edited', published_at: null });
    await clearCmsRequests();
    const result = await syncOne5('blog-posts', { pageSize: 1 });
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', deleted: 0 });
    expect(result.fetched).toBe(3);
    const queries = (await cmsRequests()).map((r) => r.query);
    expect(
      queries.some((q) => q['filters[updatedAt][$eq]'] !== undefined && q['filters[documentId][$gt]'] !== undefined),
    ).toBe(true);
    expect(queries.some((q) => q['filters[updatedAt][$gt]'] !== undefined && q['sort[1]'] === 'documentId:asc')).toBe(
      true,
    );
    const key47 = await keyOfRecord('blog-posts', 47);
    expect(await rows('SELECT title, is_draft FROM blog_posts WHERE id = ?', key47)).toEqual([
      { title: 'A Draft Edited', is_draft: 1 },
    ]);
    // Unchanged since: two small requests say so.
    await clearCmsRequests();
    expect(await syncOne5('blog-posts')).toMatchObject({ mode: 'changes', status: 'ok', fetched: 0, requests: 2 });
  });

  it('deletes a record only once a listing and a count prove it gone, under a capped page size', async () => {
    expect((await syncOne5('blog-posts')).status).toBe('ok');
    const before = await count('blog_posts');
    const key = await keyOfRecord('blog-posts', 12);
    await removeRecord('blog-posts', 12);
    await cmsSettings({ maxLimit: 3 });
    const result = await syncOne5('blog-posts');
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', deleted: 1 });
    expect(await count('blog_posts')).toBe(before - 1);
    expect(await count('blog_posts', `id = ${key}`)).toBe(0);
    // A full listing, capped at 3 a page, finds nothing else to delete.
    expect(await syncOne5('blog-posts', { mode: 'full' })).toMatchObject({ status: 'ok', deleted: 0 });
    expect(await count('blog_posts')).toBe(before - 1);
  });

  it('deletes nothing when the counts that would prove a deletion fail', async () => {
    expect((await syncOne5('blog-posts')).status).toBe('ok');
    const before = await count('blog_posts');
    await removeRecord('blog-posts', 12);
    // The newest record and the count answer; the counts that would find the deletion fail.
    await edit('blog-posts', 13, { title: 'Changed Too' });
    const res = await fetch(`${env.FIXTURE_CONTROL_CMS}/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'error', path: '/api/blog-posts', status: 500, after: 2 }),
    });
    expect(res.ok).toBe(true);
    const result = await syncOne5('blog-posts');
    expect(result.status).toBe('error');
    expect(await count('blog_posts')).toBe(before);
  });
});

describe('CMS_API_VERSION', () => {
  it('other than 3 or 5 is refused with a message: nothing is read, nothing written', async () => {
    await clearCmsRequests();
    const before = await dump();
    const results = await runSync({ ...env, CMS_API_VERSION: '4' }, { trigger: 'manual', collections: ['faqs'] });
    expect(results).toMatchObject([{ collection: 'faqs', status: 'error' }]);
    expect(results[0]!.error).toMatch(/invalid sync worker configuration: CMS_API_VERSION: must be 3 or 5/);
    expect(await cmsRequests()).toEqual([]);
    expect(await dump()).toEqual(before);
  });
});

describe("Strapi 5's webhooks", () => {
  beforeEach(async () => {
    expect((await syncOne5('blog-posts')).status).toBe('ok');
  });

  it('take { event, createdAt, model, uid, entry } and sync the entry named by its documentId', async () => {
    await edit('blog-posts', 5, { title: 'Published From Strapi 5' });
    const { status, results } = await webhook5(await event5('entry.publish', 'blog-posts', 'blog-post', 5));
    expect(status).toBe(200);
    expect(results).toMatchObject([
      { collection: 'blog-posts', mode: 'records', status: 'ok', changed: 1, deleted: 0 },
    ]);
    expect(await rows('SELECT title FROM blog_posts WHERE id = ?', await keyOfRecord('blog-posts', 5))).toEqual([
      { title: 'Published From Strapi 5' },
    ]);
  });

  it('a publish that arrives as a delete and a create deletes nothing and keeps the new copy', async () => {
    const before = await count('blog_posts');
    await edit('blog-posts', 5, { title: 'Republished' });
    const gone = await webhook5(await event5('entry.delete', 'blog-posts', 'blog-post', 5));
    expect(gone.results).toMatchObject([{ status: 'ok', deleted: 0 }]);
    const created = await webhook5(await event5('entry.create', 'blog-posts', 'blog-post', 5));
    expect(created.results).toMatchObject([{ status: 'ok', deleted: 0 }]);
    expect(await count('blog_posts')).toBe(before);
    expect(await rows('SELECT title FROM blog_posts WHERE id = ?', await keyOfRecord('blog-posts', 5))).toEqual([
      { title: 'Republished' },
    ]);
  });

  it('a delete that fires twice deletes the record once, and the second changes nothing', async () => {
    const key = await keyOfRecord('blog-posts', 12);
    const before = await count('blog_posts');
    await remove5('blog-posts', 12);
    const body = await event5('entry.delete', 'blog-posts', 'blog-post', 12);
    expect((await webhook5(body)).results).toMatchObject([{ status: 'ok', deleted: 1 }]);
    const after = await dump();
    expect((await webhook5(body)).results).toMatchObject([{ status: 'ok', rowsDeleted: 0 }]);
    expect(await dump()).toEqual(after);
    expect(await count('blog_posts')).toBe(before - 1);
    expect(await count('blog_posts', `id = ${key}`)).toBe(0);
  });

  it('an unpublish leaves the record a draft; an entry null in a publish race runs the incremental sync', async () => {
    await edit('blog-posts', 5, { published_at: null });
    expect((await webhook5(await event5('entry.unpublish', 'blog-posts', 'blog-post', 5))).results).toMatchObject([
      { status: 'ok' },
    ]);
    const key = await keyOfRecord('blog-posts', 5);
    expect(await rows('SELECT is_draft FROM blog_posts WHERE id = ?', key)).toEqual([{ is_draft: 1 }]);
    await edit('blog-posts', 6, { title: 'Raced' });
    const raced = await webhook5(await event5('entry.publish', 'blog-posts', 'blog-post', null));
    expect(raced).toMatchObject({
      status: 200,
      results: [{ collection: 'blog-posts', mode: 'changes', status: 'ok' }],
    });
    expect(await rows('SELECT title FROM blog_posts WHERE id = ?', await keyOfRecord('blog-posts', 6))).toEqual([
      { title: 'Raced' },
    ]);
  });
  it('for a changed upload, named by its id beside its documentId, re-reads the posts that show it', async () => {
    const key = await keyOfRecord('blog-posts', 3);
    const [post] = await rows<{ image_id: number }>('SELECT image_id FROM blog_posts WHERE id = ?', key);
    const mediaId = post!.image_id;
    const { status, results } = await webhook5({
      event: 'media.update',
      createdAt: new Date().toISOString(),
      media: { id: mediaId, documentId: 'q4t7m2x9k1c8v5b3n6z0w2e4', url: '/uploads/a.jpg', mime: 'image/jpeg' },
    });
    expect(status).toBe(200);
    expect(results.find((r) => r.collection === 'blog-posts')).toMatchObject({ status: 'ok', fetched: 1, deleted: 0 });
  });
});
