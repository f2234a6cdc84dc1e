// Strapi v3.6.11's REST API for the contract tests: records are already in v3's words.
import { env } from 'cloudflare:workers';
import type { ContractCms, StrapiRecord } from './strapi-api.ts';
import { editorToken, get, json } from './strapi-http.ts';

/** An editor's change over REST, as the admin's content manager would make it. */
async function editor(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  base = env.CMS_URL,
): Promise<StrapiRecord> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${await editorToken('/auth/local')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json<StrapiRecord>(res, `${method} ${path}`);
}

export const strapi3: ContractCms = {
  version: 3,

  /** Read page by page (the cap may cut pages short). */
  async allRecords(collection, base = env.CMS_URL) {
    const records: StrapiRecord[] = [];
    for (let start = 0; ; ) {
      const body = await get<StrapiRecord[] | Record<string, StrapiRecord[]>>(
        `/${collection}?_publicationState=preview&_sort=id:ASC&_start=${start}&_limit=100`,
        base,
      );
      const page = Array.isArray(body) ? body : Object.values(body).find(Array.isArray)!;
      if (page.length === 0) return records;
      records.push(...page);
      start += page.length;
    }
  },

  async single(path, base = env.CMS_URL) {
    const res = await fetch(`${base}${path}`);
    return res.status === 404 ? null : json<StrapiRecord>(res, `GET ${path}`);
  },

  async unsetSingle(path) {
    const res = await fetch(`${env.CMS_URL}${path}`);
    return [res.status, res.headers.get('content-type'), await res.text()];
  },

  count(collection, of, base = env.CMS_URL) {
    const ids = (of ?? []).map((r) => `&id_in=${r.id}`).join('');
    return get<number>(`/${collection}/count?_publicationState=preview${ids}`, base);
  },

  async pageLength(collection, limit, base = env.CMS_URL) {
    return (await get<unknown[]>(`/${collection}?_publicationState=preview&_limit=${limit}`, base)).length;
  },

  ref: (record) => record.id,

  async update(collection, record, data, base = env.CMS_URL) {
    await editor('PUT', `/${collection}/${record.id}`, data, base);
  },

  create: (collection, data) => editor('POST', `/${collection}`, data),

  async remove(collection, record, base = env.CMS_URL) {
    await editor('DELETE', `/${collection}/${record.id}`, undefined, base);
  },

  async publish(collection, record) {
    await editor('PUT', `/${collection}/${record.id}`, { published_at: new Date().toISOString() });
  },

  async unpublish(collection, record) {
    await editor('PUT', `/${collection}/${record.id}`, { published_at: null });
  },

  async setSingle(path, data) {
    await editor('PUT', path, data);
  },

  async clearSingle(path) {
    await editor('DELETE', path);
  },

  entryKey: (entry) => (entry as { id?: number } | null)?.id ?? null,
  entryOf: (record) => ({ id: record.id }),
};
