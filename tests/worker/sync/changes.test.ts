// Edits in the CMS between runs: changed, added and deleted records, child rows, single types.
// After the first (full) run, a run reads only what changed since its cursor (issue 14).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CMS_URL,
  clearDb,
  cmsControl,
  count,
  edit,
  ftsIds,
  logRows,
  removeRecord,
  resetCms,
  rows,
  syncOne,
  upsert,
} from './helpers.ts';

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

describe('a changed record', () => {
  it('is updated and counted as changed, the rest untouched', async () => {
    await syncOne('blog-posts');
    const others = await rows('SELECT * FROM blog_posts WHERE id <> 5 ORDER BY id');
    const [before] = await rows<{ updated_at: string }>('SELECT updated_at FROM blog_posts WHERE id = 5');
    await edit('blog-posts', 5, {
      title: 'Vinegar Syndrome, Revisited',
      content: 'Acetate film gives off a smell of **zyxwaroma**.',
    });

    const result = await syncOne('blog-posts');
    // The newest stamp and the count; then the records stamped as the cursor with a later id
    // (none), those stamped later (the edited one), and the same two past it (none).
    expect(result).toMatchObject({ mode: 'changes', status: 'ok', fetched: 1, changed: 1, deleted: 0, requests: 6 });
    const [row] = await rows<Record<string, unknown>>(
      'SELECT title, content_html, body_text, updated_at FROM blog_posts WHERE id = 5',
    );
    expect(row).toMatchObject({
      title: 'Vinegar Syndrome, Revisited',
      content_html: '<p>Acetate film gives off a smell of <strong>zyxwaroma</strong>.</p>',
      body_text: 'Acetate film gives off a smell of zyxwaroma.',
    });
    expect(row!.updated_at).not.toBe(before!.updated_at);
    expect(await rows('SELECT * FROM blog_posts WHERE id <> 5 ORDER BY id')).toEqual(others);
    // The search index follows the row.
    expect(await ftsIds('blog_posts_fts', 'zyxwaroma')).toEqual([5]);
    expect(await ftsIds('blog_posts_fts', 'title:revisited')).toEqual([5]);
    expect((await logRows("collection = 'blog-posts'")).map((r) => r.changed)).toEqual([49, 1]);
  });

  it('that is published or unpublished flips its draft flag', async () => {
    await syncOne('blog-posts');
    // Unpublished: it keeps its article date. Published: a draft without one takes the publication time.
    await edit('blog-posts', 3, { published_at: null });
    await edit('blog-posts', 47, { published_at: '2026-11-20T10:00:00.000Z' });
    expect(await syncOne('blog-posts')).toMatchObject({ status: 'ok', changed: 2 });
    expect(await rows('SELECT id, is_draft, published_at FROM blog_posts WHERE id IN (3, 47) ORDER BY id')).toEqual([
      { id: 3, is_draft: 1, published_at: '2025-06-19T14:21:00.000Z' },
      { id: 47, is_draft: 0, published_at: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('whose p2p tags changed is counted, links replaced, unused tags removed', async () => {
    await syncOne('p-2-p-posts');
    // one-photo-one-color-challenge: [color] → [journaling, a brand-new tag]
    await upsert('p-2-p-tags', { id: 99, slug: 'brand-new', name: 'Brand New' });
    await edit('p-2-p-posts', 6, { tags: [3, 99] });
    expect(await syncOne('p-2-p-posts')).toMatchObject({ status: 'ok', changed: 1, deleted: 0 });
    expect(await rows('SELECT tag_id FROM p2p_post_tags WHERE post_id = 6 ORDER BY tag_id')).toEqual([
      { tag_id: 3 },
      { tag_id: 99 },
    ]);
    expect(await rows('SELECT slug, name FROM p2p_tags WHERE id = 99')).toEqual([
      { slug: 'brand-new', name: 'Brand New' },
    ]);

    // Only post 6 used tag 99: delete the post and the tag goes too.
    await removeRecord('p-2-p-posts', 6);
    expect(await syncOne('p-2-p-posts')).toMatchObject({ status: 'ok', changed: 0, deleted: 1 });
    expect(await count('p2p_tags', 'id = 99')).toBe(0);
    expect(await count('p2p_post_tags', 'post_id = 6')).toBe(0);
  });

  it('whose event tickets and sections changed is counted and its children replaced', async () => {
    await syncOne('events');
    await edit('events', 1, {
      event_theme: { id: 1, pattern: 'pattern_09', primary_color: '111111', secondary_color: '#222222' },
      tickets: [{ id: 2, name: 'Summit 2027 Full Pass', store_sku: 'EVT-PSS27-GA', is_early_bird: false }],
      sections: [{ __component: 'event.cancellation', id: 500, title: null, body: 'No refunds.' }],
    });
    expect(await syncOne('events')).toMatchObject({ status: 'ok', fetched: 1, changed: 1, deleted: 0 });
    expect(await rows('SELECT theme_pattern, primary_color FROM events WHERE id = 1')).toEqual([
      { theme_pattern: 9, primary_color: '#111111' },
    ]);
    expect(await rows('SELECT id, sort_order FROM event_tickets WHERE event_id = 1')).toEqual([
      { id: 2, sort_order: 0 },
    ]);
    expect(await rows('SELECT position, kind, data FROM event_sections WHERE event_id = 1')).toEqual([
      { position: 0, kind: 'cancellation', data: '{"title":null,"body":"<p>No refunds.</p>"}' },
    ]);
    // The other events' children are untouched.
    expect(await count('event_tickets')).toBe(6);
    expect(await count('event_sections', 'event_id <> 1')).toBe(3 + 2 + 1 + 1);
  });
});

describe('a tag renamed in the CMS', () => {
  it("does not change its posts' updated_at, so an incremental run misses it and a full run brings it", async () => {
    await syncOne('blog-posts');
    await edit('blog-tags', 2, { name: '8mm, Super 8 & 16mm Film' });
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'changes', status: 'ok', changed: 0 });
    expect(await syncOne('blog-posts', { mode: 'full' })).toMatchObject({ mode: 'full', status: 'ok', changed: 5 });
    expect(await rows("SELECT DISTINCT tag_name FROM blog_posts WHERE tag_slug = 'film'")).toEqual([
      { tag_name: '8mm, Super 8 & 16mm Film' },
    ]);
  });
});

describe('a deleted record', () => {
  it('is removed, counted, and gone from search', async () => {
    await syncOne('blog-posts');
    expect(await ftsIds('blog_posts_fts', 'title:kodachrome')).toEqual([8]);
    await removeRecord('blog-posts', 8);
    await removeRecord('blog-posts', 48);
    expect(await syncOne('blog-posts')).toMatchObject({ mode: 'changes', status: 'ok', changed: 0, deleted: 2 });
    expect(await count('blog_posts')).toBe(47);
    expect(await count('blog_posts', 'id IN (8, 48)')).toBe(0);
    expect(await ftsIds('blog_posts_fts', 'title:kodachrome')).toEqual([]);
  });

  it('takes its event tickets and sections with it', async () => {
    await syncOne('events');
    await removeRecord('events', 2);
    expect(await syncOne('events')).toMatchObject({ status: 'ok', changed: 0, deleted: 1 });
    expect(await count('event_tickets', 'event_id = 2')).toBe(0);
    expect(await count('event_sections', 'event_id = 2')).toBe(0);
    expect(await count('event_sections')).toBe(5 + 2 + 1 + 1);
  });
});

describe('an added record', () => {
  it('is inserted and counted as changed', async () => {
    await syncOne('news-articles');
    await upsert('news-articles', {
      id: 50,
      slug: 'new-coverage',
      title: 'New Coverage',
      source: 'Daily',
      url: 'https://daily.example/new',
      summary: 'S',
      image: { url: '/uploads/news.svg', alternativeText: null },
      published_at: null,
    });
    expect(await syncOne('news-articles')).toMatchObject({ status: 'ok', fetched: 1, changed: 1, deleted: 0 });
    expect(await rows('SELECT slug, image_url, is_draft FROM news_articles WHERE id = 50')).toEqual([
      { slug: 'new-coverage', image_url: `${CMS_URL}/uploads/news.svg`, is_draft: 1 },
    ]);
  });

  it('may take over the slug of a record deleted in the same run', async () => {
    await syncOne('faqs');
    await removeRecord('faqs', 2);
    await upsert('faqs', { id: 9, slug: 'cloud-storage', faq: [{ question: 'New?', answer: 'Yes.' }] });
    // The new record sits after the old one's deletion in the run: its clash is retried then.
    expect(await syncOne('faqs')).toMatchObject({ status: 'ok', changed: 1, deleted: 1, skipped: 0 });
    expect(await rows('SELECT id FROM faqs WHERE slug = ?', 'cloud-storage')).toEqual([{ id: 9 }]);
  });

  it('may take the slug another record gives up in the same run', async () => {
    await syncOne('blog-posts');
    await edit('blog-posts', 2, { slug: 'how-long-do-vhs-tapes-really-last' });
    await edit('blog-posts', 3, { slug: 'how-long-do-vhs-tapes-last' });
    expect(await syncOne('blog-posts')).toMatchObject({ status: 'ok', changed: 2, skipped: 0 });
    expect(await rows('SELECT id, slug FROM blog_posts WHERE id IN (2, 3) ORDER BY id')).toEqual([
      { id: 2, slug: 'how-long-do-vhs-tapes-really-last' },
      { id: 3, slug: 'how-long-do-vhs-tapes-last' },
    ]);
  });
});

describe('single types', () => {
  it('follow the CMS: changed, unset (404) and set again', async () => {
    await syncOne('blog-post-featured');
    expect(await rows('SELECT * FROM blog_featured')).toEqual([{ id: 1, post_id: 36 }]);

    await cmsControl('/content', { op: 'set', collection: 'blog-post-featured', record: { id: 1, blog_post: 2 } });
    expect(await syncOne('blog-post-featured')).toMatchObject({ status: 'ok', fetched: 1, changed: 1, deleted: 0 });
    expect(await rows('SELECT * FROM blog_featured')).toEqual([{ id: 1, post_id: 2 }]);

    await cmsControl('/content', { op: 'unset', collection: 'blog-post-featured' });
    expect(await syncOne('blog-post-featured')).toMatchObject({ status: 'ok', fetched: 0, changed: 0, deleted: 1 });
    expect(await count('blog_featured')).toBe(0);
  });

  it('p2p homepage pinned keeps an empty slot as null', async () => {
    await cmsControl('/content', {
      op: 'set',
      collection: 'p-2-p-homepage-pinned',
      record: { id: 1, p_2_p_post1: null, p_2_p_post2: 4 },
    });
    expect(await syncOne('p-2-p-homepage-pinned')).toMatchObject({ status: 'ok', changed: 1 });
    expect(await rows('SELECT * FROM p2p_homepage_pinned')).toEqual([{ id: 1, post1_id: null, post2_id: 4 }]);
  });

  it('an unset one (a plain-text 404) clears its row', async () => {
    await syncOne('p-2-p-homepage-pinned');
    await cmsControl('/content', { op: 'unset', collection: 'p-2-p-homepage-pinned' });
    expect(await syncOne('p-2-p-homepage-pinned')).toMatchObject({ status: 'ok', fetched: 0, deleted: 1 });
    expect(await count('p2p_homepage_pinned')).toBe(0);
  });
});
