// The store operations of the shop (SPEC §7 store v1 and helper operations): product search,
// a product by SKU, marketing groups and their promotions, groups in a batch, fast-print
// products and the print-project-type facet tree. A list's products
// are read one by one, so one malformed product drops out instead of taking the list down.
import * as v from 'valibot';
import { PRINT_PRODUCT_TYPES } from '#core/domain/constants.ts';
import { StoreProduct } from '#core/domain/shop/product.ts';
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import { storePaths } from './paths.ts';

const Products = v.pipe(
  v.array(v.unknown()),
  v.transform((list) =>
    list.flatMap((item) => {
      const parsed = v.safeParse(StoreProduct, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

/** With include_groups_by_parent: each visible facet group and how many of the results it holds. */
const GroupCount = v.object({ id: v.number(), products_count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

const SearchResponse = v.object({
  products: Products,
  groups: v.optional(v.nullable(v.array(v.unknown())), null),
  meta: v.optional(v.object({ total_pages: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1) }), {
    total_pages: 1,
  }),
});

export interface FacetGroup {
  id: number;
  name: string;
  slug: string;
  visible: boolean;
  children: FacetGroup[];
}
const Facet: v.GenericSchema<unknown, FacetGroup> = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  visible: v.optional(v.boolean(), true),
  children: v.optional(v.array(v.lazy(() => Facet)), []),
});

const GroupResponse = v.object({
  group: v.object({ slug: v.string(), children: v.optional(v.array(Facet), []), products: v.optional(Products, []) }),
});
const BatchResponse = v.object({ groups: v.array(v.object({ slug: v.string(), products: v.optional(Products, []) })) });
const ProductResponse = v.object({ product: StoreProduct });

export interface SearchQuery {
  type?: string | undefined;
  facetName?: readonly string[];
  facetIds?: readonly number[];
  page: number;
  perPage: number;
  term?: string | undefined;
  priorityFacetId?: number | undefined;
  includeGroupsByParent?: boolean;
  imageSlug?: string | undefined;
  /** The browser's order (price_asc, price_desc, name); the store's own order when left out. */
  sort?: string | undefined;
}

/**
 * Product search (SPEC §7 helper): products and the number of pages, and with
 * includeGroupsByParent how many results each facet group holds (null when the store said not).
 */
export async function searchProducts(config: Config, q: SearchQuery) {
  const query = new URLSearchParams({ page: String(q.page), per_page: String(q.perPage) });
  if (q.type) query.set('type', q.type);
  for (const name of q.facetName ?? []) query.append('facet_name', name);
  for (const id of q.facetIds ?? []) query.append('facet_ids[]', String(id));
  if (q.term) query.set('term', q.term);
  if (q.priorityFacetId !== undefined) query.set('priority_facet_id', String(q.priorityFacetId));
  if (q.includeGroupsByParent) query.set('include_groups_by_parent', 'true');
  if (q.imageSlug) query.set('image_slug', q.imageSlug);
  if (q.sort) query.set('sort', q.sort);
  const result = await callUpstream(config, { target: storePaths.productSearch(), query, schema: SearchResponse });
  const groupCounts = result.groups
    ? new Map(
        result.groups.flatMap((g) => {
          const parsed = v.safeParse(GroupCount, g);
          return parsed.success ? [[parsed.output.id, parsed.output.products_count] as const] : [];
        }),
      )
    : null;
  return { products: result.products, totalPages: Math.max(1, result.meta.total_pages), groupCounts };
}

/** GET /products/{key} with its promotions, the key read as a SKU when the strategy says so. */
async function productWithPromotions(
  config: Config,
  key: string,
  strategy: { strategy: 'by_sku' } | Record<string, never>,
) {
  const query = new URLSearchParams({ ...strategy, includes_promotions: 'true' });
  return (await callUpstream(config, { target: storePaths.productBySku(key), query, schema: ProductResponse })).product;
}

/** GET /products/{sku}?strategy=by_sku&includes_promotions=true. */
export const productBySku = (config: Config, sku: string) => productWithPromotions(config, sku, { strategy: 'by_sku' });

/**
 * GET /products/{slug} with its promotions: without a `strategy` the store resolves a slug as it
 * does a SKU (docs/decisions/026), so a product page asks for its product beside its list's search
 * instead of after it (docs/decisions/064).
 */
export const productBySlug = (config: Config, slug: string) => productWithPromotions(config, slug, {});

/** GET /groups/{slug}/marketing: the group's products. */
export async function marketingGroup(config: Config, slug: string) {
  return (await callUpstream(config, { target: storePaths.groupMarketing(slug), schema: GroupResponse })).group
    .products;
}

/** GET /groups/{slug}/primary_promotion: kept only with a promotion; a failure counts as none (SPEC §8). */
export async function groupPromotions(config: Config, slug: string) {
  try {
    const products = (await callUpstream(config, { target: storePaths.groupPromotion(slug), schema: GroupResponse }))
      .group.products;
    return products.filter((p) => p.primary_promotion !== null);
  } catch {
    return [];
  }
}

/** GET /groups/print-project-type: the browser's categories and filters. */
export async function printProjectTypes(config: Config) {
  return (await callUpstream(config, { target: storePaths.group(PRINT_PRODUCT_TYPES), schema: GroupResponse })).group
    .children;
}

/** POST /groups/batch with slugs: each group with its products. */
export async function groupsBatch(config: Config, slugs: readonly string[]) {
  const result = await callUpstream(config, {
    target: storePaths.groupsBatch(),
    method: 'POST',
    body: { slugs },
    schema: BatchResponse,
  });
  return new Map(result.groups.map((g) => [g.slug, g.products]));
}

/** GET /products/fast_print. */
export async function fastPrintProducts(config: Config) {
  return (await callUpstream(config, { target: storePaths.fastPrint(), schema: v.object({ products: Products }) }))
    .products;
}
