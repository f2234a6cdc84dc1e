import { type SavedProductsData, SavedProductsPage } from '#client/pages/shop/SavedProductsPage.tsx';
import { SAVED_PRODUCTS_PER_PAGE } from '#core/domain/constants.ts';
import { designerFor, hrefIn, isCardPlace, type Placer, placeOf, subtypesOf } from '#core/domain/shop/placement.ts';
import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import { type StoreProduct, toSummary } from '#core/domain/shop/product.ts';
import { pathTo } from '#core/routes/paths.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { listSaved, removeSaved } from '#worker/store/saved-operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { reportUnplaced, sellingPlacer } from './selling-groups.ts';

/** The lists a saved product can be filtered by: each one with product pages, named in the URL by its type. */
const LISTS = PRINT_PLACES.filter((p) => p.type && p.detailRoute);
const TABS: SavedProductsData['tabs'] = [
  { list: null, label: 'All' },
  ...LISTS.map((p) => ({ list: p.type, label: p.label })),
];
const REMOVE_FAILED = 'This product could not be removed just now. Please try again.';

/**
 * The tabs that hold something (and the one asked for, so the page says where it is), by where
 * the store's groups place each saved product. The store answers by page, so when the saved
 * products run past one page the kinds beyond it are not known, and every tab stays.
 */
function tabsHolding(
  all: { saved: { product: StoreProduct }[]; totalPages: number },
  list: string | null,
  placer: Placer,
) {
  if (all.totalPages > 1) return TABS;
  const held = new Set(all.saved.map((s) => placeOf(s.product, placer)?.type));
  return TABS.filter((t) => t.list === null || t.list === list || held.has(t.list));
}

async function load(ctx: LoadContext): Promise<SavedProductsData> {
  const wanted = ctx.query('list');
  const list = TABS.find((t) => t.list !== null && t.list === wanted)?.list ?? null;
  const pageParam = Number(ctx.query('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1;
  const base = { tabs: TABS, list, page, removed: ctx.query('removed') === '1', failure: null };
  // A signed-in page: the access check has seen the token.
  const saved = (p: number, subtypes: string[]) =>
    listSaved(ctx.config, ctx.authToken!, { page: p, perPage: SAVED_PRODUCTS_PER_PAGE, subtypes });
  try {
    // Where each saved product is sold, and a list's subtypes, are what the store's groups say.
    const [placer, all] = await Promise.all([sellingPlacer(ctx), saved(1, [])]);
    const chosen = LISTS.find((p) => p.type === list);
    const subtypes = chosen ? subtypesOf(chosen, placer) : [];
    // A list the store's groups name no subtype of holds nothing we could ask for (never all of them).
    const shown =
      chosen && !subtypes.length ? { saved: [], totalPages: 1 } : list || page > 1 ? await saved(page, subtypes) : all;
    const rows = shown.saved.flatMap((s) => {
      const place = placeOf(s.product, placer);
      const summary = toSummary(s.product, { perCard: isCardPlace(place) });
      if (!summary) return [];
      const href = place && hrefIn(place, s.product.slug);
      if (!href) reportUnplaced(ctx, s.product);
      return [{ id: s.id, summary, href: href ?? designerFor(summary) }];
    });
    return { ...base, tabs: tabsHolding(all, list, placer), rows, totalPages: shown.totalPages };
  } catch (error) {
    // A refused token is the session check's to act on (it resets the session); here it is a failure like any.
    ctx.report(error, { part: 'saved products', route: ctx.url.pathname });
    return { ...base, rows: null, totalPages: 1 };
  }
}

/**
 * /saved-products: the signed-in user's saved products (SPEC §3), a protected page (SPEC §4): a
 * signed-out visitor goes to /sign_in and comes back here. Remove is a form posted to the page.
 */
export const savedProductsPage = definePage<SavedProductsData>({
  route: 'saved-products',
  access: 'signed-in',
  load,
  async action(c, ctx) {
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const id =
      typeof body.saved_id === 'string' && /^[1-9]\d{0,15}$/.test(body.saved_id) ? Number(body.saved_id) : null;
    if (id === null) return { status: 422, rerender: { failure: REMOVE_FAILED } };
    try {
      await removeSaved(ctx.config, ctx.authToken!, id);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.status >= 500) c.get('reporter').error(error, { data: error.data });
      return { status: error.status < 500 ? 422 : 502, rerender: { failure: REMOVE_FAILED } };
    }
    const query = new URL(c.req.url).searchParams;
    return c.redirect(pathTo('saved-products', {}, { list: query.get('list') ?? undefined, removed: 1 }), 303);
  },
  head: () => ({ title: 'Saved products', description: 'The products you saved to design later.' }),
  body: ({ data }) => <SavedProductsPage data={data} />,
});
