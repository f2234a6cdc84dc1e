// The lists a post section pages through (docs/decisions/055): each list's size and every 20th
// post of it, kept by the triggers of migration 0009 through any mix of changes the sync makes,
// and every page read through them exactly as counting and skipping would read it, at a cost
// that does not grow with the list.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentDb } from '#worker/db/client.ts';
import { blogHome, postList } from '#worker/db/queries/blog.ts';
import { p2pList } from '#worker/db/queries/p2p.ts';
import { LIST_MARK_EVERY } from '#worker/db/queries/stored-lists.ts';

/** One handle reads many pages here; a page's own 2 s for D1 (decision 078) is a request's, not a test's. */
const TEST_DEADLINE_MS = 60_000;

interface Post {
  id: number;
  publishedAt: string | null;
  categoryId: number | null;
  authorId: number | null;
  isDraft: boolean;
}

const TABLES = { blog: 'blog_posts', p2p: 'p2p_posts' } as const;
type Section = keyof typeof TABLES;

/** What the sync does at the end of every batch that changes content (sync/write/content-version.ts). */
const bump = () =>
  env.DB.prepare(
    "INSERT INTO content_version (id, version, changed_at) VALUES (1, 1, 'now') ON CONFLICT (id) DO UPDATE SET " +
      'version = version + 1, changed_at = excluded.changed_at',
  );

const insert = (section: Section, p: Post) =>
  env.DB.prepare(
    `INSERT INTO ${TABLES[section]} (id, slug, title, published_at, category_id, author_id, is_draft) VALUES ` +
      `(?, ?, ?, ?, ?, ?, ?)`,
  ).bind(p.id, `${section}-post-${p.id}`, `Post ${p.id}`, p.publishedAt, p.categoryId, p.authorId, p.isDraft ? 1 : 0);

const remove = (section: Section, id: number) => env.DB.prepare(`DELETE FROM ${TABLES[section]} WHERE id = ?`).bind(id);

/** A few dates only, so that posts share one and the id decides. */
const dateOf = (day: number) => `2025-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** No posts, and nothing kept: every run starts from an empty D1. */
async function clear() {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM blog_posts'),
    env.DB.prepare('DELETE FROM p2p_posts'),
    env.DB.prepare('DELETE FROM blog_featured'),
    env.DB.prepare('DELETE FROM post_lists'),
    env.DB.prepare('DELETE FROM post_list_marks'),
  ]);
}

beforeEach(clear);

/** The posts of a list, oldest first, as the triggers' rule has it: published and dated. */
function listed(posts: Iterable<Post>, family: 'all' | 'category' | 'author', owner: number): Post[] {
  return [...posts]
    .filter((p) => !p.isDraft && p.publishedAt !== null)
    .filter((p) => family === 'all' || (family === 'category' ? p.categoryId : p.authorId) === owner)
    .sort((a, b) => (a.publishedAt! < b.publishedAt! ? -1 : a.publishedAt! > b.publishedAt! ? 1 : a.id - b.id));
}

/** Every list's size and marks, against the posts themselves. */
async function expectStored(section: Section, posts: Map<number, Post>) {
  const lists = (
    await env.DB.prepare('SELECT family, owner, size, dirty_published_at AS dirty FROM post_lists WHERE section = ?')
      .bind(section)
      .all<{
        family: 'all' | 'category' | 'author';
        owner: number;
        size: number;
        dirty: string | null;
      }>()
  ).results;
  const marks = (
    await env.DB.prepare(
      'SELECT family, owner, rank, post_id AS id FROM post_list_marks WHERE section = ? ORDER BY family, owner, rank',
    )
      .bind(section)
      .all<{ family: string; owner: number; rank: number; id: number }>()
  ).results;
  const owners = (key: 'categoryId' | 'authorId') =>
    new Set([...posts.values()].map((p) => p[key]).filter((o): o is number => o !== null));
  const families = [
    ['all', [0]],
    ['category', [...owners('categoryId')]],
    ['author', [...owners('authorId')]],
  ] as const;
  for (const [family, ownerIds] of families) {
    for (const owner of ownerIds) {
      const expected = listed(posts.values(), family, owner);
      const list = lists.find((l) => l.family === family && l.owner === owner);
      expect(list?.size ?? 0, `${section} ${family} ${owner} size`).toBe(expected.length);
      expect(list?.dirty ?? null, `${section} ${family} ${owner} renumbered`).toBeNull();
      expect(
        marks.filter((m) => m.family === family && m.owner === owner).map((m) => [m.rank, m.id]),
        `${section} ${family} ${owner} marks`,
      ).toEqual(expected.flatMap((p, rank) => (rank % LIST_MARK_EVERY === 0 ? [[rank, p.id]] : [])));
    }
  }
}

/**
 * A post as the CMS might send it: undated now and then, without a category or author now and then;
 * every fifth a draft.
 */
const postArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    publishedAt: fc.option(fc.integer({ min: 1, max: 9 }).map(dateOf), { freq: 8 }),
    categoryId: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 6 }),
    authorId: fc.option(fc.integer({ min: 1, max: 2 }), { freq: 6 }),
    isDraft: fc.constant(id % 5 === 0),
  });

describe('the kept lists (migration 0009)', () => {
  it('keep every list’s size and marks in step with the posts, through any mix of the sync’s batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(
            fc.oneof(
              {
                weight: 5,
                arbitrary: fc.record({
                  op: fc.constant('insert' as const),
                  post: fc.integer({ min: 1, max: 120 }).chain(postArb),
                }),
              },
              {
                weight: 2,
                arbitrary: fc.record({ op: fc.constant('delete' as const), id: fc.integer({ min: 1, max: 120 }) }),
              },
              {
                weight: 2,
                arbitrary: fc.record({
                  op: fc.constant('update' as const),
                  id: fc.integer({ min: 1, max: 120 }),
                  set: fc.constantFrom('published_at', 'category_id', 'author_id', 'is_draft', 'title'),
                  value: fc.integer({ min: 1, max: 9 }),
                }),
              },
            ),
            { minLength: 1, maxLength: 40 },
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom<Section>('blog', 'p2p'),
        async (batches, section) => {
          await clear();
          const posts = new Map<number, Post>();
          for (const batch of batches) {
            const statements: D1PreparedStatement[] = [];
            for (const change of batch) {
              if (change.op === 'insert') {
                // The sync replaces a changed record: its row is deleted and written again.
                if (posts.has(change.post.id)) statements.push(remove(section, change.post.id));
                statements.push(insert(section, change.post));
                posts.set(change.post.id, { ...change.post });
              } else if (change.op === 'delete') {
                statements.push(remove(section, change.id));
                posts.delete(change.id);
              } else {
                const post = posts.get(change.id);
                if (!post) continue;
                const value =
                  change.set === 'published_at'
                    ? dateOf(change.value)
                    : change.set === 'is_draft'
                      ? change.value % 2
                      : change.set === 'title'
                        ? `Title ${change.value}`
                        : (change.value % 3) + 1;
                statements.push(
                  env.DB.prepare(`UPDATE ${TABLES[section]} SET ${change.set} = ? WHERE id = ?`).bind(value, change.id),
                );
                if (change.set === 'published_at') post.publishedAt = value as string;
                if (change.set === 'is_draft') post.isDraft = value === 1;
                if (change.set === 'category_id') post.categoryId = value as number;
                if (change.set === 'author_id') post.authorId = value as number;
              }
            }
            await env.DB.batch([...statements, bump()]);
            await expectStored(section, posts);
          }
        },
      ),
      { numRuns: 40, seed: 20261124 },
    );
  });

  it('counts and marks the posts already in D1 when the migration runs', async () => {
    const posts = new Map(
      Array.from({ length: 130 }, (_, i): [number, Post] => [
        i + 1,
        {
          id: i + 1,
          publishedAt: i % 11 ? dateOf(1 + (i % 9)) : null,
          categoryId: i % 4 || null,
          authorId: (i % 3) + 1,
          isDraft: i % 6 === 0,
        },
      ]),
    );
    await env.DB.batch([...[...posts.values()].flatMap((p) => [insert('blog', p), insert('p2p', p)]), bump()]);
    // As D1 was before migration 0009: nothing kept. Then its statements that fill what is kept.
    await env.DB.batch([env.DB.prepare('DELETE FROM post_lists'), env.DB.prepare('DELETE FROM post_list_marks')]);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0009_'))!;
    const backfill = migration.queries.filter((q) =>
      /^(?:--[^\n]*\n)*\s*(?:INSERT INTO post_lists|UPDATE `content_version`)/.test(q),
    );
    expect(backfill.length).toBe(7);
    for (const q of backfill) await env.DB.prepare(q).run();
    await expectStored('blog', posts);
    await expectStored('p2p', posts);
  });

  it('renumber a list from its oldest change on: a new post costs the same whatever the list’s length', async () => {
    /** The rows the batch that adds the newest post reads, after `n` posts. */
    const appendAfter = async (n: number) => {
      await clear();
      const posts = Array.from(
        { length: n },
        (_, i): Post => ({ id: i + 1, publishedAt: dateOf(1 + (i % 9)), categoryId: 1, authorId: 1, isDraft: false }),
      );
      for (let i = 0; i < n; i += 500)
        await env.DB.batch([...posts.slice(i, i + 500).map((p) => insert('blog', p)), bump()]);
      const added = await env.DB.batch([
        insert('blog', {
          id: n + 1,
          publishedAt: '2026-01-01T00:00:00.000Z',
          categoryId: 1,
          authorId: 1,
          isDraft: false,
        }),
        bump(),
      ]);
      return added[1]!.meta.rows_read;
    };
    const small = await appendAfter(200);
    // Three lists (all, its category, its author), each renumbered from its last mark on: about 20
    // posts each, and their rows.
    expect(small).toBeLessThan(300);
    expect(await appendAfter(2000)).toBeLessThanOrEqual(small + 10);
  });
});

/** A published post of the blog with a slug a page shows. */
const slugOf = (section: Section, id: number) => `${section}-post-${id}`;

describe('pages read through the kept lists', () => {
  /** Posts enough for deep pages: 460, on 23 days (ties decided by id), three categories, two authors. */
  const posts = Array.from({ length: 460 }, (_, i): Post => {
    const id = i + 1;
    return {
      id,
      publishedAt: id % 23 === 0 ? null : dateOf(1 + ((id % 23) % 28)),
      categoryId: (id % 3) + 1,
      authorId: (id % 2) + 1,
      isDraft: id % 7 === 0,
    };
  });
  const FEATURED = 211;

  async function fill(section: Section) {
    await env.DB.batch([
      ...posts.map((p) => insert(section, p)),
      env.DB.prepare('INSERT INTO blog_featured (id, post_id) VALUES (1, ?)').bind(FEATURED),
      bump(),
    ]);
  }

  /** What counting and skipping would show: the list newest first, cut in pages of 20. */
  const pagesOf = (section: Section, list: Post[]) => {
    const newest = [...list].reverse().map((p) => slugOf(section, p.id));
    return Array.from({ length: Math.ceil(newest.length / 20) }, (_, i) => newest.slice(i * 20, i * 20 + 20));
  };

  /** Each page read as expected, with the list's total. */
  async function expectPages(
    name: string,
    expected: string[][],
    total: number,
    read: (page: number) => Promise<{ posts: { slug: string }[]; total: number }>,
  ) {
    for (const [i, slugs] of expected.entries()) {
      const page = await read(i + 1);
      expect(page.total, name).toBe(total);
      expect(
        page.posts.map((p) => p.slug),
        `${name} page ${i + 1}`,
      ).toEqual(slugs);
    }
  }

  it('shows every page of every blog list as counting and skipping would, the featured post only on top', async () => {
    await fill('blog');
    const db = contentDb(env.DB, undefined, { deadline: Date.now() + TEST_DEADLINE_MS });
    const lists: [string, Post[], { categoryId?: number; authorId?: number }][] = [
      ['all', listed(posts, 'all', 0), {}],
      ...[1, 2, 3].map((c): [string, Post[], { categoryId: number }] => [
        `category ${c}`,
        listed(posts, 'category', c),
        { categoryId: c },
      ]),
      ...[1, 2].map((a): [string, Post[], { authorId: number }] => [
        `author ${a}`,
        listed(posts, 'author', a),
        { authorId: a },
      ]),
    ];
    for (const [name, list, filter] of lists) {
      const expected = pagesOf('blog', list);
      expect(expected.length, name).toBeGreaterThan(6);
      await expectPages(name, [...expected, []], list.length, (page) =>
        postList(db, { page, includeDrafts: false, ...filter }),
      );
    }
    const home = listed(posts, 'all', 0).filter((p) => p.id !== FEATURED);
    await expectPages('home', pagesOf('blog', home), home.length, async (page) => {
      const read = await blogHome(db, { page, includeDrafts: false });
      expect(read.featured?.slug).toBe(slugOf('blog', FEATURED));
      return read;
    });
  });

  it('shows every page of pixels2Pages’ lists the same way', async () => {
    await fill('p2p');
    const db = contentDb(env.DB, undefined, { deadline: Date.now() + TEST_DEADLINE_MS });
    for (const [name, list, filter] of [
      ['all', listed(posts, 'all', 0), {}],
      ['category 2', listed(posts, 'category', 2), { categoryId: 2 }],
      ['author 1', listed(posts, 'author', 1), { authorId: 1 }],
    ] as const) {
      await expectPages(name, pagesOf('p2p', list), list.length, (page) =>
        p2pList(db, { page, includeDrafts: false, ...filter }),
      );
    }
  });

  it('stays right while marks wait for renumbering: a change without a new version reads further', async () => {
    await fill('blog');
    // An old post and a deletion, as if the batch that made them had not raised the version.
    const added: Post = { id: 900, publishedAt: dateOf(1), categoryId: 1, authorId: 1, isDraft: false };
    await env.DB.batch([insert('blog', added), remove('blog', 5)]);
    const now = [...posts.filter((p) => p.id !== 5), added];
    const db = contentDb(env.DB, undefined, { deadline: Date.now() + TEST_DEADLINE_MS });
    const expected = pagesOf('blog', listed(now, 'all', 0));
    for (const [i, slugs] of expected.entries()) {
      expect(
        (await postList(db, { page: i + 1, includeDrafts: false })).posts.map((p) => p.slug),
        `page ${i + 1}`,
      ).toEqual(slugs);
    }
  });

  it('reads as many rows for a page of a list five times as long, the last page as the first', async () => {
    let rows = 0;
    const db = contentDb(
      env.DB,
      (_ms, read) => {
        rows += read;
      },
      { deadline: Date.now() + TEST_DEADLINE_MS },
    );
    const rowsFor = async (page: number) => {
      rows = 0;
      await postList(db, { page, includeDrafts: false });
      return rows;
    };
    await fill('blog');
    const last = Math.ceil(listed(posts, 'all', 0).length / 20);
    const [first, deep, middle] = [await rowsFor(1), await rowsFor(last), await rowsFor(Math.floor(last / 2))];
    // A page, its joins (author, category), the tab strip and the list's size; from a mark, up to 19 posts more.
    expect(first).toBeLessThan(80);
    expect(deep).toBeLessThan(160);
    const more = Array.from(
      { length: 4 * posts.length },
      (_, i): Post => ({ ...posts[i % posts.length]!, id: 1000 + i }),
    );
    for (let i = 0; i < more.length; i += 500)
      await env.DB.batch([...more.slice(i, i + 500).map((p) => insert('blog', p)), bump()]);
    const longer = Math.ceil(listed([...posts, ...more], 'all', 0).length / 20);
    expect(longer).toBeGreaterThan(4 * last);
    expect(await rowsFor(1)).toBeLessThanOrEqual(first);
    expect(await rowsFor(longer)).toBeLessThanOrEqual(deep + 2 * LIST_MARK_EVERY);
    expect(await rowsFor(Math.floor(longer / 2))).toBeLessThanOrEqual(middle + 2 * LIST_MARK_EVERY);
  });
});
