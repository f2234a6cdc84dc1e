// Shared by the sync worker tests: the fixture CMS's control API, and D1 read-backs.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '#sync/index.ts';
import type { CollectionResult, SyncOptions } from '#sync/run.ts';
import { runSync } from '#sync/run.ts';

/** Every table the sync worker writes (the FTS tables follow blog_posts / p2p_posts by trigger). */
export const CONTENT_TABLES = [
  'blog_posts',
  'blog_authors',
  'blog_categories',
  'blog_featured',
  'p2p_posts',
  'p2p_tags',
  'p2p_post_tags',
  'p2p_authors',
  'p2p_categories',
  'p2p_homepage_pinned',
  'p2p_homepage_slides',
  'p2p_sharing_tips',
  'events',
  'event_tickets',
  'event_sections',
  'team_members',
  'press_releases',
  'news_articles',
  'faqs',
] as const;

export const CMS_URL = env.CMS_URL;

export async function cmsControl(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${env.FIXTURE_CONTROL_CMS}${path}`, {
    method: body === undefined && path === '/requests' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? (path === '/requests' ? undefined : '{}') : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fixture CMS control ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const resetCms = () => cmsControl('/reset');

export function fault(
  mode: 'slow' | 'slow-answer' | 'error' | 'malformed' | 'empty' | 'down' | 'invalid-record',
  opts: { path?: string; delayMs?: number; status?: number; times?: number; after?: number } = {},
) {
  return cmsControl('/fault', { mode, ...opts });
}

/** Lets the requests a slow fault holds go on now. */
export const releaseHeld = () => cmsControl('/fault/release', {});

export function upsert(collection: string, record: Record<string, unknown>) {
  return cmsControl('/content', { op: 'upsert', collection, record });
}

export function removeRecord(collection: string, id: number) {
  return cmsControl('/content', { op: 'delete', collection, id });
}

/** The CMS's current record, as the CMS answers it (drafts included). */
export async function cmsRecord(path: string, id: number): Promise<Record<string, unknown>> {
  const res = await fetch(`${CMS_URL}${path}/${id}?_publicationState=preview`);
  if (!res.ok) throw new Error(`GET ${path}/${id}: ${res.status}`);
  return res.json();
}

export async function clearCmsRequests(): Promise<void> {
  const res = await fetch(`${env.FIXTURE_CONTROL_CMS}/requests`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`fixture CMS control DELETE /requests: ${res.status}`);
}

export type LoggedRequest = { method: string; path: string; query: Record<string, string | string[]> };
export const cmsRequests = async () => (await cmsControl('/requests')) as LoggedRequest[];

/** A sync run into the test D1 (or `db`, a recording wrapper of it). */
export function sync(opts: Partial<SyncOptions> = {}, db: D1Database = env.DB): Promise<CollectionResult[]> {
  return runSync({ ...env, DB: db }, { trigger: 'manual', ...opts });
}

/** Hands a Strapi webhook body to the sync worker's POST /webhook, with the right secret. */
export async function deliverWebhook(
  body: unknown,
  bindings: Partial<typeof env> & { SITE?: Fetcher; CMS_API_VERSION?: string } = {},
): Promise<{ status: number; results: CollectionResult[] }> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request('https://sync.example/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sync-secret': env.SYNC_WEBHOOK_SECRET },
      body: JSON.stringify(body),
    }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, results: ((await res.json()) as { results?: CollectionResult[] }).results ?? [] };
}

export async function syncOne(collection: string, opts: Partial<SyncOptions> = {}): Promise<CollectionResult> {
  const [result] = await sync({ ...opts, collections: [collection] });
  return result!;
}

export async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>();
  return results;
}

export async function count(table: string, where = '1'): Promise<number> {
  const [row] = await rows<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`);
  return row!.n;
}

/** Every content table, every row, every column, in storage order: compared for "left untouched". */
export async function dump(): Promise<Record<string, unknown[]>> {
  const results = await env.DB.batch(
    CONTENT_TABLES.map((t) => env.DB.prepare(`SELECT rowid AS _rowid, * FROM ${t} ORDER BY rowid`)),
  );
  return Object.fromEntries(CONTENT_TABLES.map((t, i) => [t, results[i]!.results]));
}

export type LogRow = {
  id: number;
  collection: string;
  trigger: string;
  status: string;
  fetched: number;
  changed: number;
  deleted: number;
  skipped: number;
  skips: string | null;
  error: string | null;
  started_at: string;
  finished_at: string | null;
};

export const logRows = (where = '1') => rows<LogRow>(`SELECT * FROM sync_log WHERE ${where} ORDER BY id`);

/** Empties the content tables, the log, the skip memory and the sync's own state, so each test starts from nothing. */
export async function clearDb(): Promise<void> {
  await env.DB.batch(
    [...CONTENT_TABLES, 'sync_log', 'sync_skips', 'sync_state', 'sync_jobs', 'sync_versions'].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
}

export const ftsIds = async (table: 'blog_posts_fts' | 'p2p_posts_fts', query: string) =>
  (await rows<{ id: number }>(`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`, query)).map(
    (r) => r.id,
  );

/** The fixture CMS's own settings, such as Strapi's api.rest.maxLimit page-size cap. */
export function cmsSettings(settings: { maxLimit?: number | null }) {
  return cmsControl('/settings', settings);
}

/** A reporter that keeps what it is told, to assert what goes to Sentry. */
export function recordingReporter() {
  const errors: { error: unknown; tags: Record<string, string> }[] = [];
  const warnings: { message: string; tags: Record<string, string> }[] = [];
  return {
    errors,
    warnings,
    error(error: unknown, tags: Record<string, string>) {
      errors.push({ error, tags });
    },
    warning(message: string, tags: Record<string, string>) {
      warnings.push({ message, tags });
    },
  };
}

export type SkipRow = {
  collection: string;
  record_id: number;
  slug: string | null;
  reason: string;
  fingerprint: string;
};
export const skipRows = (where = '1') =>
  rows<SkipRow>(`SELECT * FROM sync_skips WHERE ${where} ORDER BY collection, record_id`);

/**
 * An editor's edit: the given fields of a stored record change, the rest stays (relations too).
 * With `lagMs` the CMS serves the copy from before the edit for that long. Resolves to the CMS's response.
 */
export function edit(collection: string, id: number, fields: Record<string, unknown>, opts: { lagMs?: number } = {}) {
  return cmsControl('/content', { op: 'upsert', collection, record: { id, ...fields }, merge: true, ...opts });
}

/** Appends generated blog posts to the fixture CMS (ids after the last). */
export async function generatePosts(count: number, bytes = 200): Promise<{ first: number; last: number }> {
  return (await cmsControl('/content', { op: 'generate', count, bytes })) as { first: number; last: number };
}

export function removeMany(collection: string, ids: number[]) {
  return cmsControl('/content', { op: 'delete-many', collection, ids });
}

export interface RecordedStatement {
  sql: string;
  /** The statement and its bound values, in UTF-8 bytes: what D1's 100 KB limit is about. */
  bytes: number;
  params: unknown[];
}

/**
 * The test D1, recording every statement the sync sends (alone or in a batch), to check them
 * against D1's limits.
 */
export function recordingDb(db: D1Database) {
  const statements: RecordedStatement[] = [];
  const batches: number[] = [];
  /** D1 calls made: a statement run alone, or a batch. */
  const calls = { count: 0 };
  const encoder = new TextEncoder();
  const real = new WeakMap<object, { statement: D1PreparedStatement; sql: string; params: unknown[] }>();
  const record = (sql: string, params: unknown[]) => {
    statements.push({
      sql,
      params,
      bytes: encoder.encode(sql).length + params.reduce<number>((n, p) => n + encoder.encode(String(p)).length, 0),
    });
  };
  const wrap = (statement: D1PreparedStatement, sql: string, params: unknown[] = []): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql, values);
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'run' || key === 'all' || key === 'first' || key === 'raw') {
          calls.count += 1;
          record(sql, params);
        }
        return value.bind(target);
      },
    });
    real.set(proxy, { statement, sql, params });
    return proxy;
  };
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (key === 'batch') {
        return (list: D1PreparedStatement[]) => {
          calls.count += 1;
          batches.push(list.length);
          return target.batch(
            list.map((s) => {
              const found = real.get(s)!;
              record(found.sql, found.params);
              return found.statement;
            }),
          );
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, statements, batches, calls };
}
