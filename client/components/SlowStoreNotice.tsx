/**
 * Said at the top of a page whose store parts came too late for its HTML, to a visitor without
 * script (their parts keep the fallback, docs/decisions/015): the page again, waiting for the store.
 */
export function SlowStoreNotice({ href }: { href: string }) {
  return (
    <noscript>
      <p className="page-width panel mb-6" data-testid="slow-store">
        Prices are taking longer than usual to come from our store.{' '}
        <a href={href} className="underline">
          Show this page with its prices
        </a>{' '}
        (it can take a few seconds).
      </p>
    </noscript>
  );
}
