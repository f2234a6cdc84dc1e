/**
 * Newer / older links and "Page N of M" for a paged list; nothing when there is one page. On a
 * phone the count sits on its own line above the two links.
 */
export function Pager({
  page,
  pages,
  href,
  noun = 'posts',
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** What the list holds: "Newer posts", "Older articles". */
  noun?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 grid grid-cols-2 items-center gap-3 text-sm sm:grid-cols-3">
      <span
        aria-current="page"
        className="col-span-2 text-center sm:order-2 sm:col-span-1"
      >{`Page ${page} of ${pages}`}</span>
      <span className="sm:order-1">
        {page > 1 ? (
          <a href={href(page - 1)} rel="prev" className="btn-secondary btn-sm">
            {`← Newer ${noun}`}
          </a>
        ) : null}
      </span>
      <span className="text-right sm:order-3">
        {page < pages ? (
          <a href={href(page + 1)} rel="next" className="btn-secondary btn-sm">
            {`Older ${noun} →`}
          </a>
        ) : null}
      </span>
    </nav>
  );
}
