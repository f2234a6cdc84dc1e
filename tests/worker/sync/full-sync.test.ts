// A full sync of the fixture CMS, which holds what a real Strapi sends filled the way editors
// fill it (issue 6): every usable record lands in D1, normalised; the unusable ones are skipped
// and logged; drafts are stored flagged in every collection.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '#sync/collections/index.ts';
import {
  CMS_URL,
  clearCmsRequests,
  clearDb,
  cmsRequests,
  count,
  dump,
  ftsIds,
  logRows,
  resetCms,
  rows,
  skipRows,
  sync,
  syncOne,
} from './helpers.ts';

describe('full sync', () => {
  beforeAll(async () => {
    await resetCms();
    await clearDb();
    const results = await sync();
    expect(results.filter((r) => r.status !== 'ok')).toEqual([]);
  });

  it('writes one ok log row per collection, with the records read, written and skipped', async () => {
    const log = await logRows();
    expect(log.map((r) => r.collection).sort()).toEqual([...COLLECTION_NAMES].sort());
    for (const row of log) {
      expect(row, row.collection).toMatchObject({ status: 'ok', trigger: 'manual', deleted: 0, error: null });
      expect(row.changed + row.skipped, row.collection).toBe(row.fetched);
      expect(row.finished_at! >= row.started_at).toBe(true);
      expect(row.started_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(Object.fromEntries(log.map((r) => [r.collection, [r.fetched, r.skipped]]))).toEqual({
      'blog-posts': [50, 1],
      'blog-authors': [6, 0],
      'blog-categories': [7, 0],
      'blog-post-featured': [1, 0],
      'p-2-p-posts': [27, 1],
      'p-2-p-authors': [3, 0],
      'p-2-p-categories': [5, 0],
      'p-2-p-homepage-pinned': [1, 0],
      'p-2-p-homepage-slides': [5, 0],
      'p-2-p-sharing-tips': [6, 0],
      events: [6, 0],
      'team-members': [17, 0],
      'press-releases': [7, 0],
      'news-articles': [13, 0],
      faqs: [4, 0],
      'page-imagery': [1, 0],
    });
  });

  it('logs each skipped record with its id, slug and reason, and remembers it', async () => {
    const [posts] = await logRows("collection = 'blog-posts'");
    expect(JSON.parse(posts!.skips!)).toEqual([
      { id: 50, slug: 'how-we-handle-mouldy-tapes', reason: 'title is empty' },
    ]);
    const [p2p] = await logRows("collection = 'p-2-p-posts'");
    expect(JSON.parse(p2p!.skips!)).toEqual([{ id: 26, slug: null, reason: 'slug is missing' }]);
    expect((await skipRows()).map((s) => [s.collection, s.record_id, s.reason])).toEqual([
      ['blog-posts', 50, 'title is empty'],
      ['p-2-p-posts', 26, 'slug is missing'],
    ]);
    expect((await count('blog_posts', 'id = 50')) + (await count('p2p_posts', 'id = 26'))).toBe(0);
  });

  it('lands blog posts: absolute image with its size variants, the article date, drafts flagged', async () => {
    expect(await count('blog_posts')).toBe(49);
    expect(await count('blog_posts', 'is_draft = 1 AND published_at IS NULL')).toBe(3);
    const [post] = await rows('SELECT * FROM blog_posts WHERE slug = ?', 'how-to-digitize-vhs-tapes-before-they-fade');
    expect(post).toMatchObject({
      id: 1,
      title: 'How to Digitize VHS Tapes Before They Fade',
      image_url: `${CMS_URL}/uploads/blog-how-to-digitize-vhs-tapes-before-they-fade.jpg`,
      image_alt: 'Rowing boats pulled up on a lake shore at dusk',
      image_width: 2100,
      image_height: 1400,
      image_srcset: ['thumbnail_', 'small_', 'medium_', 'large_', '']
        .map(
          (v, i) =>
            `${CMS_URL}/uploads/${v}blog-how-to-digitize-vhs-tapes-before-they-fade.jpg ` +
            `${[234, 500, 750, 1000, 2100][i]}w`,
        )
        .join(', '),
      tag_id: 1,
      tag_slug: 'vhs',
      tag_name: 'VHS & Camcorder Tapes',
      author_id: 1,
      category_id: 1,
      published_at: '2026-11-03T14:07:00.000Z',
      is_draft: 0,
    });
    expect(post!.content_html).toMatch(/^<p>A practical guide[^<]*<\/p>\n<h2>Before you send anything<\/h2>/);
    expect(post!.body_text).toMatch(/^A practical guide to getting decades of home video/);
    expect(post!.body_text).not.toMatch(/[<>#*]/);
  });

  it('keeps slugs as the CMS holds them', async () => {
    expect(await rows('SELECT id, slug FROM blog_posts WHERE id IN (4, 8) ORDER BY id')).toEqual([
      { id: 4, slug: '8mm_or_super_8' },
      { id: 8, slug: 'Grandmas-Kodachrome.Summer~1960' },
    ]);
    expect(await rows('SELECT slug FROM press_releases WHERE id = 5')).toEqual([
      { slug: 'press_2031~glass-plate-grant' },
    ]);
  });

  it('dates a post by publishedAt, by published_at only when publishedAt is empty', async () => {
    expect(await rows('SELECT published_at FROM blog_posts WHERE id = 2')).toEqual([
      { published_at: '2025-02-11T14:14:00.000Z' },
    ]);
    // Post 9 has no publishedAt: its publication time stands in.
    expect(await rows('SELECT published_at FROM blog_posts WHERE id = 9')).toEqual([
      { published_at: '2025-11-11T14:03:00.000Z' },
    ]);
    expect(await rows('SELECT published_at FROM p2p_posts WHERE id = 1')).toEqual([
      { published_at: '2026-11-01T00:00:00.000Z' },
    ]);
    expect(await rows('SELECT published_at FROM press_releases WHERE id = 1')).toEqual([
      { published_at: '2026-10-15T00:00:00.000Z' },
    ]);
  });

  it('keeps posts whose author, category or image the editor left empty', async () => {
    expect(
      await rows(
        'SELECT slug, author_id, category_id, image_url FROM blog_posts WHERE slug IN ' +
          "('last-minute-gifts-by-email', 'priority-processing-now-available', 'how-to-store-printed-photos') " +
          'ORDER BY slug',
      ),
    ).toEqual([
      { slug: 'how-to-store-printed-photos', author_id: 4, category_id: 3, image_url: null },
      {
        slug: 'last-minute-gifts-by-email',
        author_id: 5,
        category_id: null,
        image_url: `${CMS_URL}/uploads/blog-last-minute-gifts-by-email.jpg`,
      },
      {
        slug: 'priority-processing-now-available',
        author_id: null,
        category_id: 6,
        image_url: `${CMS_URL}/uploads/blog-priority-processing-now-available.jpg`,
      },
    ]);
    // A relation to a draft is kept: the draft flag of the author or category hides it on pages.
    expect(
      await rows(
        'SELECT author_id, category_id FROM blog_posts WHERE slug IN ' +
          "('recap-spring-digital-scrapbooking-retreat', 'inside-our-pittsburgh-digitization-lab') ORDER BY slug",
      ),
    ).toEqual([
      { author_id: 1, category_id: 7 },
      { author_id: 6, category_id: 6 },
    ]);
  });

  it('lands blog authors, categories and the featured post, drafts flagged, empty fields defaulted', async () => {
    expect(
      await rows('SELECT id, slug, bio, avatar_url, is_draft FROM blog_authors WHERE id IN (1, 5, 6) ORDER BY id'),
    ).toEqual([
      {
        id: 1,
        slug: 'margaret-okafor',
        bio: expect.stringMatching(/^Margaret runs/),
        avatar_url: `${CMS_URL}/uploads/thumbnail_author-margaret-okafor.jpg`,
        is_draft: 0,
      },
      { id: 5, slug: 'priya-raman', bio: '', avatar_url: null, is_draft: 0 },
      { id: 6, slug: 'guest-contributors', bio: 'Stories from our customers.', avatar_url: null, is_draft: 1 },
    ]);
    expect(
      await rows(
        'SELECT slug, show_in_nav, sort_order, description, is_draft FROM blog_categories WHERE id IN (4, 6, ' +
          '7) ORDER BY id',
      ),
    ).toEqual([
      {
        slug: 'family-history',
        show_in_nav: 1,
        sort_order: 3,
        description: 'Genealogy for beginners and the stories behind old photographs.',
        is_draft: 0,
      },
      { slug: 'events-and-news', show_in_nav: 0, sort_order: null, description: '', is_draft: 0 },
      { slug: 'behind-the-scenes', show_in_nav: 1, sort_order: 0, description: 'A look inside the lab.', is_draft: 1 },
    ]);
    expect(await rows('SELECT * FROM blog_featured')).toEqual([{ id: 1, post_id: 36 }]);
  });

  it('keeps the blog search index in step: a word from a body finds its post', async () => {
    // "binder" is in some bodies and in no title or description: only body_text can find it.
    const expected = (
      await rows<{ id: number }>(
        "SELECT id FROM blog_posts WHERE body_text LIKE '%binder%' AND title NOT LIKE '%binder%' AND " +
          "description NOT LIKE '%binder%' ORDER BY id",
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ftsIds('blog_posts_fts', 'binder')).toEqual(expected);
    expect(await ftsIds('blog_posts_fts', 'body_text:"prepaid tracked box"')).toContain(1);
    expect(await ftsIds('blog_posts_fts', 'xyzzyplugh')).toEqual([]);
  });

  it('lands p2p posts with their tags, a type and member flag left empty, and the p2p search index', async () => {
    expect(await count('p2p_posts')).toBe(26);
    expect(await count('p2p_posts', 'is_draft = 1')).toBe(2);
    expect(await count('p2p_tags')).toBe(8);
    const [post] = await rows('SELECT * FROM p2p_posts WHERE slug = ?', 'video-getting-started-with-artisan');
    expect(post).toMatchObject({
      id: 18,
      type: 'video',
      member_only: 0,
      category_id: 3,
      author_id: 2,
      video_url: 'https://videos.forever-memories.example/pixels2pages/video-getting-started-with-artisan',
      image_url: `${CMS_URL}/uploads/p2p-video-getting-started-with-artisan.jpg`,
    });
    expect(post!.content_html).toContain('<strong>#templates</strong>');
    expect(await rows('SELECT type, member_only FROM p2p_posts WHERE id = 27')).toEqual([
      { type: null, member_only: 0 },
    ]);
    expect(
      await rows(
        'SELECT t.slug FROM p2p_post_tags pt JOIN p2p_tags t ON t.id = pt.tag_id WHERE pt.post_id = 2 ORDER BY t.slug',
      ),
    ).toEqual([{ slug: 'color' }, { slug: 'heritage' }]);
    expect(await rows('SELECT name FROM p2p_tags WHERE slug = ?', 'color')).toEqual([{ name: 'Colour' }]);
    expect(await count('p2p_post_tags')).toBe(38);
    expect(await ftsIds('p2p_posts_fts', 'walkthrough')).toContain(18);
  });

  it('lands p2p authors, categories, pinned posts, slides and sharing tips', async () => {
    expect(await count('p2p_authors')).toBe(3);
    expect(await rows('SELECT id, show_in_search FROM p2p_categories ORDER BY id')).toEqual([
      { id: 1, show_in_search: 1 },
      { id: 2, show_in_search: 1 },
      { id: 3, show_in_search: 1 },
      { id: 4, show_in_search: 0 },
      { id: 5, show_in_search: 0 },
    ]);
    expect(await rows('SELECT * FROM p2p_homepage_pinned')).toEqual([{ id: 1, post1_id: 1, post2_id: 4 }]);
    expect(await rows('SELECT id, link_url, sort_order, is_draft FROM p2p_homepage_slides ORDER BY id')).toEqual([
      { id: 1, link_url: '/pixels2pages/posts', sort_order: 1, is_draft: 0 },
      { id: 2, link_url: '/pixels2pages/posts/gratitude-challenge', sort_order: 2, is_draft: 0 },
      { id: 3, link_url: '/pixels2pages/posts/blueprint-family-tree-spread', sort_order: 3, is_draft: 0 },
      { id: 4, link_url: '/pixels2pages/categories/live-classes', sort_order: 4, is_draft: 1 },
      { id: 5, link_url: 'https://www.forever-memories.example/our-story', sort_order: null, is_draft: 0 },
    ]);
    expect(
      await rows(
        'SELECT id, title, body_html, sort_order, is_draft FROM p2p_sharing_tips WHERE id IN (1, 5, 6) ORDER BY id',
      ),
    ).toEqual([
      {
        id: 1,
        title: 'Credit the kit',
        body_html: '<p>Mention the <strong>kit or blueprint</strong> you used so others can find it.</p>',
        sort_order: 1,
        is_draft: 0,
      },
      {
        id: 5,
        title: 'Protect family privacy',
        body_html: '<p>Blur house numbers and school names before sharing pages publicly.</p>',
        sort_order: null,
        is_draft: 0,
      },
      {
        id: 6,
        title: 'Print your favourites',
        body_html: '<p>Coming soon: order prints straight from the gallery.</p>',
        sort_order: 6,
        is_draft: 1,
      },
    ]);
  });

  it('lands events: colours normalised, tickets with empty fields, unknown sections left out', async () => {
    expect(
      await rows(
        'SELECT id, slug, theme_pattern, primary_color, secondary_color, starts_at, is_draft FROM events ORDER BY id',
      ),
    ).toEqual([
      {
        id: 1,
        slug: 'preserve-and-share-summit-2027',
        theme_pattern: 3,
        primary_color: '#355070',
        secondary_color: '#e09f3e',
        starts_at: '2027-04-15T13:00:00.000Z',
        is_draft: 0,
      },
      {
        id: 2,
        slug: 'digital-scrapbooking-retreat-2027',
        theme_pattern: 7,
        primary_color: '#6d597a',
        secondary_color: '#b56576',
        starts_at: '2027-02-19T22:00:00.000Z',
        is_draft: 0,
      },
      {
        id: 3,
        slug: 'family-history-day-2026',
        theme_pattern: 12,
        primary_color: '#7f5539',
        secondary_color: '#5e8b7e',
        starts_at: '2026-12-05T15:00:00.000Z',
        is_draft: 0,
      },
      {
        id: 4,
        slug: 'fall-heritage-workshop-2027',
        theme_pattern: 16,
        primary_color: '#2f5d62',
        secondary_color: '#d4a373',
        starts_at: '2027-10-09T13:00:00.000Z',
        is_draft: 1,
      },
      {
        id: 5,
        slug: 'ambassador-meetup-tba',
        theme_pattern: null,
        primary_color: null,
        secondary_color: null,
        starts_at: null,
        is_draft: 0,
      },
      {
        id: 6,
        slug: 'spring-scanning-open-house-2026',
        theme_pattern: 7,
        primary_color: '#3d5a80',
        secondary_color: '#ee6c4d',
        starts_at: '2026-04-18T14:00:00.000Z',
        is_draft: 0,
      },
    ]);
    expect(await rows('SELECT badge_text, image_url, ends_at FROM events WHERE id = 4')).toEqual([
      { badge_text: 'Coming soon', image_url: null, ends_at: null },
    ]);
    expect(
      await rows(
        'SELECT id, event_id, store_sku, is_early_bird, sort_order FROM event_tickets ORDER BY event_id, sort_order',
      ),
    ).toEqual([
      { id: 1, event_id: 1, store_sku: 'EVT-PSS27-EARLY', is_early_bird: 1, sort_order: 0 },
      { id: 2, event_id: 1, store_sku: 'EVT-PSS27-GA', is_early_bird: 0, sort_order: 1 },
      { id: 3, event_id: 2, store_sku: 'EVT-RETREAT27-GA', is_early_bird: 0, sort_order: 0 },
      { id: 4, event_id: 3, store_sku: 'EVT-FHD26-GA', is_early_bird: 0, sort_order: 0 },
      { id: 6, event_id: 3, store_sku: null, is_early_bird: 0, sort_order: 1 },
      { id: 5, event_id: 4, store_sku: 'EVT-FHW27-GA', is_early_bird: 0, sort_order: 0 },
      { id: 7, event_id: 6, store_sku: 'EVT-SOH26-FREE', is_early_bird: 0, sort_order: 0 },
    ]);
    const sections = await rows<{ position: number; kind: string; data: string }>(
      'SELECT position, kind, data FROM event_sections WHERE event_id = 1 ORDER BY position',
    );
    expect(sections.map((s) => s.kind)).toEqual(['agenda', 'info_card', 'video', 'faqs', 'cancellation']);
    const agenda = JSON.parse(sections[0]!.data);
    expect(agenda.title).toBe('Agenda');
    expect(agenda.items[0]).toEqual({
      time: 'Thursday 9:00 AM',
      title: 'Opening keynote: A Century in a Shoebox',
      description: 'Our founders on why every family archive deserves a plan.',
    });
    expect(agenda.items[4].description).toBe('');
    expect(JSON.parse(sections[1]!.data).body).toBe(
      '<p>We have a room block at the <strong>Westin Convention Center' +
        '</strong> hotel, connected to the venue by a skywalk. Use code <code>FOREVER27</code> when booking.</p>',
    );
    expect(JSON.parse(sections[2]!.data)).toEqual({
      title: 'Highlights from 2026',
      url: 'https://videos.forever-memories.example/events/summit-2026-highlights',
    });
    expect(JSON.parse(sections[3]!.data).items).toHaveLength(3);
    expect(await rows('SELECT kind FROM event_sections WHERE event_id = 2 ORDER BY position')).toEqual([
      { kind: 'agenda' },
      { kind: 'info_card' },
      { kind: 'cancellation' },
    ]);
    expect(await count('event_sections')).toBe(5 + 3 + 2 + 1 + 1);
  });

  it('lands team members, press releases, news articles and FAQs, drafts flagged', async () => {
    expect(await count('team_members')).toBe(17);
    expect(await rows('SELECT first_name, category, image_url, is_draft FROM team_members WHERE id = 17')).toEqual([
      { first_name: 'Noah', category: null, image_url: null, is_draft: 1 },
    ]);
    expect(await count('press_releases', 'is_draft = 1')).toBe(1);
    const [press] = await rows<{ content_html: string }>('SELECT content_html FROM press_releases WHERE id = 1');
    expect(press!.content_html).toMatch(/^<p><strong>PITTSBURGH, PA<\/strong> — /);
    expect(press!.content_html).toContain('<h3>About Forever Memories</h3>');
    expect(await count('news_articles')).toBe(13);
    expect(await rows('SELECT id, slug, url FROM news_articles WHERE id IN (1, 3, 13) ORDER BY id')).toEqual([
      {
        id: 1,
        slug: 'saving-home-movies-before-its-too-late',
        url: 'https://www.postledger.example/2026/saving-home-movies-before-its-too-late',
      },
      {
        id: 3,
        slug: 'five-ways-to-preserve-family-photos',
        url: 'https://www.homeandhearth.example/2026/five-ways-to-preserve-family-photos',
      },
      { id: 13, slug: null, url: null },
    ]);
    const [faq] = await rows<{ entries: string }>('SELECT entries FROM faqs WHERE slug = ?', 'digital-conversion');
    const entries = JSON.parse(faq!.entries) as { question: string; answerHtml: string }[];
    expect(entries).toHaveLength(6);
    expect(entries[1]).toEqual({
      question: 'How long does digitization take?',
      answerHtml:
        '<p>Standard processing usually takes 6 to 8 weeks from the day your box arrives. ' +
        '<strong>Priority processing</strong> is available for an extra fee.</p>',
    });
    expect(entries[5]).toEqual({ question: 'Do you digitize Betamax?', answerHtml: '' });
    expect(await rows('SELECT slug, is_draft FROM faqs WHERE id = 4')).toEqual([{ slug: 'gifting', is_draft: 1 }]);
  });

  describe('run again', () => {
    beforeEach(() => resetCms());
    afterEach(() => resetCms());

    it('with nothing changed counts nothing, leaves every row, asks the CMS two small questions each', async () => {
      const before = await dump();
      await clearCmsRequests();
      const results = await sync();
      expect(results.every((r) => r.status === 'ok' && r.changed === 0 && r.deleted === 0)).toBe(true);
      expect(await dump()).toEqual(before);
      expect(Object.fromEntries(results.map((r) => [r.collection, r.requests]))).toEqual(
        Object.fromEntries(
          results.map((r) => [
            r.collection,
            ['blog-post-featured', 'p-2-p-homepage-pinned', 'page-imagery'].includes(r.collection) ? 1 : 2,
          ]),
        ),
      );
      const requests = (await cmsRequests()).filter((r) => r.path.startsWith('/blog-posts'));
      expect(requests.map((r) => [r.path, r.query]).sort()).toEqual([
        ['/blog-posts', { _publicationState: 'preview', _sort: 'updated_at:DESC,id:DESC', _limit: '1' }],
        ['/blog-posts/count', { _publicationState: 'preview' }],
      ]);
    });

    it('a full run pages by id: _sort=id:ASC, id_gt, drafts included, to an empty page, then counts them', async () => {
      const before = await dump();
      await clearCmsRequests();
      const result = await syncOne('blog-posts', { mode: 'full', pageSize: 20 });
      expect(result).toMatchObject({
        mode: 'full',
        status: 'ok',
        fetched: 50,
        changed: 0,
        deleted: 0,
        skipped: 1,
        requests: 6,
      });
      const requests = (await cmsRequests()).filter((r) => r.path.startsWith('/blog-posts'));
      expect(requests.map((r) => [r.path, r.query])).toEqual([
        ['/blog-posts', { _publicationState: 'preview', _sort: 'updated_at:DESC,id:DESC', _limit: '1' }],
        ...[0, 20, 40, 50].map((after) => [
          '/blog-posts',
          { _publicationState: 'preview', _sort: 'id:ASC', _limit: '20', id_gt: String(after) },
        ]),
        ['/blog-posts/count', { _publicationState: 'preview' }],
      ]);
      expect(await dump()).toEqual(before);
    });
  });
});
