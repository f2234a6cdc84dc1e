// Reads the CMS (Strapi v3 REST). Every request has a timeout; every failure becomes a CmsError
// whose message says what went wrong where, for the sync log.
import { REQUEST_TIMEOUT_MS } from '../../client/domain/constants.ts';

export interface CmsClientOptions {
  cmsUrl: string;
  /** Per request, covering the answer's body too. */
  timeoutMs: number;
  apiToken?: string | undefined;
  /** Records asked for per page; the CMS may answer fewer (Strapi's api.rest.maxLimit). */
  pageSize: number;
  /** Counted as the client goes, for the sync log. */
  stats: RequestStats;
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

/**
 * A collection page by page in id order, drafts included (`_publicationState=preview`), each
 * page asking for the records after the last id seen (`id_gt`), until a page comes back empty.
 * A short page is not the end: Strapi caps pages at its maxLimit. Paging by id rather than by
 * `_start` means a record deleted or added while the listing runs cannot shift another one out
 * of it. Records are yielded unvalidated.
 */
export async function* listPages(opts: CmsClientOptions, path: string): AsyncGenerator<unknown[]> {
  let after = 0;
  for (;;) {
    const query = new URLSearchParams({
      _publicationState: 'preview',
      _sort: 'id:ASC',
      _limit: String(opts.pageSize),
      id_gt: String(after),
    });
    const { body, label } = await getJson(opts, `${path}?${query}`);
    const page = listRecords(body, label);
    if (page.length === 0) return;
    let last = after;
    for (const record of page) {
      const id = recordId(record);
      if (id === null) continue;
      if (id <= last) {
        throw new CmsError(`${label}: record ${id} came after ${last}; the CMS must sort by id and honour id_gt`);
      }
      last = id;
    }
    // A page whose records all lack an id cannot move the listing on.
    if (last === after) throw new CmsError(`${label}: no record on this page has a readable id`);
    yield page;
    after = last;
  }
}

/**
 * How many records a collection has, drafts included (`GET /{collection}/count`); null when the
 * CMS has no count endpoint (404), so that only an empty page can end the listing.
 */
export async function fetchCount(opts: CmsClientOptions, path: string): Promise<number | null> {
  const query = new URLSearchParams({ _publicationState: 'preview' });
  const { body, label } = await getJson(opts, `${path}/count?${query}`, { allow404: true });
  if (body === null) return null;
  const n = typeof body === 'string' && /^\d+$/.test(body.trim()) ? Number(body) : body;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new CmsError(`${label}: expected a count, got ${describe(body)}`);
  }
  return n;
}

/**
 * A single type (`/blog-post-featured`): the record, or null when none is set. Strapi v3
 * answers an unset single type with 404 and a text/plain "Not Found".
 */
export async function fetchSingle(opts: CmsClientOptions, path: string): Promise<unknown | null> {
  const query = new URLSearchParams({ _publicationState: 'preview' });
  const { body } = await getJson(opts, `${path}?${query}`, { allow404: true });
  return body;
}

/**
 * The records of a list answer: a plain array (Strapi's default), or an object that wraps the
 * array with its count (`{ newsArticles, count }`, `{ pressReleases, count }`, SPEC §7).
 */
function listRecords(body: unknown, label: string): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null) {
    const lists = Object.values(body).filter(Array.isArray);
    if (lists.length === 1) return lists[0]!;
  }
  throw new CmsError(`${label}: expected a list of records, got ${describe(body)}`);
}

function recordId(record: unknown): number | null {
  const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined;
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

async function getJson(
  opts: CmsClientOptions,
  pathAndQuery: string,
  { allow404 = false } = {},
): Promise<{ body: unknown; label: string }> {
  const url = `${opts.cmsUrl.replace(/\/+$/, '')}${pathAndQuery}`;
  const label = `GET ${decodeURIComponent(pathAndQuery)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.apiToken) headers.authorization = `Bearer ${opts.apiToken}`;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let body: ArrayBuffer;
  let status: number;
  opts.stats.requests += 1;
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
  if (status === 404 && allow404) return { body: null, label };
  if (status < 200 || status > 299) {
    throw new CmsError(`${label}: CMS answered HTTP ${status}${snippet(text)}`);
  }
  try {
    return { body: JSON.parse(text) as unknown, label };
  } catch {
    throw new CmsError(`${label}: CMS answered malformed JSON${snippet(text)}`);
  }
}

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (!oneLine) return '';
  return `: ${oneLine.length > 120 ? `${oneLine.slice(0, 117)}...` : oneLine}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}
