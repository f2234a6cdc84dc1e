// The tags a page gets from its queries (worker/edge-cache/page-tags.ts) and those a sync purges
// for what it wrote (sync/write/purge-tags.ts) must meet: an edit purges a tag of every page that
// shows it, and a title edit none of the lists that do not (docs/decisions/076).
import { describe, expect, it } from 'vitest';
import { listedChange, recordTags } from '#sync/write/purge-tags.ts';
import { tagsOfQuery } from '#worker/edge-cache/page-tags.ts';

const LIST =
  'select "blog_posts"."id", "blog_posts"."title", "blog_authors"."name" as "author_name" from "blog_posts" ' +
  'left join "blog_authors" on ("blog_authors"."id" = "blog_posts"."author_id") where ("blog_posts"."is_draft" ' +
  '= ?) order by "blog_posts"."published_at" desc limit ?';
const ONE = 'select "blog_posts"."id", "blog_posts"."title" from "blog_posts" where "blog_posts"."slug" = ? limit ?';

describe('a page tagged by its queries', () => {
  it('tags a list with its rows, the list itself, and what it joins', () => {
    expect(tagsOfQuery(LIST, [{ id: 3 }, { id: 7 }]).sort()).toEqual([
      'blog_authors:*',
      'blog_posts',
      'blog_posts:3',
      'blog_posts:7',
    ]);
  });
  it('tags a read pinned to one slug with its row only', () => {
    expect(tagsOfQuery(ONE, [{ id: 3 }])).toEqual(['blog_posts:3']);
  });
  it("tags a list filtered by a sub-select on another table's slug as a list (decision 098)", () => {
    const byCategory =
      'select "blog_posts"."id" from "blog_posts" where "blog_posts"."category_id" = (select "id" from ' +
      '"blog_categories" where "blog_categories"."slug" = ?) limit ?';
    expect(tagsOfQuery(byCategory, [{ id: 3 }]).sort()).toEqual(['blog_categories:*', 'blog_posts', 'blog_posts:3']);
  });
  it('tags a text search with every row of its table, and ignores tables only triggers write', () => {
    const search =
      'select "id" from "blog_posts" where "blog_posts_fts" MATCH ? and "id" in (select "post_id" from "post_lists")';
    expect(tagsOfQuery(search, [{ id: 1 }]).sort()).toEqual(['blog_posts', 'blog_posts:*', 'blog_posts:1']);
  });
});

describe('what a sync purges', () => {
  const columns = ['id', 'slug', 'title', 'published_at', 'updated_at', 'category_id'];
  const before = [3, 'a-post', 'Old title', '2026-01-01', '2026-01-02', 4];
  it('purges a title edit by the row alone: the lists that do not show it stay', () => {
    const after = [3, 'a-post', 'New title', '2026-01-01', '2026-11-27', 4];
    expect(listedChange(columns, before, after)).toBe(false);
    expect(recordTags('blog_posts', 3, columns, before, after)).toEqual(['blog_posts:3', 'blog_posts:*']);
  });
  it('purges the lists too when the row moves in them, comes or goes', () => {
    for (const after of [
      [3, 'a-post', 'Old title', '2026-11-01', '2026-01-02', 4],
      [3, 'a-post', 'Old title', '2026-01-01', '2026-01-02', 5],
    ])
      expect(recordTags('blog_posts', 3, columns, before, after)).toContain('blog_posts');
    expect(recordTags('blog_posts', 3, columns, undefined, before)).toContain('blog_posts');
    expect(recordTags('blog_posts', 3, columns, before, undefined)).toContain('blog_posts');
  });
  it('meets the page tags: every page that read the row has a tag the edit purges', () => {
    const purged = new Set(
      recordTags('blog_posts', 3, columns, before, [3, 'a-post', 'New', '2026-01-01', '2026-01-02', 4]),
    );
    for (const page of [tagsOfQuery(LIST, [{ id: 3 }]), tagsOfQuery(ONE, [{ id: 3 }])])
      expect(page.some((t) => purged.has(t))).toBe(true);
    expect(tagsOfQuery(LIST, [{ id: 8 }]).some((t) => purged.has(t))).toBe(false);
  });
});
