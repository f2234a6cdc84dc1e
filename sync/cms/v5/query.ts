// The sync asks in Strapi v3's words (client.ts: `id_gt`, `updated_at_gt`, `_sort`, `_limit`,
// `/count`); this says the same to Strapi 5's REST API: `status=draft` for every document,
// `filters[…][$…]`, `sort[…]`, `pagination[…]` and `populate`. A record's key is its documentId's
// (key.ts), so id filters become documentId filters: a range as bounds, a set as prefixes.
import { prefixOf, upperBoundOf } from './key.ts';

/** Where Strapi 5 serves its REST API: `/api/{pluralName}`. */
export const API_PREFIX = '/api';

const FIELDS: Record<string, string> = { id: 'documentId', updated_at: 'updatedAt' };

/**
 * The Strapi 5 query for a v3 one. `count`: only the total is wanted (one record, with the count).
 * `populate`: the collection's populate parameters (`*` when none are given).
 */
export function v5Query(
  v3: URLSearchParams,
  opts: { count?: boolean; populate?: string | undefined } = {},
): URLSearchParams {
  const out = new URLSearchParams();
  let prefixes = 0;
  for (const [key, value] of v3) {
    if (key === '_publicationState') out.set('status', value === 'preview' ? 'draft' : 'published');
    else if (key === '_sort') {
      value.split(',').forEach((part, i) => {
        const [field = '', dir = 'ASC'] = part.split(':');
        out.append(`sort[${i}]`, `${field5(field)}:${dir.toLowerCase()}`);
      });
    } else if (key === '_limit') out.set('pagination[pageSize]', value);
    else if (key === 'id_gt') {
      if (Number(value) > 0) out.append('filters[documentId][$gt]', upperBoundOf(Number(value)));
    } else if (key === 'id_lte') out.append('filters[documentId][$lte]', upperBoundOf(Number(value)));
    else if (key === 'id_in')
      out.append(`filters[$or][${prefixes++}][documentId][$startsWith]`, prefixOf(Number(value)));
    else if (key === 'updated_at') out.append('filters[updatedAt][$eq]', value);
    else if (key === 'updated_at_gt') out.append('filters[updatedAt][$gt]', value);
    else if (key.endsWith('.id'))
      out.append(`filters[${key.slice(0, -3)}][documentId][$startsWith]`, prefixOf(Number(value)));
    else throw new Error(`no Strapi 5 form for the query parameter ${key}`);
  }
  out.set('pagination[page]', '1');
  if (opts.count) {
    out.set('pagination[pageSize]', '1');
    out.set('pagination[withCount]', 'true');
    return out;
  }
  // Pages are found by the filters, never by a page number: Strapi need not count them.
  out.set('pagination[withCount]', 'false');
  for (const [key, value] of new URLSearchParams(opts.populate ?? 'populate=*')) out.append(key, value);
  return out;
}

function field5(field: string): string {
  const name = FIELDS[field];
  if (!name) throw new Error(`no Strapi 5 form for sorting on ${field}`);
  return name;
}
