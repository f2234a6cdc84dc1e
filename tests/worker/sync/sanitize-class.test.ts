// Issue 24, finding 9: CMS HTML kept `class`, so an editor could lay a full-page overlay with the
// site's own utility classes. The sanitizer drops it at sync time (docs/decisions/039), and rows a
// previous sanitizer wrote are sanitized again by the next full listing (the hourly one, or
// `npm run sync -- --full`): it maps every record again and rewrites each row that differs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { site } from '#tests/worker/helpers.ts';
import { clearDb, edit, resetCms, rows, syncOne } from './helpers.ts';

const post = blogPosts.find((p) => p.published_at !== null && p.slug && p.title)!;
const OVERLAY = '<div class="fixed inset-0 z-50 bg-white"><h2 class="text-6xl">Everything is free today</h2></div>';
// What the sanitizer before decision 039 stored for that Markdown.
const STORED_BEFORE = `<p>Our lab, in brief.</p>\n${OVERLAY}`;

const contentHtml = async () =>
  (await rows<{ content_html: string }>('SELECT content_html FROM blog_posts WHERE id = ?', post.id))[0]!.content_html;

beforeAll(async () => {
  await resetCms();
  await clearDb();
  await edit('blog-posts', post.id, { content: `Our lab, in brief.\n\n${OVERLAY}` });
});
afterAll(resetCms);

describe('class in CMS HTML', () => {
  it('is dropped when a record is synced, and the page shows the text without it', async () => {
    expect((await syncOne('blog-posts', { mode: 'full' })).status).toBe('ok');
    expect(await contentHtml()).toBe('<p>Our lab, in brief.</p>\n<div><h2>Everything is free today</h2></div>');
    const html = await (await site(`/yours/${post.slug}`)).text();
    expect(html).toContain('<h2>Everything is free today</h2>');
    expect(html).not.toContain('fixed inset-0 z-50');
  });

  it('is dropped from a row stored before, by the next full listing', async () => {
    await rows('UPDATE blog_posts SET content_html = ? WHERE id = ?', STORED_BEFORE, post.id);
    const result = await syncOne('blog-posts', { mode: 'full' });
    expect(result).toMatchObject({ status: 'ok', changed: 1 });
    expect(await contentHtml()).not.toContain('class=');
    expect(await (await site(`/yours/${post.slug}`)).text()).not.toContain('fixed inset-0 z-50');
  });
});
