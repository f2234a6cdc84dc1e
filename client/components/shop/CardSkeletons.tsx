/** Product cards still on their way: the same boxes as ProductCard, so nothing moves when they arrive. */
export function CardSkeletons({ count, testId }: { count: number; testId: string }) {
  return (
    <ul className="product-grid" aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by.
        <li key={i} className="card h-full">
          <div className="aspect-square w-full bg-slate-100" />
          <div className="card-body">
            <p className="m-0 text-base text-slate-600">Loading…</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
