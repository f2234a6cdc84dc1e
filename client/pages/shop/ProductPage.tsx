import { behaviourRoot } from '#client/behaviours/marker.ts';
import { PhotoBookSizes } from '#client/components/shop/PhotoBookSizes.tsx';
import { Price } from '#client/components/shop/Price.tsx';
import { ProductImage } from '#client/components/shop/ProductImage.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { formatUsd } from '#client/domain/money.ts';
import type { PhotoBookSize } from '#client/domain/shop/photo-book.ts';
import type { ProductSummary } from '#client/domain/shop/product.ts';

export interface ProductOptionView {
  id: number;
  name: string;
  values: { id: number; value: string; priceCents: number | null }[];
}

export interface ProductDetail {
  summary: ProductSummary;
  description: string;
  images: string[];
  attributes: { name: string; value: string }[];
  options: ProductOptionView[];
  bookSizes: PhotoBookSize[];
  rating: { average: number; count: number } | null;
  promotion: { name: string; description: string } | null;
  unavailable: boolean;
  designerHref: string;
}

export interface ProductCart {
  signedIn: boolean;
  logInHref: string;
  added: boolean;
  failure: string | null;
  /** The option values chosen last (option id → value id), kept when a failure shows the form again. */
  chosen: Record<string, number>;
}

export interface ProductPageData {
  list: { label: string; href: string };
  slug: string;
  /** What the list said of it: shown while the store's full answer is on its way. */
  listed: ProductDetail | null;
  detail: Deferred<ProductDetail | null>;
  cart: ProductCart;
  retryHref: string;
}

function Options({ options, chosen }: { options: ProductOptionView[]; chosen: Record<string, number> }) {
  return options.map((o) => (
    <fieldset key={o.id} className="mt-4 border-0 p-0">
      <legend className="font-semibold">{o.name || 'Option'}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {o.values.map((value, i) => (
          <label key={value.id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2">
            <input
              type="radio"
              name={`option-${o.id}`}
              value={value.id}
              defaultChecked={chosen[String(o.id)] === undefined ? i === 0 : chosen[String(o.id)] === value.id}
            />
            {value.value}
            {value.priceCents !== null ? <span className="text-sm text-slate-600">{formatUsd(value.priceCents)}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  ));
}

/** `anchor`: the copy the no-script redirect scrolls to (the one shown without script: the store's when in the HTML, else the list's). */
function Buy({ detail, cart, anchor }: { detail: ProductDetail; cart: ProductCart; anchor: boolean }) {
  if (detail.unavailable) return <p className="mt-6 font-semibold">This product is not available to order right now.</p>;
  return (
    <form method="post" className="mt-6" id={anchor ? 'add-to-cart' : undefined} {...behaviourRoot('add-to-cart')}>
      <EntryScript />
      <input type="hidden" name="product_id" value={detail.summary.id} />
      <Options options={detail.options} chosen={cart.chosen} />
      {cart.failure ? (
        <p className="mt-4 font-semibold text-brand-700" role="alert" data-testid="add-to-cart-error">
          {cart.failure}
        </p>
      ) : null}
      {cart.added ? (
        <p className="mt-4 font-semibold text-accent-800" role="status" data-testid="added-to-cart">
          Added to your cart.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3" data-cart-buttons="">
        <a href={detail.designerHref} className="btn-primary" data-testid="start-designing">
          Start designing
        </a>
        {cart.signedIn ? (
          <button type="submit" className="btn-secondary">
            Add to cart
          </button>
        ) : (
          <a href={cart.logInHref} className="btn-secondary">
            Log in to buy
          </a>
        )}
      </div>
    </form>
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

/**
 * The product; `pending` while the store's full answer is on its way. The list's copy can already
 * be bought: without script it is the one that stays on the page (docs/decisions/015).
 */
function Product({ detail, cart, pending, anchor }: { detail: ProductDetail; cart: ProductCart; pending: boolean; anchor: boolean }) {
  // Both copies are in the HTML while streaming, at the same place in React's tree: ids of their own.
  const ids = pending ? { details: 'listed-details-heading', sizes: 'listed-book-sizes' } : { details: 'details-heading', sizes: 'book-sizes' };
  return (
    <article className="grid gap-8 md:grid-cols-2" data-testid={pending ? 'product-pending' : 'product-detail'} data-sku={detail.summary.sku}>
      <div>
        <ProductImage url={detail.images[0] ?? null} alt={detail.summary.name} eager />
      </div>
      <div>
        {detail.rating ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="product-rating">
            {`Rated ${detail.rating.average.toFixed(1)} out of 10 by ${detail.rating.count} customers`}
          </p>
        ) : null}
        <div className="mt-4">
          <Price product={detail.summary} large />
        </div>
        {detail.promotion ? (
          <p className="mt-2 text-sm" data-testid="product-promotion">
            <strong>{detail.promotion.name}:</strong> {detail.promotion.description}
          </p>
        ) : null}
        {detail.description ? <p className="lead mt-4">{detail.description}</p> : null}
        <Buy detail={detail} cart={cart} anchor={anchor} />
        <PhotoBookSizes sizes={detail.bookSizes} headingId={ids.sizes} />
        {detail.attributes.length ? (
          <section aria-labelledby={ids.details} className="mt-8">
            <h2 id={ids.details} className="heading-3">
              Details
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-2">
              {detail.attributes.map((a) => (
                <div key={a.name} className="contents">
                  <dt className="font-semibold">{a.name.replace(/_/g, ' ')}</dt>
                  <dd className="m-0">{a.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** A printed product (SPEC §2.3, §3): pictures, price, options, sizes, and into the designer or the cart. */
export function ProductPage({ data }: { data: ProductPageData }) {
  return (
    <div className="page-width py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <a href={data.list.href}>{data.list.label}</a>
      </nav>
      {data.listed === null ? (
        <Failed retryHref={data.retryHref} Heading="h1" />
      ) : (
        <>
          {/* Outside the streamed part: one h1, whichever copy of the product shows. */}
          <h1 className="heading-1 mb-6">{data.listed.summary.name}</h1>
          <WhenSettled value={data.detail} fallback={<Product detail={data.listed} cart={data.cart} pending anchor />}>
            {(detail) =>
              detail ? (
                <Product detail={detail} cart={data.cart} pending={false} anchor={'settled' in data.detail} />
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
