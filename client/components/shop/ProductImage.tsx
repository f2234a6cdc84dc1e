/** A product picture from the store, in a square box reserved before it loads. */
export function ProductImage({ url, alt, eager = false }: { url: string | null; alt: string; eager?: boolean }) {
  return (
    <div className="aspect-square w-full overflow-hidden bg-slate-100">
      {url ? <img src={url} alt={alt} width={400} height={400} loading={eager ? 'eager' : 'lazy'} className="h-full w-full object-contain" /> : null}
    </div>
  );
}
