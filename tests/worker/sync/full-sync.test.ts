// A full sync against the fixture CMS lands every collection in D1 with the right rows.
import { beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../../sync/collections/index.ts';
import { CMS_URL, clearDb, cmsRequests, count, dump, ftsIds, logRows, resetCms, rows, sync, syncOne } from './helpers.ts';

describe('full sync', () => {
  beforeAll(async () => {
    await resetCms();
    await clearDb();
    const results = await sync();
    expect(results.filter((r) => r.status !== 'ok')).toEqual([]);
  });

  it('writes one ok log row per collection with the counts', async () => {
    const log = await logRows();
    expect(log.map((r) => r.collection).sort()).toEqual([...COLLECTION_NAMES].sort());
    for (const row of log) {
      expect(row, row.collection).toMatchObject({ status: 'ok', trigger: 'manual', deleted: 0, error: null });
      expect(row.changed, row.collection).toBe(row.fetched);
      expect(row.finished_at! >= row.started_at).toBe(true);
      expect(row.started_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const fetched = Object.fromEntries(log.map((r) => [r.collection, r.fetched]));
    expect(fetched).toEqual({
      'blog-posts': 49, 'blog-authors': 5, 'blog-categories': 6, 'blog-post-featured': 1,
      'p-2-p-posts': 25, 'p-2-p-authors': 3, 'p-2-p-categories': 5, 'p-2-p-homepage-pinned': 1,
      'p-2-p-homepage-slides': 4, 'p-2-p-sharing-tips': 5, events: 4, 'team-members': fetched['team-members'],
      'press-releases': fetched['press-releases'], 'news-articles': 12, faqs: 3,
    });
    expect(fetched['team-members']).toBeGreaterThan(0);
    expect(fetched['press-releases']).toBeGreaterThan(0);
  });

  it('lands blog posts with absolute images, tags, drafts flagged and UTC dates', async () => {
    expect(await count('blog_posts')).toBe(49);
    expect(await count('blog_posts', 'is_draft = 1')).toBe(3);
    expect(await count('blog_posts', 'is_draft = 1 AND published_at IS NULL')).toBe(3);
    const [post] = await rows('SELECT * FROM blog_posts WHERE slug = ?', 'how-to-digitize-vhs-tapes-before-they-fade');
    expect(post).toMatchObject({
      id: 1,
      title: 'How to Digitize VHS Tapes Before They Fade',
      image_url: `${CMS_URL}/uploads/blog-how-to-digitize-vhs-tapes-before-they-fade.svg`,
      image_alt: 'How to Digitize VHS Tapes Before They Fade',
      tag_slug: 'vhs',
      tag_name: 'VHS & Camcorder Tapes',
      author_id: 1,
      category_id: 1,
      published_at: '2026-11-03T14:07:00.000Z',
      is_draft: 0,
    });
    expect(post!.content_html).toMatch(/^<p>A practical guide/);
    expect(post!.body_text).toMatch(/^A practical guide to getting decades of home video/);
    expect(post!.body_text).not.toMatch(/[<>]/);
    const [draft] = await rows('SELECT is_draft, published_at FROM blog_posts WHERE slug = ?', 'photo-book-trends-2027');
    expect(draft).toEqual({ is_draft: 1, published_at: null });
  });

  it('lands blog authors, categories and the featured post', async () => {
    expect(await rows('SELECT id, slug, name, avatar_url FROM blog_authors ORDER BY id')).toEqual([
      { id: 1, slug: 'margaret-okafor', name: 'Margaret Okafor', avatar_url: `${CMS_URL}/uploads/author-margaret-okafor.svg` },
      { id: 2, slug: 'daniel-brooks', name: 'Daniel Brooks', avatar_url: `${CMS_URL}/uploads/author-daniel-brooks.svg` },
      { id: 3, slug: 'sofia-lindqvist', name: 'Sofia Lindqvist', avatar_url: `${CMS_URL}/uploads/author-sofia-lindqvist.svg` },
      { id: 4, slug: 'hank-whitaker', name: 'Hank Whitaker', avatar_url: `${CMS_URL}/uploads/author-hank-whitaker.svg` },
      { id: 5, slug: 'priya-raman', name: 'Priya Raman', avatar_url: null },
    ]);
    expect(await rows('SELECT slug, show_in_nav, sort_order FROM blog_categories WHERE id IN (4, 5) ORDER BY id')).toEqual([
      { slug: 'family-history', show_in_nav: 1, sort_order: 3 },
      { slug: 'gift-ideas', show_in_nav: 0, sort_order: 4 },
    ]);
    expect(await rows('SELECT * FROM blog_featured')).toEqual([{ id: 1, post_id: 36 }]);
  });

  it('keeps the blog search index in step: a word from a body finds its post', async () => {
    // "binder" is in some bodies and in no title or description: only body_text can find it.
    const expected = (await rows<{ id: number }>(
      "SELECT id FROM blog_posts WHERE body_text LIKE '%binder%' AND title NOT LIKE '%binder%' AND description NOT LIKE '%binder%' ORDER BY id",
    )).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ftsIds('blog_posts_fts', 'binder')).toEqual(expected);
    expect(await ftsIds('blog_posts_fts', 'body_text:"prepaid tracked box"')).toContain(1);
    expect(await ftsIds('blog_posts_fts', 'xyzzyplugh')).toEqual([]);
  });

  it('lands p2p posts with their tags, and the p2p search index', async () => {
    expect(await count('p2p_posts')).toBe(25);
    expect(await count('p2p_posts', 'is_draft = 1')).toBe(2);
    expect(await count('p2p_tags')).toBe(8);
    const [post] = await rows('SELECT * FROM p2p_posts WHERE slug = ?', 'video-getting-started-with-artisan');
    expect(post).toMatchObject({
      id: 18, type: 'video', member_only: 0, category_id: 3, author_id: 2,
      video_url: 'https://videos.forever-memories.example/pixels2pages/video-getting-started-with-artisan',
      image_url: `${CMS_URL}/uploads/p2p-video-getting-started-with-artisan.svg`,
    });
    expect(await rows('SELECT t.slug FROM p2p_post_tags pt JOIN p2p_tags t ON t.id = pt.tag_id WHERE pt.post_id = 2 ORDER BY t.slug'))
      .toEqual([{ slug: 'color' }, { slug: 'heritage' }]);
    expect(await rows('SELECT name FROM p2p_tags WHERE slug = ?', 'color')).toEqual([{ name: 'Colour' }]);
    expect(await count('p2p_post_tags')).toBe(38);
    expect(await ftsIds('p2p_posts_fts', 'walkthrough')).toContain(18);
  });

  it('lands p2p authors, categories, pinned posts, slides and sharing tips', async () => {
    expect(await count('p2p_authors')).toBe(3);
    expect(await rows('SELECT id, show_in_search FROM p2p_categories ORDER BY id')).toEqual([
      { id: 1, show_in_search: 1 }, { id: 2, show_in_search: 1 }, { id: 3, show_in_search: 1 }, { id: 4, show_in_search: 0 }, { id: 5, show_in_search: 0 },
    ]);
    expect(await rows('SELECT * FROM p2p_homepage_pinned')).toEqual([{ id: 1, post1_id: 1, post2_id: 4 }]);
    expect(await rows('SELECT id, link_url, sort_order, is_draft FROM p2p_homepage_slides ORDER BY id')).toEqual([
      { id: 1, link_url: '/pixels2pages/posts', sort_order: 1, is_draft: 0 },
      { id: 2, link_url: '/pixels2pages/posts/gratitude-challenge', sort_order: 2, is_draft: 0 },
      { id: 3, link_url: '/pixels2pages/posts/blueprint-family-tree-spread', sort_order: 3, is_draft: 0 },
      { id: 4, link_url: '/pixels2pages/categories/live-classes', sort_order: 4, is_draft: 1 },
    ]);
    expect(await rows('SELECT title, body_html FROM p2p_sharing_tips WHERE id = 1')).toEqual([
      { title: 'Credit the kit', body_html: '<p>Mention the kit or blueprint you used so others can find it.</p>' },
    ]);
  });

  it('lands events with theme pattern numbers, tickets and sections', async () => {
    expect(await rows('SELECT id, slug, theme_pattern, primary_color, is_draft FROM events ORDER BY id')).toEqual([
      { id: 1, slug: 'preserve-and-share-summit-2027', theme_pattern: 3, primary_color: '#355070', is_draft: 0 },
      { id: 2, slug: 'digital-scrapbooking-retreat-2027', theme_pattern: 7, primary_color: '#6d597a', is_draft: 0 },
      { id: 3, slug: 'family-history-day-2026', theme_pattern: 12, primary_color: '#7f5539', is_draft: 0 },
      { id: 4, slug: 'fall-heritage-workshop-2027', theme_pattern: 16, primary_color: '#2f5d62', is_draft: 1 },
    ]);
    expect(await rows('SELECT badge_text, image_url, ends_at FROM events WHERE id = 4')).toEqual([{ badge_text: 'Coming soon', image_url: null, ends_at: null }]);
    expect(await rows('SELECT id, event_id, store_sku, is_early_bird, sort_order FROM event_tickets ORDER BY event_id, sort_order')).toEqual([
      { id: 1, event_id: 1, store_sku: 'EVT-PSS27-EARLY', is_early_bird: 1, sort_order: 0 },
      { id: 2, event_id: 1, store_sku: 'EVT-PSS27-GA', is_early_bird: 0, sort_order: 1 },
      { id: 3, event_id: 2, store_sku: 'EVT-RETREAT27-GA', is_early_bird: 0, sort_order: 0 },
      { id: 4, event_id: 3, store_sku: 'EVT-FHD26-GA', is_early_bird: 0, sort_order: 0 },
      { id: 5, event_id: 4, store_sku: 'EVT-FHW27-GA', is_early_bird: 0, sort_order: 0 },
    ]);
    const sections = await rows<{ position: number; kind: string; data: string }>('SELECT position, kind, data FROM event_sections WHERE event_id = 1 ORDER BY position');
    expect(sections.map((s) => s.kind)).toEqual(['agenda', 'info_card', 'video', 'faqs', 'cancellation']);
    const agenda = JSON.parse(sections[0]!.data);
    expect(agenda.title).toBe('Agenda');
    expect(agenda.items[0]).toEqual({ time: 'Thursday 9:00 AM', title: 'Opening keynote: A Century in a Shoebox', description: 'Our founders on why every family archive deserves a plan.' });
    expect(agenda.items[4].description).toBe('');
    expect(JSON.parse(sections[2]!.data)).toEqual({ title: 'Highlights from 2026', url: 'https://videos.forever-memories.example/events/summit-2026-highlights' });
    expect(JSON.parse(sections[3]!.data).items).toHaveLength(3);
    expect(await count('event_sections')).toBe(5 + 3 + 2 + 1);
  });

  it('lands team members, press releases, news articles and FAQs', async () => {
    const team = await rows<{ first_name: string; last_name: string; category: string }>('SELECT first_name, last_name, category FROM team_members');
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((m) => m.first_name && m.last_name && m.category)).toBe(true);
    expect(await count('press_releases')).toBeGreaterThan(0);
    expect(await count('news_articles')).toBe(12);
    expect(await rows('SELECT source, url FROM news_articles WHERE id = 1')).toEqual([
      { source: 'Pittsburgh Post Ledger', url: 'https://www.postledger.example/2026/saving-home-movies-before-its-too-late' },
    ]);
    const [faq] = await rows<{ entries: string }>('SELECT entries FROM faqs WHERE slug = ?', 'digital-conversion');
    const entries = JSON.parse(faq!.entries) as { question: string; answerHtml: string }[];
    expect(entries).toHaveLength(5);
    expect(entries[1]).toEqual({
      question: 'How long does digitization take?',
      answerHtml: 'Standard processing usually takes 6 to 8 weeks from the day your box arrives. <strong>Priority processing</strong> is available for an extra fee.',
    });
  });

  describe('run again', () => {
    beforeEach(() => resetCms());
    afterEach(() => resetCms());

    it('with nothing changed counts nothing and leaves every row as it was', async () => {
      const before = await dump();
      const results = await sync();
      expect(results.every((r) => r.status === 'ok' && r.changed === 0 && r.deleted === 0)).toBe(true);
      expect(await dump()).toEqual(before);
    });

    it('pages with _start/_limit, sorted by id, drafts included', async () => {
      const before = await dump();
      const result = await syncOne('blog-posts', { pageSize: 10 });
      expect(result).toMatchObject({ status: 'ok', fetched: 49, changed: 0, deleted: 0 });
      const pages = (await cmsRequests()).filter((r) => r.path === '/blog-posts');
      expect(pages.map((r) => r.query)).toEqual([0, 10, 20, 30, 40].map((start) => ({
        _publicationState: 'preview', _sort: 'id:asc', _start: String(start), _limit: '10',
      })));
      expect(await dump()).toEqual(before);
    });

    it('stops with an error when a listing never ends', async () => {
      const before = await dump();
      const result = await syncOne('blog-posts', { pageSize: 10, maxRecords: 30 });
      expect(result).toMatchObject({ status: 'error', fetched: 30 });
      expect(result.error).toMatch(/did not end after 30 records/);
      expect(await dump()).toEqual(before);
    });
  });
});
