import * as v from 'valibot';
import { JsonLd } from '#client/components/JsonLd.tsx';
import { type Deferred, mapDeferred, whenSettled } from '#client/components/WhenSettled.tsx';
import { type ProductDetail, ProductPage, type ProductPageData } from '#client/pages/shop/ProductPage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { specificationsOf } from '#core/domain/shop/detail/specifications.ts';
import {
  type Chosen,
  choiceQuery,
  chosenFrom,
  DESIGN_FIELD,
  PRODUCT_FIELD,
  pricingOf,
  QUANTITY_FIELD,
  quantityFrom,
  takesQuantity,
} from '#core/domain/shop/detail/variant.ts';
import { photoBookSizes } from '#core/domain/shop/photo-book.ts';
import { isCardPlace, isPhotoBookPlace } from '#core/domain/shop/placement.ts';
import { PRINT_PLACES, type PrintPlace } from '#core/domain/shop/places.ts';
import { type StoreProduct, toSummary } from '#core/domain/shop/product.ts';
import { productLd } from '#core/domain/structured-data.ts';
import { parseProductionTime, productionTimeOf } from '#core/domain/trust/lines.ts';
import { external } from '#core/routes/external.ts';
import { redirectWithCartFlash } from '#worker/http/cart-flash.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { notFound, redirect } from '#worker/pages/unit/outcomes.ts';
import { addLineToCart } from '#worker/store/cart-operations.ts';
import { addOrRefusal } from '#worker/store/cart-refusal.ts';
import { productBySku, productBySlug } from '#worker/store/print-operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { listedProduct, Slug } from './listed-product.ts';

/**
 * The product as its page shows it: priced per card on the cards list, with covers on the photo
 * books' (by the list, not the store's subtype).
 */
function detailOf(p: StoreProduct, place: PrintPlace): ProductDetail | null {
  const perCard = isCardPlace(place);
  const summary = toSummary(p, { perCard });
  const pricing = pricingOf(p, perCard);
  if (!summary || !pricing) return null;
  return {
    summary,
    description: p.description ?? '',
    images: [...new Set([p.primary_image, ...p.product_images].filter((u): u is string => Boolean(u)))],
    specifications: specificationsOf(p, isPhotoBookPlace(place)),
    options: p.options
      .map((o) => ({
        id: o.id,
        name: o.name ?? '',
        values: o.option_values.map((x) => ({
          id: x.id,
          value: x.value || `Choice ${x.id}`,
          priceCents: x.price_cents,
        })),
      }))
      .filter((o) => o.values.length > 0),
    bookSizes: isPhotoBookPlace(place) ? photoBookSizes(p.sizes) : [],
    rating: p.rating,
    promotion: p.primary_promotion?.name
      ? { name: p.primary_promotion.name, description: p.primary_promotion.description ?? '' }
      : null,
    unavailable: p.unavailable,
    pricing,
    takesQuantity: takesQuantity(p),
    production:
      parseProductionTime(p.product_attributes.find((a) => a.name === 'production_time')?.value) ??
      productionTimeOf([place.type, place.category?.slug ?? null]),
  };
}

/** The print designer for this choice (SPEC §2.4): the product, how many, and each option's chosen value by name. */
function designerHref(detail: ProductDetail, chosen: Chosen, quantity: number): string {
  return external.printDesigner({
    base_project_id: detail.summary.id,
    title: detail.summary.name,
    quantity,
    color_theme: 'default',
    selected_print_options: Object.fromEntries(
      detail.options.map((o) => [
        o.name || String(o.id),
        o.values.find((x) => x.id === chosen[String(o.id)])?.value ?? null,
      ]),
    ),
  });
}

/**
 * The URL names the product by slug; the store is asked by SKU (SPEC §7), so the slug is found
 * among its list's products first. An unknown or unsellable slug is a 404. A store that fails
 * gives null: the page's retry state.
 */
async function findListed(ctx: LoadContext, place: PrintPlace, slug: string): Promise<StoreProduct | null> {
  try {
    const listed = await listedProduct(ctx.config, place, slug);
    if (!listed) notFound('This product could not be found');
    return listed;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    ctx.report(error, { part: 'product', route: ctx.url.pathname });
    return null;
  }
}

/**
 * The product by the URL's slug with its promotions, asked at once, beside the list's search
 * (docs/decisions/064); undefined when the store knows no product by that key, null when it fails.
 */
async function productForSlug(ctx: LoadContext, slug: string): Promise<StoreProduct | null | undefined> {
  try {
    return await productBySlug(ctx.config, slug);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return undefined;
    ctx.report(error, { part: 'product', route: ctx.url.pathname });
    return null;
  }
}

/**
 * The listed product's full record: the one asked for by slug when it is that product; otherwise
 * (the slug was another product's SKU, or a key the store does not resolve) by SKU, as SPEC §7
 * asks for it. Null when the store fails.
 */
async function loadProduct(
  ctx: LoadContext,
  listed: StoreProduct,
  bySlug: Promise<StoreProduct | null | undefined>,
): Promise<StoreProduct | null> {
  const early = await bySlug;
  if (early === null || early?.id === listed.id) return early;
  try {
    return await productBySku(ctx.config, listed.sku);
  } catch (error) {
    ctx.report(error, { part: 'product', route: ctx.url.pathname });
    return null;
  }
}

interface Data extends Omit<ProductPageData, 'detail'> {
  /** What the list knows of it, at once: the page's title, picture and structured data. */
  listed: ProductDetail | null;
  product$: Deferred<StoreProduct | null>;
}

/**
 * What the page says of the cart: the confirmation only when its own redirect left one for this
 * product (worker/http/cart-flash.ts).
 */
function cartOf(ctx: LoadContext, sku: string | null): ProductPageData['cart'] {
  const flash = sku !== null && ctx.cartFlash?.item === sku ? ctx.cartFlash : null;
  return {
    signedIn: Boolean(ctx.authToken),
    logInHref: logInHref(ctx.auth),
    added: flash !== null,
    cartCount: flash?.count ?? null,
    failure: null,
  };
}

/** The choice a query or a posted form names: its option values and quantity, as they came (checked where used). */
function requestedOf(fields: Iterable<[string, unknown]>): Record<string, string> {
  return Object.fromEntries(
    [...fields].filter(
      (e): e is [string, string] =>
        typeof e[1] === 'string' && (/^option-\d{1,16}$/.test(e[0]) || e[0] === QUANTITY_FIELD),
    ),
  );
}

/** The option values posted, each one the product's own; null when one is not. */
function postedOptions(body: Record<string, unknown>, product: StoreProduct) {
  const chosen: { option_id: number; option_value_id: number }[] = [];
  for (const option of product.options) {
    const raw = body[`option-${option.id}`];
    if (raw === undefined) continue;
    const value = option.option_values.find((x) => String(x.id) === raw);
    if (!value) return null;
    chosen.push({ option_id: option.id, option_value_id: value.id });
  }
  return chosen;
}

/** How many were posted: none is one; anything but a whole number from 1 to MAX_QUANTITY is refused (null). */
function postedQuantity(raw: unknown): number | null {
  if (raw === undefined) return 1;
  return typeof raw === 'string' && String(quantityFrom(raw)) === raw ? quantityFrom(raw) : null;
}

/** Create & Print, then the product's category and its list (one level for a category that is its own list). */
function trailOf(place: PrintPlace) {
  const index = PRINT_PLACES[0]!;
  const category = place.category
    ? PRINT_PLACES.find((p) => p.type === place.category!.slug && p !== place)
    : undefined;
  return [index, ...(category ? [category] : []), place].map((p) => ({ name: p.label, href: p.path }));
}

/**
 * A product page (SPEC §2.3): a slug under its list, found at once (its status depends on it),
 * then the product by SKU with its promotions, in the HTML when the store answers within the
 * page's wait. The choice of options and quantity is the query (a GET form without script), so a
 * shared link shows the same product at the same price; Start designing takes that choice to the
 * designer (docs/decisions/046).
 */
export function printProductPage(place: PrintPlace) {
  const trail = trailOf(place);
  const load = async (ctx: LoadContext): Promise<Data> => {
    const raw = ctx.param('slug');
    // An optional slug left out is the list itself (SPEC §2.3).
    if (!raw) redirect(place.path, 301);
    if (!v.is(Slug, raw)) notFound('This product could not be found');
    // Both store calls at once: the list says whether the slug is sold here (the status), the
    // product its full record.
    const bySlug = productForSlug(ctx, raw);
    const found = await findListed(ctx, place, raw);
    const listed = found && detailOf(found, place);
    const requested = requestedOf(ctx.url.searchParams);
    if (listed && ctx.query(DESIGN_FIELD) === '1') {
      redirect(
        designerHref(
          listed,
          chosenFrom(listed.options, (name) => requested[name]),
          quantityFrom(requested[QUANTITY_FIELD]),
        ),
        303,
      );
    }
    return {
      trail,
      origin: ctx.url.origin,
      path: ctx.url.pathname,
      requested,
      listed,
      product$: found ? await ctx.store.defer(loadProduct(ctx, found, bySlug)) : { settled: null },
      cart: cartOf(ctx, found?.sku ?? null),
      retryHref: ctx.url.pathname,
    };
  };
  return definePage<Data>({
    route: place.detailRoute!,
    query: [/^option-\d{1,16}$/, QUANTITY_FIELD, DESIGN_FIELD],
    // Its price is the store's of this moment: never memoized, never cached whole.
    cache: 'live',
    load,
    // Without its list's response the page cannot say what it sells: 503, its retry kept.
    unavailable: (data) => data.listed === null,
    async action(c, ctx) {
      const token = ctx.authToken;
      if (!token) return c.redirect(logInHref(ctx.auth), 303);
      const data = await load(ctx);
      const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const product = await whenSettled(data.product$);
      const failed = (status: number) => ({
        status,
        rerender: {
          requested: requestedOf(Object.entries(body)),
          cart: { ...cartOf(ctx, null), failure: MESSAGES.addToCartFailed },
        },
      });
      if (!product) return failed(502);
      if (String(body[PRODUCT_FIELD]) !== String(product.id)) return failed(422);
      const options = postedOptions(body, product);
      const quantity = postedQuantity(body[QUANTITY_FIELD]);
      if (!options || quantity === null) return failed(422);
      const added = await addOrRefusal(
        c,
        addLineToCart(ctx.config, token, {
          productId: product.id,
          quantity,
          optionValues: options,
          requiredLineItemsAttributes: null,
          promotionCode: null,
        }),
      );
      if ('refused' in added) return failed(added.refused);
      const kept = choiceQuery(
        Object.fromEntries(options.map((o) => [String(o.option_id), o.option_value_id])),
        quantity,
      );
      const path = ctx.url.pathname;
      return redirectWithCartFlash(c, path, `${path}${kept.size ? `?${kept}` : ''}#add-to-cart`, {
        item: product.sku,
        count: added.count,
      });
    },
    head: (data) => ({
      title: data.listed ? `${data.listed.summary.name} | ${place.label}` : place.label,
      description: data.listed?.description || `${place.label}, designed by you and printed by us.`,
      image: data.listed?.images[0] ?? null,
    }),
    body: ({ data, chrome }) => (
      <>
        {data.listed ? (
          <JsonLd
            data={productLd({
              name: data.listed.summary.name,
              description: data.listed.description || null,
              sku: data.listed.summary.sku,
              brand: chrome.company.name,
              image: data.listed.images[0] ?? null,
              rating: data.listed.rating,
              offer: {
                priceCents: data.listed.summary.priceCents,
                url: `${chrome.origin}${data.retryHref}`,
                availability: data.listed.unavailable ? 'SoldOut' : 'InStock',
              },
            })}
          />
        ) : null}
        <ProductPage data={{ ...data, detail: mapDeferred(data.product$, (p) => p && detailOf(p, place)) }} />
      </>
    ),
  });
}
