// Reads the CMS (Strapi v3 REST, or Strapi 5's asked in v3's words: v5/, decision 074). Every
// request has a timeout; every failure becomes a CmsError whose message says what went wrong
// where, for the sync log. Every response carries the time it
// was asked for, which orders the copies of a record that overlapping runs write (decision 040),
// and every request is spent from the invocation's budget (decision 041).
import { REQUEST_TIMEOUT_MS } from '#core/domain/constants.ts';
import type { Budget } from '#sync/budget.ts';
import { PAGE_COST } from '#sync/budget.ts';
import { merged, publishedRequest, unpublished } from './v5/published.ts';
import { API_PREFIX, v5Query } from './v5/query.ts';
import { listOf, singleOf, totalOf } from './v5/response.ts';

export interface CmsClientOptions {
  cmsUrl: string;
  /** Per request, covering the response's body too. */
  timeoutMs: number;
  apiToken?: string | undefined;
  /** Records asked for per page; the CMS may answer fewer (Strapi's api.rest.maxLimit). */
  pageSize: number;
  /** Counted as the client goes, for the sync log. */
  stats: RequestStats;
  /** The invocation's subrequests: every request spends one, and a listing stops before it runs out. */
  budget: Budget;
  /** The REST API the CMS speaks: Strapi v3's (the default) or Strapi 5's. */
  apiVersion?: 3 | 5;
  /** Strapi 5 only: the collection's populate parameters (`populate=*` when none are given). */
  populate?: string | undefined;
}

export interface RequestStats {
  requests: number;
  bytes: number;
}

/** SPEC §7: every call times out at 14 000 ms, the sync's CMS calls too. */
export const DEFAULT_CMS_OPTIONS = { timeoutMs: REQUEST_TIMEOUT_MS, pageSize: 100 } as const;

/** The CMS could not give a complete, readable answer (down, slow, HTTP error, not JSON). */
export class CmsError extends Error {
  override name = 'CmsError';
}

/** Filters added to a listing or a count, as Strapi v3 query parameters (`tag.id`, `id_lte`, `id_in` …). */
export type Where = Record<string, string | readonly string[]>;

/** One response of a list: its records, unvalidated, and when they were asked for (ISO 8601). */
export interface Page {
  records: unknown[];
  readAt: string;
}

/**
 * Ids asked for in one `id_in` request or count, so that its URL stays short (and within the
 * 100 list entries Strapi 5's query parser reads as a list: its `arrayLimit`).
 */
export const IDS_PER_REQUEST = 100;

/**
 * Records page by page in id order, drafts included (`_publicationState=preview`), each page
 * asking for the records after the last id seen (`id_gt`), until a page comes back empty. A
 * short page is not the end: Strapi caps pages at its maxLimit. Paging by id rather than by
 * `_start` means a record deleted or added while the listing runs cannot shift another one out
 * of it. `where` narrows the listing (an id range, a relation). Records are yielded unvalidated.
 */
export async function* listPages(opts: CmsClientOptions, path: string, where: Where = {}): AsyncGenerator<Page> {
  let after = Number(where.id_gt ?? 0);
  for (;;) {
    // This page, and the one its caller is still writing while this one is read.
    opts.budget.need(2 * PAGE_COST);
    const query = queryOf({
      ...where,
      _publicationState: 'preview',
      _sort: 'id:ASC',
      _limit: String(opts.pageSize),
      id_gt: String(after),
    });
    const { records, label, readAt } = await getList(opts, path, query);
    if (records.length === 0) return;
    const last = lastIdAfter(records, after, label);
    yield { records, readAt };
    after = last;
  }
}

function queryOf(where: Where): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(where)) {
    for (const v of typeof value === 'string' ? [value] : value) query.append(key, v);
  }
  return query;
}

/** Where a listing in update order stands: the (updated_at, id) of the last record read. */
export interface Cursor {
  /** As the CMS wrote it, so that it can be sent back in a filter unchanged. */
  updatedAt: string;
  id: number;
}

/** The cursor of a collection that has no record yet: every record is a change after it. */
export const BEFORE_ANY: Cursor = { updatedAt: '1970-01-01T00:00:00.000Z', id: 0 };

/**
 * The records changed after `from`, in update order (updated_at, then id), page by page. Each
 * page's last record moves the cursor on: first the records stamped the same time as the cursor
 * with a higher id (`updated_at=…&id_gt=…`), then those stamped later (`updated_at_gt=…`), so a
 * page boundary among equal timestamps loses nothing. Yields each page with the cursor after it.
 */
export async function* listChanges(
  opts: CmsClientOptions,
  path: string,
  from: Cursor,
): AsyncGenerator<{ page: Page; cursor: Cursor }> {
  let cursor = from;
  for (;;) {
    for await (const page of listPages(opts, path, { updated_at: cursor.updatedAt, id_gt: String(cursor.id) })) {
      cursor = { updatedAt: cursor.updatedAt, id: lastIdAfter(page.records, cursor.id, `GET ${path}`) };
      yield { page, cursor };
    }
    opts.budget.need(2 * PAGE_COST);
    const query = new URLSearchParams({
      _publicationState: 'preview',
      _sort: 'updated_at:ASC,id:ASC',
      _limit: String(opts.pageSize),
      updated_at_gt: cursor.updatedAt,
    });
    const { records, label, readAt } = await getList(opts, path, query);
    if (records.length === 0) return;
    const next = stampOf(records.at(-1));
    if (next === null || next.updatedAt === cursor.updatedAt) {
      throw new CmsError(`${label}: the CMS must sort by updated_at and honour updated_at_gt`);
    }
    cursor = next;
    yield { page: { records, readAt }, cursor };
  }
}

/** The newest record's (updated_at, id): one small request that says whether anything changed. */
export async function fetchNewest(opts: CmsClientOptions, path: string): Promise<Cursor | null> {
  const query = new URLSearchParams({ _publicationState: 'preview', _sort: 'updated_at:DESC,id:DESC', _limit: '1' });
  // Only its stamp is wanted, which is the draft's: no published version is asked for.
  const [newest] = (await getList(opts, path, query, { merge: false })).records;
  return newest === undefined ? null : stampOf(newest);
}

/**
 * The records with these ids that the CMS has, drafts included, answer by answer, 100 ids at a
 * time. A response may be cut short (Strapi's api.rest.maxLimit), so the ids it did not bring are
 * asked for again until a response brings none of them. That the CMS does not list an id proves
 * nothing by itself: a deletion also needs its count (countByIds).
 */
export async function* fetchByIds(opts: CmsClientOptions, path: string, ids: readonly number[]): AsyncGenerator<Page> {
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
    const batch = new Set(ids.slice(i, i + IDS_PER_REQUEST));
    const missing = new Set(batch);
    while (missing.size > 0) {
      opts.budget.need(2 * PAGE_COST);
      const asked = [...missing];
      const query = queryOf({
        _publicationState: 'preview',
        _sort: 'id:ASC',
        _limit: String(asked.length),
        id_in: asked.map(String),
      });
      const { records, label, readAt } = await getList(opts, path, query);
      const before = missing.size;
      for (const record of records) {
        const id = recordId(record);
        if (id === null) continue;
        if (!batch.has(id)) throw new CmsError(`${label}: record ${id} was not asked for; the CMS must honour id_in`);
        missing.delete(id);
      }
      if (records.length > 0) yield { records, readAt };
      if (missing.size === before) break;
    }
  }
}

/**
 * How many records a collection has, drafts included (`GET /{collection}/count`), narrowed by
 * `where`; null when the CMS has no count endpoint (404): then nothing can be proven deleted.
 */
export async function fetchCount(opts: CmsClientOptions, path: string, where: Where = {}): Promise<number | null> {
  return (await countAt(opts, path, where)).count;
}

/**
 * How many of these records (at most IDS_PER_REQUEST) the CMS has, with when it was asked; null
 * without a count endpoint.
 */
export function countByIds(
  opts: CmsClientOptions,
  path: string,
  ids: readonly number[],
): Promise<{ count: number | null; readAt: string }> {
  return countAt(opts, path, { id_in: ids.map(String) });
}

async function countAt(
  opts: CmsClientOptions,
  path: string,
  where: Where,
): Promise<{ count: number | null; readAt: string }> {
  const query = queryOf({ ...where, _publicationState: 'preview' });
  if (opts.apiVersion === 5) {
    // Strapi 5 has no /count: a list response of one record carries the total in meta.pagination.
    const { body, label, readAt } = await getJson(opts, `${API_PREFIX}${path}?${v5Query(query, { count: true })}`, {
      allow404: true,
    });
    if (body === null) return { count: null, readAt };
    const total = totalOf(body);
    if (total === null) throw new CmsError(`${label}: expected meta.pagination.total, got ${describeValue(body)}`);
    return { count: total, readAt };
  }
  const { body, label, readAt } = await getJson(opts, `${path}/count?${query}`, { allow404: true });
  if (body === null) return { count: null, readAt };
  const n = typeof body === 'string' && /^\d+$/.test(body.trim()) ? Number(body) : body;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new CmsError(`${label}: expected a count, got ${describeValue(body)}`);
  }
  return { count: n, readAt };
}

function stampOf(record: unknown): Cursor | null {
  const id = recordId(record);
  const updatedAt = (record as { updated_at?: unknown } | null)?.updated_at;
  return id !== null && typeof updatedAt === 'string' && updatedAt !== '' ? { updatedAt, id } : null;
}

/** The last readable id of a page, which must be above `after`: else the CMS ignored the paging. */
function lastIdAfter(page: unknown[], after: number, label: string): number {
  let last = after;
  for (const record of page) {
    const id = recordId(record);
    if (id === null) continue;
    if (id <= last)
      throw new CmsError(`${label}: record ${id} came after ${last}; the CMS must sort by id and honour id_gt`);
    last = id;
  }
  // A page whose records all lack an id cannot move the listing on.
  if (last === after) throw new CmsError(`${label}: no record on this page has a readable id`);
  return last;
}

/**
 * A single type (`/blog-post-featured`): the record, or null when none is set. Strapi v3
 * answers an unset single type with 404 and a text/plain "Not Found", and only that proves it
 * unset: a 200 without a record (JSON null, a list) is an error, and the stored copy stays.
 */
export async function fetchSingle(
  opts: CmsClientOptions,
  path: string,
): Promise<{ record: unknown | null; readAt: string }> {
  const query = new URLSearchParams({ _publicationState: 'preview' });
  if (opts.apiVersion === 5) return fetchSingle5(opts, path, query);
  const { body, label, readAt, status } = await getJson(opts, `${path}?${query}`, { allow404: true });
  if (status === 404) return { record: null, readAt };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new CmsError(`${label}: expected the single type's record, got ${describeValue(body)}`);
  }
  return { record: body, readAt };
}

/**
 * A Strapi 5 single type: `{ data: {...} }`, or a 404 (`{ data: null, error: NotFoundError }`)
 * when none is set; a 200 without a record is an error, as in v3.
 */
async function fetchSingle5(
  opts: CmsClientOptions,
  path: string,
  v3: URLSearchParams,
): Promise<{ record: unknown | null; readAt: string }> {
  const query = v5Query(v3, { populate: opts.populate });
  query.delete('pagination[page]');
  query.delete('pagination[withCount]');
  const { body, label, readAt, status } = await getJson(opts, `${API_PREFIX}${path}?${query}`, { allow404: true });
  if (status === 404) return { record: null, readAt };
  const record = singleOf(body);
  if (record === null) throw new CmsError(`${label}: expected the single type's record, got ${describeValue(body)}`);
  const [version] = await withPublished(opts, path, [record]);
  return { record: version, readAt };
}

/**
 * One list request, asked in v3's words: Strapi v3 is asked them as they are; Strapi 5 in its
 * own, and then (`merge`) for the published versions of the documents on the page.
 */
async function getList(
  opts: CmsClientOptions,
  path: string,
  query: URLSearchParams,
  { merge = true } = {},
): Promise<{ records: unknown[]; label: string; readAt: string }> {
  if (opts.apiVersion !== 5) {
    const { body, label, readAt } = await getJson(opts, `${path}?${query}`);
    return { records: listRecords(body, label), label, readAt };
  }
  const { body, label, readAt } = await getJson(
    opts,
    `${API_PREFIX}${path}?${v5Query(query, { populate: opts.populate })}`,
  );
  const records = listOf(body);
  if (records === null) throw new CmsError(`${label}: expected { data: [...] }, got ${describeValue(body)}`);
  // The page keeps the drafts' time, the earlier of its two reads: a document a run proved gone
  // after it must not come back with a later stamp than its deletion's (decision 040).
  return { records: merge ? await withPublished(opts, path, records) : records, label, readAt };
}

/** Strapi 5: the drafts, each replaced by its published version where it has one (v5/published.ts). */
async function withPublished(opts: CmsClientOptions, path: string, drafts: unknown[]): Promise<unknown[]> {
  const asked = unpublished(drafts);
  if (asked.length === 0) return drafts;
  opts.budget.need(PAGE_COST);
  const { body, label } = await getJson(opts, publishedRequest(path, asked, opts.populate));
  const published = listOf(body);
  if (published === null) throw new CmsError(`${label}: expected { data: [...] }, got ${describeValue(body)}`);
  return merged(drafts, published);
}

/**
 * The records of a list response: a plain array (Strapi's default), or an object that wraps the
 * array with its count (`{ newsArticles, count }`, `{ pressReleases, count }`, SPEC §7).
 */
function listRecords(body: unknown, label: string): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null) {
    const lists = Object.values(body).filter(Array.isArray);
    if (lists.length === 1) return lists[0]!;
  }
  throw new CmsError(`${label}: expected a list of records, got ${describeValue(body)}`);
}

/** A record's id as the CMS sent it (a number, or digits), or null when it has none usable. */
export function recordId(record: unknown): number | null {
  const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined;
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

async function getJson(
  opts: CmsClientOptions,
  pathAndQuery: string,
  { allow404 = false } = {},
): Promise<{ body: unknown; label: string; readAt: string; status: number }> {
  const url = `${opts.cmsUrl.replace(/\/+$/, '')}${pathAndQuery}`;
  const label = `GET ${shortLabel(decodeURIComponent(pathAndQuery))}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.apiToken) headers.authorization = `Bearer ${opts.apiToken}`;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let body: ArrayBuffer;
  let status: number;
  opts.stats.requests += 1;
  opts.budget.spend();
  const readAt = new Date().toISOString();
  try {
    const res = await fetch(url, { headers, signal });
    status = res.status;
    body = await res.arrayBuffer();
  } catch (err) {
    if (signal.aborted) throw new CmsError(`${label}: no complete answer within ${opts.timeoutMs} ms`);
    throw new CmsError(`${label}: CMS unreachable (${err instanceof Error ? err.message : String(err)})`);
  }
  opts.stats.bytes += body.byteLength;
  const text = new TextDecoder().decode(body);
  if (status === 404 && allow404) return { body: null, label, readAt, status };
  if (status < 200 || status > 299) {
    throw new CmsError(`${label}: CMS answered HTTP ${status}${snippet(text)}`);
  }
  try {
    return { body: JSON.parse(text) as unknown, label, readAt, status };
  } catch {
    throw new CmsError(`${label}: CMS answered malformed JSON${snippet(text)}`);
  }
}

/** A request for 100 ids is long: the log keeps its start. */
function shortLabel(pathAndQuery: string): string {
  return pathAndQuery.length > 300 ? `${pathAndQuery.slice(0, 297)}...` : pathAndQuery;
}

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (!oneLine) return '';
  return `: ${oneLine.length > 120 ? `${oneLine.slice(0, 117)}...` : oneLine}`;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}
