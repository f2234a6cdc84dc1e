// Strapi 5's REST API (/api) for the contract tests, its responses read back into v3's words: a
// document is the published version where it has one, else its draft (the site shows what is
// published); its `id` is its key, the number the first ten characters of its documentId spell in
// base 36, plus one (decision 074); `publishedAt` is `published_at` and the editors' article
// date `article_date` is `publishedAt`. Media files and components keep Strapi's own ids.
import { env } from 'cloudflare:workers';
import type { ContractCms, StrapiRecord } from './strapi-api.ts';
import { editorToken, get, json } from './strapi-http.ts';
import pageImagery from './strapi5/src/api/page-imagery/content-types/page-imagery/schema.json' with { type: 'json' };

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Decision 074's key of a document. */
export const keyOf = (documentId: string) => Number.parseInt(documentId.slice(0, 10), 36) + 1;

const SYSTEM: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  publishedAt: 'published_at',
  article_date: 'publishedAt',
};

function v3Words(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(v3Words);
  if (!isObject(value) || 'mime' in value) return value;
  const document = typeof value.documentId === 'string';
  const out: Obj = {};
  for (const [field, inner] of Object.entries(value)) {
    if (field === 'id' && document) continue;
    out[(document && SYSTEM[field]) || field] = v3Words(inner);
  }
  if (document) out.id = keyOf(value.documentId as string);
  return out;
}

/** The editors' fields in Strapi 5's names. */
const v5Data = (data: Obj): Obj =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k === 'publishedAt' ? 'article_date' : k, v]));

/** The page-imagery slots, as the Strapi 5 project itself declares them (its components). */
const PAGE_IMAGE_FIELDS = Object.entries(pageImagery.attributes)
  .filter(([, attribute]) => attribute.type === 'component')
  .map(([field]) => field);

/** Everything a record shows: `*` is one level deep, so media inside components are asked for by name. */
const POPULATE: Record<string, string> = {
  events: 'populate[hero_image]=true&populate[event_theme]=true&populate[tickets]=true&populate[sections][populate]=*',
  'p-2-p-posts':
    'populate[image]=true&populate[author]=true&populate[category]=true&populate[tags]=true' +
    '&populate[blueprint_parts][populate]=*',
  'page-imagery': PAGE_IMAGE_FIELDS.map((f) => `populate[${f}][populate]=*`).join('&'),
};
const populateOf = (name: string) => POPULATE[name.replace(/^\//, '')] ?? 'populate=*';

/** Every version with this status, page by page after the last documentId (the cap may cut pages short). */
async function listAll(collection: string, status: 'draft' | 'published', base: string): Promise<Obj[]> {
  const out: Obj[] = [];
  for (let after = ''; ; ) {
    const query =
      `status=${status}&sort[0]=documentId:asc&pagination[pageSize]=100&pagination[withCount]=false` +
      `${after ? `&filters[documentId][$gt]=${after}` : ''}`;
    const { data } = await get<{ data: Obj[] }>(`/api/${collection}?${query}&${populateOf(collection)}`, base);
    if (data.length === 0) return out;
    out.push(...data);
    after = data.at(-1)!.documentId as string;
  }
}

/** An editor's change over REST; `status=draft` keeps it out of the published version. */
async function editor(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  base = env.CMS_URL,
): Promise<Obj | null> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await editorToken('/api/auth/local')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return null;
  return json<{ data: Obj | null }>(res, `${method} /api${path}`).then((b) => b.data);
}

const draftOnly = (record: StrapiRecord) => (record.published_at === null ? '?status=draft' : '');

export const strapi5: ContractCms = {
  version: 5,

  async allRecords(collection, base = env.CMS_URL) {
    const [drafts, published] = await Promise.all([
      listAll(collection, 'draft', base),
      listAll(collection, 'published', base),
    ]);
    const versions = new Map(published.map((p) => [p.documentId, p]));
    return drafts.map((d) => v3Words(versions.get(d.documentId) ?? d) as StrapiRecord);
  },

  async single(path, base = env.CMS_URL) {
    const res = await fetch(`${base}/api${path}?${populateOf(path)}`);
    if (res.status === 404) return null;
    return v3Words((await json<{ data: Obj }>(res, `GET /api${path}`)).data) as StrapiRecord;
  },

  async unsetSingle(path) {
    const res = await fetch(`${env.CMS_URL}/api${path}`);
    return [res.status, res.headers.get('content-type'), await res.text()];
  },

  async count(collection, of, base = env.CMS_URL) {
    const ids = (of ?? []).map((r, i) => `&filters[documentId][$in][${i}]=${r.documentId}`).join('');
    const body = await get<{ meta: { pagination: { total: number } } }>(
      `/api/${collection}?status=draft&pagination[pageSize]=1&pagination[withCount]=true${ids}`,
      base,
    );
    return body.meta.pagination.total;
  },

  async pageLength(collection, limit, base = env.CMS_URL) {
    return (await get<{ data: unknown[] }>(`/api/${collection}?status=draft&pagination[pageSize]=${limit}`, base)).data
      .length;
  },

  ref: (record) => record.documentId!,

  async update(collection, record, data, base = env.CMS_URL) {
    await editor('PUT', `/${collection}/${record.documentId}${draftOnly(record)}`, { data: v5Data(data) }, base);
  },

  async create(collection, data) {
    return v3Words(await editor('POST', `/${collection}`, { data: v5Data(data) })) as StrapiRecord;
  },

  async remove(collection, record, base = env.CMS_URL) {
    await editor('DELETE', `/${collection}/${record.documentId}`, undefined, base);
  },

  async publish(collection, record) {
    await editor('POST', `/editor/${collection}/${record.documentId}/publish`);
  },

  async unpublish(collection, record) {
    await editor('POST', `/editor/${collection}/${record.documentId}/unpublish`);
  },

  async setSingle(path, data) {
    await editor('PUT', path, { data: v5Data(data) });
  },

  async clearSingle(path) {
    await editor('DELETE', path);
  },

  entryKey: (entry) => {
    const documentId = (entry as { documentId?: unknown } | null)?.documentId;
    return typeof documentId === 'string' ? keyOf(documentId) : null;
  },
  entryOf: (record) => ({ documentId: record.documentId }),
};
