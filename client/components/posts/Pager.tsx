/** Newer / older links and "Page N of M" for a paged list; nothing when there is one page. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className="btn-secondary btn-sm">
          ← Newer posts
        </a>
      ) : (
        <span />
      )}
      <span aria-current="page">{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next" className="btn-secondary btn-sm">
          Older posts →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
