import { CardSkeletons } from '#client/components/shop/CardSkeletons.tsx';
import { ProductCard } from '#client/components/shop/ProductCard.tsx';
import { BROWSER_GRID_SIZES } from '#client/components/shop/ProductImage.tsx';
import { QueryModal } from '#client/components/shop/QueryModal.tsx';
import { StoreRetry } from '#client/components/shop/StoreRetry.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { type BrowserState, hrefAfter } from '#core/domain/shop/browser.ts';
import type { BrowserProduct, FacetChoice, BrowserResults as Results } from './types.ts';

export const PROMOTION_PARAM = 'promotion';
/** The cards a phone shows in its first screen (two columns): their pictures load at once. */
const FIRST_ROW = 2;

/** Results already there (in time for the page's HTML, or the API's whole response), or still coming. */
export type ResultsSource = Deferred<Results | null>;

interface Props {
  path: string;
  state: BrowserState;
  keep: URLSearchParams;
  results: ResultsSource;
  /** The product whose promotion's details are open (SPEC §2.10 promotion modal). */
  promotionId: number | null;
  /** The first product, on a list whose path also serves its default product (docs/decisions/030). */
  featureFirst: boolean;
  /**
   * Whether the results open the page (a list's), so their first row's pictures load at once; below
   * other sections they wait to be near.
   */
  inFirstScreen?: boolean;
}

const SKELETONS = 8;

/** A page after the last one the store has (a hand-edited or stale link). */
export const isPastEnd = (state: BrowserState, results: Results) => state.page > results.totalPages;

function withParam(href: string, name: string, value: string): string {
  const url = new URL(href, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/**
 * The filters in the state, each a link that removes it: beside the results, so a phone sees them
 * with its filters shut.
 */
function ChosenFilters({
  path,
  state,
  keep,
  chosen,
}: Omit<Props, 'results' | 'promotionId' | 'featureFirst'> & { chosen: FacetChoice[] }) {
  if (!chosen.length) return null;
  return (
    <ul className="m-0 mb-4 flex list-none flex-wrap items-center gap-2 p-0" aria-label="Chosen filters">
      {chosen.map((f) => (
        <li key={f.slug}>
          <a
            href={hrefAfter(path, state, { type: 'remove-filter', slug: f.slug }, keep)}
            className="btn-primary px-3 py-1 text-sm"
            data-testid="remove-filter"
          >
            {f.name} <span aria-hidden="true">×</span>
            <span className="sr-only"> (remove this filter)</span>
          </a>
        </li>
      ))}
      <li>
        <a href={hrefAfter(path, state, { type: 'clear-filters' }, keep)} className="text-sm">
          Clear filters
        </a>
      </li>
    </ul>
  );
}

function Pager({
  path,
  state,
  keep,
  totalPages,
}: Omit<Props, 'results' | 'promotionId' | 'featureFirst'> & { totalPages: number }) {
  if (totalPages <= 1) return null;
  const page = Math.min(state.page, totalPages);
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4" data-testid="browser-pager">
      {page > 1 ? (
        <a href={hrefAfter(path, state, { type: 'page', page: page - 1 }, keep)} rel="prev" className="btn-secondary">
          Previous
        </a>
      ) : null}
      <span>{`Page ${page} of ${totalPages}`}</span>
      {page < totalPages ? (
        <a href={hrefAfter(path, state, { type: 'page', page: page + 1 }, keep)} rel="next" className="btn-secondary">
          Next
        </a>
      ) : null}
    </nav>
  );
}

/**
 * The offer on one product: what it takes off this product, then the promotion's own words, which
 * the store writes once for every product in it (a photo book may be in "Holiday Photo Gifts"), so
 * they are shown as the offer's terms, not as words about this product.
 */
function Promotion({ product, closeHref }: { product: BrowserProduct; closeHref: string }) {
  const promo = product.promotion!;
  const title = promo.percentOff !== null ? `${promo.percentOff}% off the ${product.summary.name}` : promo.name;
  return (
    <QueryModal id="promotion-modal" title={title} closeHref={closeHref}>
      {promo.name ? <p className="muted m-0">{`Part of our ${promo.name} offer.`}</p> : null}
      {promo.description ? <p className="text-sm">{`Offer terms: ${promo.description}`}</p> : null}
      <p className="mb-0 mt-6">
        <a href={product.href} className="btn-primary w-full sm:w-auto" data-autofocus="">
          Shop now<span className="sr-only">{`: ${product.summary.name}`}</span>
        </a>
      </p>
    </QueryModal>
  );
}

function Shown({ results, ...props }: Omit<Props, 'results'> & { results: Results | null }) {
  const here = hrefAfter(props.path, props.state, { type: 'page', page: props.state.page }, props.keep);
  if (!results) {
    return <StoreRetry message="Our products could not be loaded just now." retryHref={here} testId="browser-error" />;
  }
  if (isPastEnd(props.state, results)) {
    // Only when the store answered after the page was sent; in time, the page is a 404.
    const last = hrefAfter(props.path, props.state, { type: 'page', page: results.totalPages }, props.keep);
    return (
      <p className="empty-state" data-testid="browser-past-end">
        {`There is no page ${props.state.page}: these products fill ` +
          `${results.totalPages === 1 ? 'one page' : `${results.totalPages} pages`}. `}
        <a href={last}>Go to the last page</a>
      </p>
    );
  }
  const open = results.products.find((p) => p.summary.id === props.promotionId && p.promotion);
  return (
    <>
      <ChosenFilters path={props.path} state={props.state} keep={props.keep} chosen={results.selected} />
      {results.products.length === 0 && results.totalPages > 1 ? (
        // The store has more pages of results; none of this one's is for sale now (never "no products" beside a pager).
        <p className="empty-state" data-testid="browser-empty-page">
          Nothing on this page can be ordered right now. The other pages have more.
        </p>
      ) : results.products.length === 0 ? (
        <p className="empty-state" data-testid="browser-empty">
          No products match. <a href={props.path}>See them all</a>
        </p>
      ) : (
        <ul className="browser-grid" data-testid="browser-results">
          {results.products.map((p, i) => (
            <li key={p.summary.id}>
              <ProductCard
                product={p.summary}
                href={p.href}
                badge={props.featureFirst && i === 0 && props.state.page === 1 ? 'Most popular' : undefined}
                imageLoad={props.inFirstScreen !== false && i < FIRST_ROW ? 'eager' : 'lazy'}
                imageSizes={BROWSER_GRID_SIZES}
                action={
                  p.promotion ? (
                    <a
                      href={withParam(here, PROMOTION_PARAM, String(p.summary.id))}
                      className="text-sm font-semibold"
                      id={`promotion-${p.summary.id}`}
                    >
                      See the offer<span className="sr-only"> on {p.summary.name}</span>
                    </a>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pager path={props.path} state={props.state} keep={props.keep} totalPages={results.totalPages} />
      {open ? <Promotion product={open} closeHref={`${here}#promotion-${open.summary.id}`} /> : null}
    </>
  );
}

/** The browser's chosen filters, results and pages, streamed in when the store answers late. */
export function BrowserResults({ results, ...props }: Props) {
  return (
    <WhenSettled
      value={results}
      fallback={<CardSkeletons count={SKELETONS} testId="browser-loading" grid="browser-grid" />}
    >
      {(settled) => <Shown {...props} results={settled} />}
    </WhenSettled>
  );
}
