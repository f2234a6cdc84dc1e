import type { BoxOrderFormProps } from '#client/components/digitization/BoxOrderForm.tsx';
import { BoxPage } from '#client/pages/digitization/BoxPage.tsx';
import { STORE_UNAVAILABLE } from '#client/pages/digitization/OrderPage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import {
  type BoxOptions,
  boxOptionsQuery,
  DEFAULT_BOX_OPTIONS,
  leadTimeWeeks,
  namesBoxOptions,
  readBoxCount,
  readBoxOptions,
} from '#core/domain/digitization/box.ts';
import { readItemCount } from '#core/domain/digitization/box-total.ts';
import { SERVICES } from '#core/domain/digitization/services.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { safeRedirectTarget } from '#core/domain/redirect-target.ts';
import { pathTo } from '#core/routes/paths.ts';
import { redirectWithCartFlash } from '#worker/http/cart-flash.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';
import { addOrRefusal } from '#worker/store/cart-refusal.ts';
import { addLinesToCart, type BoxLine } from '#worker/store/digitization-operations.ts';
import { type BoxCatalogue, loadBoxCatalogue } from './boxes.ts';

type BoxData = (BoxOrderFormProps & { unavailable: false }) | { unavailable: true };

const SLUG = /^[A-Za-z0-9._~-]{1,100}$/;

interface Found {
  catalogue: BoxCatalogue;
  box: BoxCatalogue['boxes'][number];
  /** A service priced per item (the itemized group), ordered by how many. */
  perItem: boolean;
}

/** The box of the URL and its extras; a 404 for a slug no box has, null when the store cannot say. */
async function boxOf(ctx: LoadContext): Promise<Found | null> {
  const slug = ctx.param('slug') ?? '';
  if (!SLUG.test(slug)) notFound('This box could not be found');
  let catalogue: BoxCatalogue;
  try {
    catalogue = await loadBoxCatalogue(ctx.config);
  } catch (error) {
    ctx.report(error, { part: 'box catalogue' });
    return null;
  }
  const box = [...catalogue.boxes, ...catalogue.itemized].find((b) => b.slug === slug);
  if (!box) notFound('This box could not be found');
  return { catalogue, box, perItem: catalogue.itemized.includes(box) };
}

/** A per-item service's own words, found by the store SKU that prices it (SPEC §3). */
const serviceOf = (found: Found) =>
  found.perItem ? (SERVICES.find((s) => s.storeSKU === found.box.sku) ?? null) : null;

/** How many boxes, or items of a per-item service, a form or query asks for. */
const countOf = (found: Found, input: Record<string, unknown>) =>
  found.perItem ? readItemCount(input.items) : readBoxCount(input.boxes);

/**
 * The box (as many as asked for) and each option chosen as a line; priority is one per box, once
 * for a per-item service.
 */
function lines(found: Found, options: BoxOptions, boxes: number): BoxLine[] {
  const { box, catalogue } = found;
  const weeks = leadTimeWeeks(box, options.processingTime);
  const out: BoxLine[] = [
    {
      productId: box.id,
      quantity: boxes,
      attributes: {
        download: true,
        processing_time: options.processingTime,
        ...(weeks === null ? {} : { lead_time_weeks: weeks }),
      },
    },
  ];
  for (const key of ['thumbDrive', 'dvdSet'] as const) {
    const extra = catalogue.extras[key];
    if (extra && options[key] > 0) out.push({ productId: extra.id, quantity: options[key] });
  }
  const priority = catalogue.extras.priority;
  if (priority && options.processingTime === 'priority')
    out.push({ productId: priority.id, quantity: found.perItem ? 1 : boxes });
  return out;
}

/**
 * /digital-conversion/order/{slug}: the box and its options, awaited from the store (its status
 * depends on the box existing; docs/decisions/027). The options form posts here: the box and its
 * extras go to the cart with the services promotion, then back here with the confirmation in a
 * cookie (worker/http/cart-flash.ts); a failure shows the SPEC §8 text with the options as sent. A
 * signed-out buyer logs in first.
 */
export const boxPage = definePage<BoxData>({
  route: 'digital-conversion-order-slug',
  cache: 'private',
  async load(ctx) {
    const found = await boxOf(ctx);
    if (!found) return { unavailable: true };
    const { box, catalogue, perItem } = found;
    // Options the query names: a signed-out Add box to cart comes back through log-in with them.
    const query = Object.fromEntries(ctx.url.searchParams);
    const options = namesBoxOptions(ctx.url.searchParams) ? readBoxOptions(query) : DEFAULT_BOX_OPTIONS;
    const count = countOf(found, query);
    const service = serviceOf(found);
    return {
      unavailable: false,
      box,
      extras: catalogue.extras,
      options,
      service,
      perItem,
      count,
      failure: '',
      added: ctx.cartFlash?.item === box.slug,
    };
  },
  async action(c, ctx) {
    const token = ctx.authToken;
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const options = readBoxOptions(body);
    // Signed out: log in, then back to this box with the options chosen (the target checked as any).
    if (!token) {
      const query = boxOptionsQuery(options);
      for (const name of ['boxes', 'items']) if (typeof body[name] === 'string') query.set(name, body[name]);
      return c.redirect(logInHref({ returnTo: safeRedirectTarget(`${ctx.url.pathname}?${query}`) }), 303);
    }
    const found = await boxOf(ctx);
    if (!found) return { status: 502, rerender: { unavailable: true } };
    const count = countOf(found, body);
    const base = {
      unavailable: false as const,
      box: found.box,
      extras: found.catalogue.extras,
      options,
      service: serviceOf(found),
      perItem: found.perItem,
      count,
      added: false,
    };
    // Priority chosen where the store does not sell it now: never a box at standard pace without saying so.
    const refused = !found.box.enabled || (options.processingTime === 'priority' && !found.catalogue.extras.priority);
    if (refused) return { status: 422, rerender: { ...base, failure: MESSAGES.addToCartFailed } };
    const added = await addOrRefusal(c, addLinesToCart(ctx.config, token, lines(found, options, count)));
    if ('refused' in added) return { status: added.refused, rerender: { ...base, failure: MESSAGES.addToCartFailed } };
    const path = pathTo('digital-conversion-order-slug', { slug: found.box.slug });
    return redirectWithCartFlash(c, path, path, { item: found.box.slug, count: added.count });
  },
  // Without the store the page cannot show what it sells: a 503, as a product page's (decision 064).
  unavailable: (data) => data.unavailable,
  head: (data) =>
    data.unavailable
      ? { title: 'Order a Forever Box', description: STORE_UNAVAILABLE, noindex: true }
      : { title: data.box.title, description: data.box.altTitle || `Order the ${data.box.title}.` },
  body: ({ data }) =>
    data.unavailable ? (
      <div className="page-width py-10">
        <h1 className="heading-1">Order a Forever Box</h1>
        <p className="empty-state mt-8" role="alert" data-testid="boxes-unavailable">
          {STORE_UNAVAILABLE}
        </p>
      </div>
    ) : (
      <BoxPage {...data} />
    ),
});
