/**
 * Product cards still on their way: the same boxes as ProductCard, in the grid they will fill, so
 * nothing moves when they arrive.
 */
export function CardSkeletons({
  count,
  testId,
  grid = 'product-grid',
}: {
  count: number;
  testId: string;
  grid?: 'product-grid' | 'browser-grid';
}) {
  return (
    <ul className={grid} aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by.
        <li key={i} className="card h-full">
          <div className="aspect-square w-full bg-slate-100" />
          <div className="shop-card-body">
            <p className="m-0 text-base text-slate-600">Loading…</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
