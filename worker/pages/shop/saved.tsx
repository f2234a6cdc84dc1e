import { SAVED_PRODUCTS_PER_PAGE } from '#client/domain/constants.ts';
import { designerFor, hrefIn, isCardPlace, placeOf, subtypesOf } from '#client/domain/shop/placement.ts';
import { PRINT_PLACES } from '#client/domain/shop/places.ts';
import { toSummary } from '#client/domain/shop/product.ts';
import { type SavedProductsData, SavedProductsPage } from '#client/pages/shop/SavedProductsPage.tsx';
import { pathTo } from '#client/routes/paths.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { listSaved, removeSaved } from '#worker/store/saved-operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { reportUnplaced, sellingPlacer } from './selling-groups.ts';

/** The lists a saved product can be filtered by: each one with product pages, named in the URL by its type. */
const LISTS = PRINT_PLACES.filter((p) => p.type && p.detailRoute);
const TABS: SavedProductsData['tabs'] = [{ subtype: null, label: 'All' }, ...LISTS.map((p) => ({ subtype: p.type, label: p.label }))];
const REMOVE_FAILED = 'This product could not be removed just now. Please try again.';

async function load(ctx: LoadContext): Promise<SavedProductsData> {
  const wanted = ctx.query('subtype');
  const subtype = TABS.find((t) => t.subtype !== null && t.subtype === wanted)?.subtype ?? null;
  const pageParam = Number(ctx.query('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1;
  const base = { tabs: TABS, subtype, page, removed: ctx.query('removed') === '1', failure: null };
  try {
    // Where each saved product is sold, and a list's subtypes, are what the store's groups say.
    const placer = await sellingPlacer(ctx);
    const list = LISTS.find((p) => p.type === subtype);
    const subtypes = list ? subtypesOf(list, placer) : [];
    // A list the store's groups name no subtype of holds nothing we could ask for (never all of them).
    if (list && !subtypes.length) return { ...base, rows: [], totalPages: 1 };
    // A signed-in page: the access check has seen the token.
    const { saved, totalPages } = await listSaved(ctx.config, ctx.authToken!, {
      page,
      perPage: SAVED_PRODUCTS_PER_PAGE,
      subtypes,
    });
    const rows = saved.flatMap((s) => {
      const place = placeOf(s.product, placer);
      const summary = toSummary(s.product, { perCard: isCardPlace(place) });
      if (!summary) return [];
      const href = place && hrefIn(place, s.product.slug);
      if (!href) reportUnplaced(ctx, s.product);
      return [{ id: s.id, summary, href: href ?? designerFor(summary) }];
    });
    return { ...base, rows, totalPages };
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
    const id = typeof body.saved_id === 'string' && /^[1-9]\d{0,15}$/.test(body.saved_id) ? Number(body.saved_id) : null;
    if (id === null) return { status: 422, rerender: { failure: REMOVE_FAILED } };
    try {
      await removeSaved(ctx.config, ctx.authToken!, id);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.status >= 500) c.get('reporter').error(error, { data: error.data });
      return { status: error.status < 500 ? 422 : 502, rerender: { failure: REMOVE_FAILED } };
    }
    const query = new URL(c.req.url).searchParams;
    return c.redirect(pathTo('saved-products', {}, { subtype: query.get('subtype') ?? undefined, removed: 1 }), 303);
  },
  head: () => ({ title: 'Saved products', description: 'The products you saved to design later.' }),
  body: ({ data }) => <SavedProductsPage data={data} />,
});
