import { behaviourRoot } from '#client/behaviours/marker.ts';
import { LogInToBuy } from '#client/components/account/LogInToBuy.tsx';
import { Breadcrumb, type Crumb } from '#client/components/shop/Breadcrumb.tsx';
import { PhotoBookSizes } from '#client/components/shop/PhotoBookSizes.tsx';
import { Price } from '#client/components/shop/Price.tsx';
import { ProductImage } from '#client/components/shop/ProductImage.tsx';
import { TrustLines } from '#client/components/trust/TrustLines.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { cartHoldsText } from '#core/domain/cart-count.ts';
import {
  type Chosen,
  chosenFrom,
  DESIGN_FIELD,
  MAX_QUANTITY,
  optionField,
  PRODUCT_FIELD,
  paidCents,
  QUANTITY_FIELD,
  quantityFrom,
  type VariantPricing,
  variantSummary,
} from '#core/domain/shop/detail/variant.ts';
import type { PhotoBookSize } from '#core/domain/shop/photo-book.ts';
import { lineTotalText, optionPriceText } from '#core/domain/shop/price-texts.ts';
import type { ProductSummary } from '#core/domain/shop/product.ts';
import { ratingView } from '#core/domain/shop/rating.ts';
import { printTrustLines } from '#core/domain/trust/lines.ts';
import type { BusinessDays } from '#core/domain/trust/policies.ts';
import { external } from '#core/routes/external.ts';

/**
 * The picture's width (the shop's content, as PRODUCT_GRID_SIZES says): three fifths of it beside
 * the buy box from `md` (40 px apart), half from `sm` (32 px apart), all of it on a phone.
 */
export const PRODUCT_IMAGE_SIZES =
  '(min-width: 1200px) 638px, (min-width: 992px) calc((100vw - 88px) * 0.6), (min-width: 768px) calc((100vw - ' +
  '80px) / 2), calc(100vw - 32px)';

export interface ProductOptionView {
  id: number;
  name: string;
  values: { id: number; value: string; priceCents: number | null }[];
}

export interface ProductDetail {
  summary: ProductSummary;
  description: string;
  images: string[];
  /** What the store says of it (its attributes, dimensions and sizes), as a shopper reads them. */
  specifications: { name: string; value: string }[];
  options: ProductOptionView[];
  bookSizes: PhotoBookSize[];
  rating: { average: number; count: number } | null;
  promotion: { name: string; description: string } | null;
  unavailable: boolean;
  pricing: VariantPricing;
  /** Whether a number of them can be bought at once (not a product sold by the pack). */
  takesQuantity: boolean;
  /** How long it takes to make: its own production_time, else the shipping page's for its place; null if neither. */
  production: BusinessDays | null;
}

export interface ProductCart {
  signedIn: boolean;
  logInHref: string;
  added: boolean;
  /**
   * After an add without script: how many items the store said the cart holds (the header's count
   * streams, which takes script).
   */
  cartCount: number | null;
  failure: string | null;
}

export interface ProductPageData {
  /** The catalogue above it: Create & Print, its category, its list. */
  trail: Crumb[];
  origin: string;
  /** The product page's own path: its forms' action. */
  path: string;
  /** What the URL (or the post) asks for: `option-{id}` and quantity, checked against the product's own options. */
  requested: Record<string, string>;
  /** What the list said of it: shown while the store's full response is on its way. */
  listed: ProductDetail | null;
  detail: Deferred<ProductDetail | null>;
  cart: ProductCart;
  retryHref: string;
}

interface Choice {
  chosen: Chosen;
  quantity: number;
}

function Options({
  options,
  chosen,
  pricing,
}: {
  options: ProductOptionView[];
  chosen: Chosen;
  pricing: VariantPricing;
}) {
  return options.map((o) => (
    <fieldset key={o.id} className="mt-4 border-0 p-0">
      <legend className="font-semibold">{o.name || 'Option'}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {o.values.map((value) => {
          const price = value.priceCents === null ? null : optionPriceText(pricing, o.id, value.id);
          return (
            <label
              key={value.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2"
            >
              <input
                type="radio"
                name={optionField(o.id)}
                value={value.id}
                defaultChecked={chosen[String(o.id)] === value.id}
              />
              {value.value}
              {price !== null ? <span className="text-sm text-slate-600">{price}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  ));
}

function Quantity({ quantity, id, unitCents }: { quantity: number; id: string; unitCents: number | null }) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className="font-semibold">
        Quantity
      </label>
      <input
        id={id}
        name={QUANTITY_FIELD}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        required
        defaultValue={quantity}
        className="input mt-2 block max-w-24"
      />
      {unitCents === null ? null : (
        <p className="m-0 mt-2 font-semibold" data-testid="line-total" aria-live="polite" hidden={quantity === 1}>
          {lineTotalText(quantity, unitCents)}
        </p>
      )}
    </div>
  );
}

interface BuyProps {
  detail: ProductDetail;
  cart: ProductCart;
  choice: Choice;
  path: string;
  /** The copy the no-script redirect scrolls to (the one shown without script), and whose ids are the page's. */
  anchor: boolean;
  /** The list it is sold on: where to go when it cannot be bought. */
  list: Crumb | null;
}

/**
 * The options, how many, and the two ways on: into the designer or into the cart. One form: Add to
 * cart posts it (to /api/cart with script); Start designing gets the page with the choice, which
 * sends the designer exactly what is chosen; without script Update price shows the choice's price.
 */
function Buy({ detail, cart, choice, path, anchor, list }: BuyProps) {
  if (detail.unavailable) {
    return (
      <p className="mt-6 font-semibold">
        This product is not available to order right now.{' '}
        {list ? (
          <a href={list.href} className="underline">
            {`See the other ${list.name}`}
          </a>
        ) : null}
      </p>
    );
  }
  return (
    <form
      method="post"
      action={path}
      className="mt-6"
      id={anchor ? 'add-to-cart' : undefined}
      {...behaviourRoot('add-to-cart')}
      data-product-id={detail.summary.id}
      data-pricing={JSON.stringify(detail.pricing)}
    >
      <EntryScript />
      <Options options={detail.options} chosen={choice.chosen} pricing={detail.pricing} />
      {detail.takesQuantity ? (
        <Quantity
          quantity={choice.quantity}
          id={anchor ? 'quantity' : 'streamed-quantity'}
          unitCents={detail.pricing ? paidCents(detail.pricing, choice.chosen) : null}
        />
      ) : null}
      {/* With script the price follows each choice at once (the add-to-cart behaviour). */}
      <noscript>
        <button type="submit" formMethod="get" className="btn-secondary btn-sm mt-4">
          Update price
        </button>
      </noscript>
      {cart.failure ? (
        <p className="mt-4 font-semibold text-brand-700" role="alert" data-testid="add-to-cart-error">
          {cart.failure}
        </p>
      ) : null}
      {cart.added ? (
        <p className="mt-4 font-semibold text-accent-800" role="status" tabIndex={-1} data-testid="added-to-cart">
          {`Added to your cart. ${cart.cartCount === null ? '' : `${cartHoldsText(cart.cartCount)} `}`}
          <a href={external.shoppingCart()} className="underline">
            View your cart
          </a>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3" data-cart-buttons="">
        <button
          type="submit"
          formMethod="get"
          name={DESIGN_FIELD}
          value="1"
          className="btn-primary"
          data-testid="start-designing"
        >
          Start designing
        </button>
        {cart.signedIn ? (
          <button type="submit" name={PRODUCT_FIELD} value={detail.summary.id} className="btn-secondary">
            Add to cart
          </button>
        ) : (
          <LogInToBuy logInHref={cart.logInHref} className="btn-secondary" />
        )}
      </div>
      <TrustLines lines={printTrustLines(detail.production)} />
    </form>
  );
}

function Specifications({ detail, headingId }: { detail: ProductDetail; headingId: string }) {
  if (!detail.specifications.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="specifications">
      <h2 id={headingId} className="heading-3">
        Specifications
      </h2>
      <dl className="mt-3 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2">
        {detail.specifications.map((s) => (
          <div key={s.name} className="contents">
            <dt className="font-semibold">{s.name}</dt>
            <dd className="m-0">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** `Heading`: h2 under the product's name when the list had it, the page's h1 when not. */
function Failed({ retryHref, Heading }: { retryHref: string; Heading: 'h1' | 'h2' }) {
  return (
    <div className="empty-state" role="alert" data-testid="product-error">
      <Heading className="heading-2 mt-0">This product could not be loaded just now</Heading>
      <p>Our store did not answer. Please try again in a moment.</p>
      <a href={retryHref} className="btn-primary">
        Try again
      </a>
    </div>
  );
}

/** The store's reviews, as shoppers read them; nothing where the store gives none. */
function Rating({ rating }: { rating: ProductDetail['rating'] }) {
  const view = ratingView(rating);
  if (!view) return null;
  return (
    <p className="m-0 mb-2 text-sm text-slate-700" data-testid="product-rating">
      <span aria-hidden="true">{view.text}</span>
      <span className="sr-only">{view.label}</span>
    </p>
  );
}

interface ProductProps {
  detail: ProductDetail;
  data: ProductPageData;
  /** While the store's full response is on its way: the list's copy, which can already be bought. */
  pending: boolean;
  anchor: boolean;
}

/** The product: its picture, rating, price for the choice, options, specifications and sizes. */
function Product({ detail, data, pending, anchor }: ProductProps) {
  // Both copies are in the HTML while streaming, at the same place in React's tree: the one shown
  // without script has the page's ids, the streamed one ids of its own.
  const ids = anchor
    ? { specs: 'specifications-heading', sizes: 'book-sizes' }
    : { specs: 'streamed-specifications-heading', sizes: 'streamed-book-sizes' };
  const choice = {
    chosen: chosenFrom(detail.options, (name) => data.requested[name]),
    quantity: quantityFrom(data.requested[QUANTITY_FIELD]),
  };
  return (
    <article data-testid={pending ? 'product-pending' : 'product-detail'} data-sku={detail.summary.sku}>
      {/* As the photo-product shops lay it out: a large picture beside the buy box, the details below. */}
      <div
        className="grid gap-6 sm:grid-cols-2 sm:gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-10"
        data-testid="product-top"
      >
        <ProductImage
          url={detail.images[0] ?? null}
          alt={detail.summary.name}
          sizes={PRODUCT_IMAGE_SIZES}
          load="priority"
        />
        <div data-testid="buy-box">
          <Rating rating={detail.rating} />
          {detail.unavailable ? (
            <p className="badge bg-slate-100 text-slate-700" data-testid="product-unavailable">
              Currently unavailable
            </p>
          ) : (
            <Price product={variantSummary(detail.summary, detail.pricing, choice.chosen)} large live />
          )}
          {detail.promotion ? (
            <p className="mt-2 text-sm" data-testid="product-promotion">
              <strong>{detail.promotion.name}:</strong> {detail.promotion.description}
            </p>
          ) : null}
          {detail.description ? <p className="mt-3 text-slate-700">{detail.description}</p> : null}
          <Buy
            detail={detail}
            cart={data.cart}
            choice={choice}
            path={data.path}
            anchor={anchor}
            list={data.trail.at(-1) ?? null}
          />
        </div>
      </div>
      <div className="mt-2 grid gap-x-10 md:grid-cols-2">
        <Specifications detail={detail} headingId={ids.specs} />
        <PhotoBookSizes sizes={detail.bookSizes} headingId={ids.sizes} />
      </div>
    </article>
  );
}

/** A printed product (SPEC §2.3, §3): pictures, price, options, sizes, and into the designer or the cart. */
export function ProductPage({ data }: { data: ProductPageData }) {
  const name = data.listed?.summary.name;
  return (
    <div>
      <Breadcrumb trail={name ? [...data.trail, { name, href: data.path }] : data.trail} origin={data.origin} />
      {data.listed === null ? (
        <Failed retryHref={data.retryHref} Heading="h1" />
      ) : (
        <>
          {/* Outside the streamed part: one h1, whichever copy of the product shows. */}
          <h1 className="heading-1 mb-4 sm:mb-6">{data.listed.summary.name}</h1>
          <WhenSettled value={data.detail} fallback={<Product detail={data.listed} data={data} pending anchor />}>
            {(detail) =>
              detail ? (
                <Product detail={detail} data={data} pending={false} anchor={'settled' in data.detail} />
              ) : (
                <Failed retryHref={data.retryHref} Heading="h2" />
              )
            }
          </WhenSettled>
        </>
      )}
    </div>
  );
}
