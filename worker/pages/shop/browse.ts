// The print browser's results for a page (SPEC §2.10, §4, §7 product search), started by the
// loader and streamed: the facet tree and one page of products. A store that fails or answers
// nonsense gives null, which the page shows as a retry; the failure is reported.
import type { BrowserProduct, BrowserResults, FacetChoice } from '#client/components/shop/browser/types.ts';
import { PRINT_BROWSER_PAGE_SIZE } from '#client/domain/constants.ts';
import type { BrowserState } from '#client/domain/shop/browser.ts';
import { type PrintPlace, placeOfSubtype, productPath } from '#client/domain/shop/places.ts';
import { type StoreProduct, toSummary } from '#client/domain/shop/product.ts';
import { external } from '#client/routes/external.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { type FacetGroup, printProjectTypes, searchProducts } from '#worker/store/print-operations.ts';

const SHAPE_GROUP = 'shape';

const flatten = (tree: FacetGroup[]): FacetGroup[] => tree.flatMap((f) => [f, ...flatten(f.children)]);
const choice = (f: FacetGroup): FacetChoice => ({ id: f.id, slug: f.slug, name: f.name });

/**
 * The choices with how many results each holds, leaving out those that would show nothing. Only
 * where the numbers mean what they say: a filter beside one already chosen would widen the
 * results (filters of a group are OR'd), and a category beside the chosen one is outside them.
 */
const counted = (choices: FacetChoice[], counts: Map<number, number> | null): FacetChoice[] =>
  counts ? choices.map((c) => ({ ...c, count: counts.get(c.id) ?? 0 })).filter((c) => c.count > 0) : choices;

/** Where a product card leads: its product page under its list, or the photo-print designer. */
export function productHref(p: StoreProduct, listedOn: PrintPlace | null): string {
  const place = placeOfSubtype(p.subtype) ?? (listedOn?.detailRoute ? listedOn : undefined);
  if (place) return productPath(place, p.slug);
  return external.photoPrints(p.sku);
}

export function browserProduct(p: StoreProduct, listedOn: PrintPlace | null): BrowserProduct | null {
  const summary = toSummary(p);
  if (!summary) return null;
  const promo = p.primary_promotion;
  return {
    summary,
    href: productHref(p, listedOn),
    promotion: promo?.name ? { name: promo.name, description: promo.description ?? '', percentOff: promo.percent_off ?? summary.percentOff } : null,
  };
}

/**
 * One page of products for a place and a state: the place's own type (or the category chosen on
 * the index), the chosen filters and shape as facet ids, the list's own facet names (blankets'
 * facet_name), the search term, sort and page.
 */
export async function loadBrowser(ctx: LoadContext, place: PrintPlace, state: BrowserState, facetNames: string[]): Promise<BrowserResults | null> {
  try {
    const tree = (await printProjectTypes(ctx.config)).filter((f) => f.visible);
    const all = flatten(tree).filter((f) => f.visible);
    const shapeGroup = tree.find((f) => f.slug === SHAPE_GROUP);
    const scopeSlug = place.type ?? state.category;
    const scope = scopeSlug ? all.find((f) => f.slug === scopeSlug) : undefined;
    const selected = state.filters.flatMap((slug) => all.filter((f) => f.slug === slug && f.slug !== scopeSlug)).map(choice);
    const shape = shapeGroup?.children.find((f) => f.slug === state.shape);
    const { products, totalPages, groupCounts } = await searchProducts(ctx.config, {
      type: scopeSlug ?? undefined,
      facetName: facetNames,
      facetIds: [...selected.map((f) => f.id), ...(shape ? [shape.id] : [])],
      page: state.page,
      perPage: PRINT_BROWSER_PAGE_SIZE,
      term: state.term || undefined,
      priorityFacetId: state.priority ?? undefined,
      sort: state.sort === 'featured' ? undefined : state.sort,
      includeGroupsByParent: true,
    });
    const filters = (scope?.children ?? []).filter((f) => f.visible && !state.filters.includes(f.slug)).map(choice);
    const categories = place.kind === 'index' ? tree.filter((f) => f.slug !== SHAPE_GROUP).map(choice) : [];
    return {
      products: products.flatMap((p) => browserProduct(p, place) ?? []),
      totalPages,
      // Only visible facets are offered, never one already chosen (SPEC §5).
      filters: selected.length ? filters : counted(filters, groupCounts),
      selected,
      categories: state.category ? categories : counted(categories, groupCounts),
    };
  } catch (error) {
    ctx.report(error, { part: 'print browser', route: ctx.url.pathname });
    return null;
  }
}
