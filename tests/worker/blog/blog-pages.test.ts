import { beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPostFeatured, blogPosts } from '../../fixtures/cms/content/blog.ts';
import { site } from '../helpers.ts';
import { syncBlog } from './sync-content.ts';

beforeAll(syncBlog);

const published = blogPosts.filter((p) => p.published_at !== null)
  .sort((a, b) => b.published_at!.localeCompare(a.published_at!) || b.id - a.id);
const drafts = blogPosts.filter((p) => p.published_at === null);
const cards = (html: string) => [...html.matchAll(/data-testid="post-card"[\s\S]*?<h[23][^>]*><a href="\/yours\/([^"]+)"/g)].map((m) => m[1]);
const featuredSlug = blogPostFeatured.blog_post!.slug;

describe('/yours, the blog home', () => {
  it('shows the featured post and the newest 20 posts, drafts never', async () => {
    const res = await site('/yours');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`data-testid="featured-post"[\\s\\S]*href="/yours/${featuredSlug}"`));
    expect(cards(html)).toEqual(published.slice(0, 20).map((p) => p.slug));
    for (const d of drafts) expect(html).not.toContain(`/yours/${d.slug}"`);
    expect(html).toContain('Page 1 of 3');
    expect(html).toContain('href="/yours?page=2"');
  });

  it('pages through all published posts, 20 a page', async () => {
    const page2 = cards(await (await site('/yours?page=2')).text());
    const page3Res = await site('/yours?page=3');
    const page3 = cards(await page3Res.text());
    expect(page2).toEqual(published.slice(20, 40).map((p) => p.slug));
    expect(page3).toEqual(published.slice(40).map((p) => p.slug));
    expect(page3.length).toBe(published.length - 40);
  });

  it.each(['4', '0', 'abc', '2.5', '-1'])('answers 404 for ?page=%s', async (page) => {
    expect((await site(`/yours?page=${page}`)).status).toBe(404);
  });

  it('has the category tab strip: show_in_nav only, by order then name', async () => {
    const html = await (await site('/yours')).text();
    const strip = /data-testid="category-tabs">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const labels = [...strip.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1]!.replace('&amp;', '&'));
    const expected = blogCategories.filter((c) => c.show_in_nav).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)).map((c) => c.name);
    expect(labels).toEqual(['All posts', ...expected]);
    expect(expected.slice(2)).toEqual(['Family History', 'Preserving Memories']);
  });

  it('has the search box with its placeholder', async () => {
    const html = await (await site('/yours')).text();
    expect(html).toContain('placeholder="Search the blog"');
    expect(html).toContain('action="/yours/search"');
  });

  it('sets title, description, canonical and Open Graph tags', async () => {
    const html = await (await site('/yours?page=2&utm_source=x')).text();
    expect(html).toContain('<title>Yours, the blog — page 2 | Forever Memories</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/yours?page=2"/>');
    expect(html).toContain('<meta property="og:title" content="Yours, the blog — page 2"/>');
    expect(html).toMatch(/<meta name="description" content="Stories, how-tos/);
  });
});

describe('/yours/{slug}', () => {
  const post = published[5]!;

  it('shows the post with author, category, dates, hero image and content', async () => {
    const res = await site(`/yours/${post.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="mt-2 mb-4 text-4xl font-bold leading-tight">${post.title.replace(/&/g, '&amp;')}`);
    expect(html).toContain(`href="/yours/author/${post.author!.slug}" rel="author">${post.author!.name}</a>`);
    expect(html).toContain(`href="/yours/category/${post.category!.slug}"`);
    expect(html).toContain(`<time dateTime="${post.published_at}">`);
    expect(html).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/uploads\/blog-[^"]+" alt="[^"]+"/);
    expect(html).toContain('data-testid="post-content"');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787/yours/${post.slug}"/>`);
  });

  it('lists 3 related posts of the same category, never itself, newest first', async () => {
    const html = await (await site(`/yours/${post.slug}`)).text();
    const related = /data-testid="related-posts"([\s\S]*)$/.exec(html)?.[1] ?? '';
    const expected = published.filter((p) => p.category!.slug === post.category!.slug && p.slug !== post.slug).slice(0, 3).map((p) => p.slug);
    expect(expected).toHaveLength(3);
    expect(cards(related)).toEqual(expected);
  });

  it('renders CMS HTML sanitized', async () => {
    const html = await (await site('/yours/embed-home-movies-on-a-family-website')).text();
    const content = /data-testid="post-content">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(content).toContain('The safe way is simpler');
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|collector\.invalid/i);
  });

  it('answers 404 for an unknown slug and for a draft', async () => {
    expect((await site('/yours/no-such-post')).status).toBe(404);
    expect((await site(`/yours/${drafts[0]!.slug}`)).status).toBe(404);
  });
});

describe('/yours/author and /yours/category', () => {
  it("lists an author's posts and only theirs", async () => {
    const author = published[0]!.author!;
    const res = await site(`/yours/author/${author.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Posts by ${author.name}`);
    expect(cards(html)).toEqual(published.filter((p) => p.author!.slug === author.slug).slice(0, 20).map((p) => p.slug));
  });

  it("lists a category's posts and marks its tab current", async () => {
    const category = blogCategories[0]!;
    const html = await (await site(`/yours/category/${category.slug}`)).text();
    expect(cards(html)).toEqual(published.filter((p) => p.category!.slug === category.slug).slice(0, 20).map((p) => p.slug));
    expect(html).toMatch(new RegExp(`href="/yours/category/${category.slug}" aria-current="page"`));
  });

  it('lists every author and every category without a slug', async () => {
    const authors = await (await site('/yours/author')).text();
    expect(authors).toContain('Our authors');
    expect(authors).toContain('href="/yours/author/margaret-okafor"');
    const categories = await (await site('/yours/category')).text();
    for (const c of blogCategories) expect(categories).toContain(`href="/yours/category/${c.slug}"`);
  });

  it('answers 404 for an unknown author or category', async () => {
    expect((await site('/yours/author/nobody')).status).toBe(404);
    expect((await site('/yours/category/nothing')).status).toBe(404);
  });
});

describe('/yours/search', () => {
  it('finds posts by words in their body, best match first', async () => {
    const res = await site('/yours/search?term=%20%20camcorder%20tapes%20');
    expect(res.status).toBe(200);
    const html = await res.text();
    const found = cards(html);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toContain('hi8-minidv-vhs-c-field-guide');
    expect(html).toContain('Search results for “camcorder tapes”');
    expect(html).toContain('value="camcorder tapes"');
    for (const d of drafts) expect(found).not.toContain(d.slug);
  });

  it('matches a prefix of the last word', async () => {
    expect(cards(await (await site('/yours/search?term=genealog')).text()).length).toBeGreaterThan(0);
  });

  it('sends an empty or blank term to the blog home', async () => {
    for (const q of ['', '?term=', '?term=%20%20%20']) {
      const res = await site(`/yours/search${q}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/yours');
    }
  });

  it('treats FTS syntax as plain words and says when nothing matched', async () => {
    const res = await site(`/yours/search?term=${encodeURIComponent('"vhs" OR (NEAR* -')}`);
    expect(res.status).toBe(200);
    const none = await (await site('/yours/search?term=zeppelinzzz')).text();
    expect(none).toContain('0 posts found');
    expect(none).toContain('No posts match your search.');
  });
});
