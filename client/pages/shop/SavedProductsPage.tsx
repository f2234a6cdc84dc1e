import { ProductCard } from '#client/components/shop/ProductCard.tsx';
import { StoreRetry } from '#client/components/shop/StoreRetry.tsx';
import type { ProductSummary } from '#core/domain/shop/product.ts';
import { pathTo } from '#core/routes/paths.ts';

export interface SavedRow {
  id: number;
  summary: ProductSummary;
  href: string;
}

export interface SavedProductsData {
  /** The tabs: All, then each list (its type) the saved products are sold on. */
  tabs: { list: string | null; label: string }[];
  list: string | null;
  page: number;
  rows: SavedRow[] | null;
  totalPages: number;
  removed: boolean;
  failure: string | null;
}

const href = (list: string | null, page = 1) =>
  pathTo('saved-products', {}, { list: list ?? undefined, page: page > 1 ? page : undefined });

/**
 * The signed-in user's saved products (SPEC §3), by kind, 75 a page, each leading on to its page to
 * design and buy, and with Remove.
 */
export function SavedProductsPage({ data }: { data: SavedProductsData }) {
  return (
    <div>
      <h1 className="heading-1">Saved products</h1>
      <nav aria-label="Kinds of product" className="mt-6">
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          {data.tabs.map((t) => (
            <li key={t.label}>
              <a
                href={href(t.list)}
                aria-current={t.list === data.list ? 'page' : undefined}
                className={
                  t.list === data.list
                    ? 'btn-primary px-3 py-1 text-sm'
                    : 'btn-quiet border border-slate-300 px-3 py-1 text-sm'
                }
              >
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.removed ? (
        <p className="panel mt-6 font-semibold text-accent-800" role="status">
          Removed from your saved products.
        </p>
      ) : null}
      {data.failure ? (
        <p className="mt-6 font-semibold text-brand-700" role="alert">
          {data.failure}
        </p>
      ) : null}
      <div className="mt-6">
        {data.rows === null ? (
          <StoreRetry
            message="Your saved products could not be loaded just now."
            retryHref={href(data.list, data.page)}
            testId="saved-error"
          />
        ) : data.rows.length === 0 ? (
          <p className="empty-state" data-testid="saved-empty">
            Nothing saved here yet. Save products as you{' '}
            <a href={pathTo('create-and-print')}>browse Create &amp; Print</a>.
          </p>
        ) : (
          <ul className="product-grid" data-testid="saved-products">
            {data.rows.map((row) => (
              <li key={row.id}>
                <ProductCard
                  product={row.summary}
                  headingLevel={2}
                  href={row.href}
                  saveable={false}
                  action={
                    <form method="post" className="m-0 flex flex-wrap items-center gap-2">
                      <a href={row.href} className="btn-primary px-3 py-1 text-sm" data-testid="saved-buy">
                        {row.summary.unavailable ? 'See the product' : 'Design and buy'}
                        <span className="sr-only"> {row.summary.name}</span>
                      </a>
                      <input type="hidden" name="saved_id" value={row.id} />
                      <button type="submit" className="btn-quiet border border-slate-300 px-3 py-1 text-sm">
                        Remove<span className="sr-only"> {row.summary.name}</span>
                      </button>
                    </form>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.totalPages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
          {data.page > 1 ? (
            <a href={href(data.list, data.page - 1)} rel="prev" className="btn-secondary">
              Previous
            </a>
          ) : null}
          <span>{`Page ${data.page} of ${data.totalPages}`}</span>
          {data.page < data.totalPages ? (
            <a href={href(data.list, data.page + 1)} rel="next" className="btn-secondary">
              Next
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
