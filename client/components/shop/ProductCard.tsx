import type { ReactNode } from 'react';
import type { ImageLoad } from '#client/components/image-loading.ts';
import { formatUsd } from '#core/domain/money.ts';
import { perCardCents } from '#core/domain/shop/prices.ts';
import type { ProductSummary } from '#core/domain/shop/product.ts';
import { Price } from './Price.tsx';
import { PRODUCT_GRID_SIZES, ProductImage } from './ProductImage.tsx';
import { SaveButton } from './SaveButton.tsx';

interface Props {
  product: ProductSummary;
  href: string;
  headingLevel?: 2 | 3;
  /** A label over the picture ("Most popular"). */
  badge?: string;
  /** Controls beside the link (a save button, the promotion's details). */
  action?: ReactNode;
  /** The first cards of a list are in the first screen: they load at once. */
  imageLoad?: ImageLoad;
  /** The picture's width in the grid the card is in. */
  imageSizes?: string;
  /** Whether the card offers its save button (not in the saved products themselves, which offer Remove). */
  saveable?: boolean;
}

/**
 * A product in a list: its picture, name and price (or that it is not for sale now); the whole card
 * links to the product page.
 */
export function ProductCard({
  product,
  href,
  headingLevel = 3,
  badge,
  action,
  imageLoad,
  imageSizes = PRODUCT_GRID_SIZES,
  saveable = true,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card h-full" data-testid="product-card" data-sku={product.sku}>
      <ProductImage url={product.imageUrl} alt="" sizes={imageSizes} load={imageLoad} />
      {badge ? <p className="badge-brand absolute left-3 top-3 m-0">{badge}</p> : null}
      <div className="shop-card-body">
        <Heading className="m-0 text-sm font-semibold sm:text-base">
          <a href={href} className="card-link">
            {product.name}
          </a>
        </Heading>
        {/* A product the store does not sell now shows no price, so nothing reads as on offer. */}
        {product.unavailable ? (
          <p className="m-0 text-sm font-semibold text-slate-600" data-testid="product-unavailable">
            Not available to order right now
          </p>
        ) : product.perCard ? (
          // Cards lead with their pack's price, what the cart is charged and what price sorts go
          // by, the price per card beside it.
          <div>
            <Price product={{ ...product, perCard: false }} />
            <p className="m-0 text-sm text-slate-600" data-testid="per-card-price">
              {`a pack, ${formatUsd(perCardCents(product.priceCents))} per card`}
            </p>
          </div>
        ) : (
          <Price product={product} />
        )}
        <div className="card-inner-link mt-auto flex min-h-11 flex-wrap items-center justify-between gap-2">
          {saveable ? <SaveButton productId={product.id} name={product.name} /> : null}
          {action}
        </div>
      </div>
    </article>
  );
}
