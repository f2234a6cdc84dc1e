// The tags of what a page shows, read off the queries its loader ran (docs/decisions/076). A
// sync purges the tags of what it wrote (sync/write/purge-tags.ts), so an edit retires only the
// pages that show it. Three kinds, for a table T:
//   `T:<id>`  the page shows row <id> of T (the rows the query's own table returned);
//   `T`       the page lists T: which rows exist, or their order, changes it (a query on T not
//             pinned to one id or slug);
//   `T:*`     the page reads T in a way no row can be told from (a join, a subquery, a text
//             search, a row read by its slug without its id).
// Reading them from the SQL rather than from each loader keeps every page right without a list
// to maintain: a new query tags itself.

/** More tags than this and a page is simply tagged by its tables (`T:*`): Cache-Tag is bounded too. */
export const MAX_PAGE_TAGS = 300;

const TABLE = /\b(?:from|join)\s+"(\w+)"/gi;
const SELECTED_ID = /^\s*select\s+(?:distinct\s+)?"(\w+)"\."id"/i;

/** A full-text search (FTS5's MATCH): which rows it finds depends on their text. */
const search = /\bMATCH\b/;

/** Tables the sync never writes directly (kept by triggers, or its own bookkeeping): never purged by name. */
const DERIVED = /^(?:post_lists|post_list_marks|content_version|sync_\w+|\w+_fts\w*)$/;

// Its own id or slug, not another table's (a sub-select on a category's slug filters a list).
const pinned = (sql: string, table: string) =>
  new RegExp(`(?:^|[^.])(?:"${table}"\\.)?"(?:id|slug)"\\s*=\\s*\\?`, 'i').test(
    sql.slice(sql.search(/\bwhere\b/i) + 1 || sql.length),
  );

/** The tags one query's rows give the page that read them. */
export function tagsOfQuery(sql: string, rows: readonly unknown[]): string[] {
  const tables = [...new Set([...sql.matchAll(TABLE)].map((m) => m[1]!))].filter((t) => !DERIVED.test(t));
  if (tables.length === 0) return [];
  const main = SELECTED_ID.exec(sql)?.[1] ?? tables[0]!;
  const tags: string[] = [];
  for (const table of tables) {
    if (table !== main) {
      tags.push(`${table}:*`);
      continue;
    }
    const ids = rows.flatMap((row) => {
      const id = (row as Record<string, unknown> | null)?.id;
      return typeof id === 'number' ? [id] : [];
    });
    const listed = !pinned(sql, table);
    // A text search can match any row whose text changes; a pinned read without ids cannot tell its row.
    if (search.test(sql) || (ids.length === 0 && rows.length > 0 && !listed)) tags.push(`${table}:*`);
    for (const id of ids) tags.push(`${table}:${id}`);
    if (listed) tags.push(table);
  }
  return tags;
}

/** The tags of one render, gathered as its queries answer. */
export class PageTags {
  private readonly tags = new Set<string>();
  add(sql: string, rows: readonly unknown[]): void {
    for (const tag of tagsOfQuery(sql, rows)) this.tags.add(tag);
  }
  /** The page's tags; when too many, each table's `T:*` in place of its rows (a wider purge, never a missed one). */
  list(): string[] {
    const all = [...this.tags].sort();
    if (all.length <= MAX_PAGE_TAGS) return all;
    return [...new Set(all.map((tag) => (tag.includes(':') ? `${tag.slice(0, tag.indexOf(':'))}:*` : tag)))];
  }
}
