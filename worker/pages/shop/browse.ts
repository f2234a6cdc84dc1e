// The print browser's results for a page (SPEC §2.10, §4, §7 product search), started by the
// loader and streamed: the facet tree and one page of products. A store that fails or answers
// nonsense gives null, which the page shows as a retry; the failure is reported.
import type { BrowserProduct, BrowserResults, FacetChoice } from '#client/components/shop/browser/types.ts';
import { PRINT_BROWSER_PAGE_SIZE, PRINT_PRODUCT_TYPES } from '#core/domain/constants.ts';
import { type BrowserState, SHAPES } from '#core/domain/shop/browser.ts';
import {
  designerFor,
  hrefIn,
  isCardPlace,
  NO_PLACER,
  type Placer,
  placeOf,
  sellsItself,
} from '#core/domain/shop/placement.ts';
import type { PrintPlace } from '#core/domain/shop/places.ts';
import { type StoreProduct, toSummary } from '#core/domain/shop/product.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { type FacetGroup, printProjectTypes, searchProducts } from '#worker/store/print-operations.ts';
import { reportUnplaced, sellingPlacer } from './selling-groups.ts';

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

/**
 * The shapes worth offering (issue 35): those the results hold, by the store's count, and the one
 * chosen, to unselect it. While a shape is chosen the results hold only it, so the others wait
 * until it is unselected; a store that did not count offers only the chosen one. Never a shape
 * that would end in "No products match" (mugs and photo books come in none).
 */
type Counts = Map<number, number> | null;

function offeredShapes(group: FacetGroup | undefined, chosen: string | null, counts: Counts): FacetChoice[] {
  const shapes = (group?.children ?? []).filter((f) => f.visible && (SHAPES as readonly string[]).includes(f.slug));
  return shapes
    .filter((f) => f.slug === chosen || (chosen === null && (counts?.get(f.id) ?? 0) > 0))
    .map((f) => ({ ...choice(f), ...(counts?.has(f.id) ? { count: counts.get(f.id) } : {}) }));
}

/**
 * A product as a card of the browser, sold where the store said: on a list page, that list's
 * product page; elsewhere, the page of the list whose store group holds it. One no list holds is
 * still shown (the store listed it here), linked to the print designer, and reported once. Null
 * only for a product not for sale (SPEC §5: enabled, with a price).
 */
export function browserProduct(
  ctx: LoadContext,
  p: StoreProduct,
  where: PrintPlace,
  placer: Placer,
): BrowserProduct | null {
  const own = hrefIn(where, p.slug);
  const place = own ? where : placeOf(p, placer);
  const summary = toSummary(p, { perCard: isCardPlace(place) });
  if (!summary) return null;
  const href = own ?? (place && hrefIn(place, p.slug));
  if (!href) reportUnplaced(ctx, p);
  const promo = p.primary_promotion;
  return {
    summary,
    href: href ?? designerFor(summary),
    promotion: promo?.name
      ? { name: promo.name, description: promo.description ?? '', percentOff: promo.percent_off ?? summary.percentOff }
      : null,
  };
}

/**
 * A price sort's page with the products that show no price (not for sale now) after the priced
 * ones, in both directions: the store ranks them by a list price the card never shows (a 30 oz
 * tumbler it does not sell led "Price: high to low"). Within each part the store's order stands.
 */
const pricedFirst = (cards: BrowserProduct[]) => [
  ...cards.filter((c) => !c.summary.unavailable),
  ...cards.filter((c) => c.summary.unavailable),
];

/**
 * One page of products for a place and a state: the place's own type (or the category chosen on
 * the index, or on the index the print products' tree: the store lists storage, services and
 * tickets too), the chosen filters and shape as facet ids, the list's own facet names (blankets'
 * facet_name), the search term, sort and page.
 */
export async function loadBrowser(
  ctx: LoadContext,
  place: PrintPlace,
  state: BrowserState,
  facetNames: string[],
): Promise<BrowserResults | null> {
  // Only a page without product pages of its own (the index, a category) needs the store's groups,
  // asked beside the search.
  const placer$ = sellsItself(place) ? Promise.resolve(NO_PLACER) : sellingPlacer(ctx);
  try {
    const tree = (await printProjectTypes(ctx.config)).filter((f) => f.visible);
    const all = flatten(tree).filter((f) => f.visible);
    const shapeGroup = tree.find((f) => f.slug === SHAPE_GROUP);
    const scopeSlug = place.type ?? state.category;
    const scope = scopeSlug ? all.find((f) => f.slug === scopeSlug) : undefined;
    const selected = state.filters
      .flatMap((slug) => all.filter((f) => f.slug === slug && f.slug !== scopeSlug))
      .map(choice);
    const shape = shapeGroup?.children.find((f) => f.slug === state.shape);
    const { products, totalPages, groupCounts } = await searchProducts(ctx.config, {
      type: scopeSlug ?? PRINT_PRODUCT_TYPES,
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
    const placer = await placer$;
    const cards = products.flatMap((p) => browserProduct(ctx, p, place, placer) ?? []);
    return {
      products: state.sort === 'price_asc' || state.sort === 'price_desc' ? pricedFirst(cards) : cards,
      totalPages,
      // Only visible facets are offered, never one already chosen (SPEC §5).
      filters: selected.length ? filters : counted(filters, groupCounts),
      selected,
      categories: state.category ? categories : counted(categories, groupCounts),
      shapes: offeredShapes(shapeGroup, state.shape, groupCounts),
    };
  } catch (error) {
    ctx.report(error, { part: 'print browser', route: ctx.url.pathname });
    return null;
  }
}
