// The cache tags of what a sync wrote (docs/decisions/076): the site purges exactly these, so an
// edit retires only the pages that show what changed. The site tags a page by the rows its
// queries read (worker/edge-cache/page-tags.ts), for a table T: `T:<id>` a row it shows, `T` a
// list of T (which rows, in which order), `T:*` any read of T no row can be told from. So:
//   - a changed row of T purges `T:<id>` and `T:*`;
//   - it purges `T` too when it came or went, or changed a column lists select or sort by;
//   - a changed row of a table read only through its parent (tickets, post-tag links) purges
//     the table whole (`C`, `C:*`): its parent's tag goes too, as the parent counts as changed.

/**
 * Columns that decide which lists show a row and where (its dates, flags, order, the records it
 * belongs to), matched by the words of their names. A change to one of them purges the table's
 * lists; a title or body alone does not. The edit's own time is not one: only an editor's drafts
 * tab sorts by it, and that page is never cached.
 */
const LISTED_WORDS = [
  ...['date', 'draft', 'order', 'sort', 'position', 'featured', 'status', 'show', 'pinned', 'starts?', 'ends?'],
  ...['rank', 'locale', 'visible', 'hidden', 'kind', 'type', 'category', 'author', 'tag'],
];
const LISTED = new RegExp(`^(?:id|slug)$|_id$|_at$|(?:^|_)(?:${LISTED_WORDS.join('|')})(?:_|$)`);
const NOT_LISTED = /^(?:updated|created)_at$/;

/** Whether two copies of a row (column values in `columns` order) differ in a column lists read. */
export function listedChange(
  columns: readonly string[],
  before: readonly unknown[],
  after: readonly unknown[],
): boolean {
  return columns.some(
    (name, i) => LISTED.test(name) && !NOT_LISTED.test(name) && JSON.stringify(before[i]) !== JSON.stringify(after[i]),
  );
}

/** The tags of a record's main row that changed: `before` or `after` missing when it came or went. */
export function recordTags(
  table: string,
  id: number,
  columns: readonly string[],
  before?: readonly unknown[],
  after?: readonly unknown[],
): string[] {
  const list = !before || !after || listedChange(columns, before, after);
  return [`${table}:${id}`, `${table}:*`, ...(list ? [table] : [])];
}

/** The tags of a table changed as a whole (child rows, shared rows, their clean-up). */
export const tableTags = (table: string, ids: readonly number[] = []): string[] => [
  table,
  `${table}:*`,
  ...ids.map((id) => `${table}:${id}`),
];
