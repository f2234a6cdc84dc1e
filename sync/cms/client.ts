// Reads the CMS (Strapi v3 REST). Every request has a timeout; every failure becomes a CmsError
// whose message says what went wrong where, for the sync log.

export interface CmsClientOptions {
  cmsUrl: string;
  /** Per request, covering the answer's body too. */
  timeoutMs: number;
  apiToken?: string | undefined;
  /** Records per page. */
  pageSize: number;
  /** A listing longer than this is treated as never-ending. */
  maxRecords: number;
}

export const DEFAULT_CMS_OPTIONS = { timeoutMs: 10_000, pageSize: 100, maxRecords: 10_000 } as const;

/** The CMS could not give a complete, readable answer (down, slow, HTTP error, not JSON, endless). */
export class CmsError extends Error {
  override name = 'CmsError';
}

/** How a collection's list endpoint wraps its records. */
export type ListShape = 'array' | { wrapper: string };

/**
 * The whole collection, page by page (`_start`/`_limit`, sorted by id so pages do not shift),
 * drafts included. Stops at the first short page. Records are returned unvalidated.
 */
export async function fetchListing(
  opts: CmsClientOptions,
  path: string,
  shape: ListShape = 'array',
  progress: { fetched: number } = { fetched: 0 },
): Promise<unknown[]> {
  const records: unknown[] = [];
  for (let start = 0; ; start += opts.pageSize) {
    if (start >= opts.maxRecords) {
      throw new CmsError(`GET ${path}: listing did not end after ${opts.maxRecords} records`);
    }
    const query = new URLSearchParams({
      _publicationState: 'preview',
      _sort: 'id:asc',
      _start: String(start),
      _limit: String(opts.pageSize),
    });
    const { body, label } = await getJson(opts, `${path}?${query}`);
    const page = pageRecords(body, shape, label);
    if (page.length > opts.pageSize) {
      throw new CmsError(`${label}: answered ${page.length} records for _limit=${opts.pageSize}`);
    }
    records.push(...page);
    progress.fetched = records.length;
    if (page.length < opts.pageSize) return records;
  }
}

/** A single type (`/blog-post-featured`): the record, or null when the CMS answers 404 (none set). */
export async function fetchSingle(opts: CmsClientOptions, path: string): Promise<unknown | null> {
  const query = new URLSearchParams({ _publicationState: 'preview' });
  const { body } = await getJson(opts, `${path}?${query}`, { allow404: true });
  return body;
}

function pageRecords(body: unknown, shape: ListShape, label: string): unknown[] {
  if (shape === 'array') {
    if (!Array.isArray(body)) throw new CmsError(`${label}: expected a JSON array, got ${describe(body)}`);
    return body;
  }
  const list = typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[shape.wrapper]
    : undefined;
  if (!Array.isArray(list)) throw new CmsError(`${label}: expected { ${shape.wrapper}: [...] }, got ${describe(body)}`);
  return list;
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
  let text: string;
  let status: number;
  try {
    const res = await fetch(url, { headers, signal });
    status = res.status;
    text = await res.text();
  } catch (err) {
    if (signal.aborted) throw new CmsError(`${label}: no complete answer within ${opts.timeoutMs} ms`);
    throw new CmsError(`${label}: CMS unreachable (${err instanceof Error ? err.message : String(err)})`);
  }
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
