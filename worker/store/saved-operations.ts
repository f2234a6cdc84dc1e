// Saved products (SPEC §3, §7 helper "Saved products list: perPage 75, subtype, subtypes. Add
// and delete saved product"), always as the signed-in user.
import * as v from 'valibot';
import { StoreProduct } from '#core/domain/shop/product.ts';
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import { storePaths } from './paths.ts';

const Saved = v.object({ id: v.number(), product: StoreProduct });
const SavedList = v.object({
  saved_products: v.pipe(
    v.array(v.unknown()),
    v.transform((rows) =>
      rows.flatMap((row) => {
        const parsed = v.safeParse(Saved, row);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  ),
  meta: v.optional(v.object({ total_pages: v.optional(v.number(), 1) }), { total_pages: 1 }),
});

export async function listSaved(
  config: Config,
  token: string,
  q: { page: number; perPage: number; subtypes: readonly string[] },
) {
  const query = new URLSearchParams({ page: String(q.page), per_page: String(q.perPage) });
  if (q.subtypes.length === 1) query.set('subtype', q.subtypes[0]!);
  else for (const s of q.subtypes) query.append('subtypes[]', s);
  const result = await callUpstream(config, { target: storePaths.savedProducts(), query, token, schema: SavedList });
  return { saved: result.saved_products, totalPages: Math.max(1, result.meta.total_pages) };
}

export async function addSaved(config: Config, token: string, productId: number) {
  const result = await callUpstream(config, {
    target: storePaths.savedProducts(),
    method: 'POST',
    token,
    body: { product_id: productId },
    schema: v.object({ saved_product: v.object({ id: v.number() }) }),
  });
  return result.saved_product.id;
}

export async function removeSaved(config: Config, token: string, id: number) {
  await callUpstream(config, { target: storePaths.savedProduct(id), method: 'DELETE', token, schema: undefined });
}
