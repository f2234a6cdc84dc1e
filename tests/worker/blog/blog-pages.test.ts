import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '#tests/worker/helpers.ts';
import { articleDate, cmsBlog } from './cms-blog.ts';
import { syncBlog } from './sync-content.ts';

let cms: Awaited<ReturnType<typeof cmsBlog>>;
beforeAll(async () => {
  await syncBlog();
  cms = await cmsBlog();
});

/** The slugs of the post cards, as the links carry them (decoded). */
const cards = (html: string) =>
  [...html.matchAll(/data-testid="post-card"[\s\S]*?<h[23][^>]*><a href="\/yours\/([^"]+)"/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
const slugs = (posts: { slug: string | null }[]) => posts.map((p) => p.slug);
/** The home's list: every published post but the featured one, shown above it. */
const listed = () => cms.published.filter((p) => p.slug !== cms.featured.slug);

describe('/yours, the blog home', () => {
  it('shows the featured post, then the newest 20 others (never the featured one again), drafts never', async () => {
    const res = await site('/yours');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`data-testid="featured-post"[\\s\\S]*href="/yours/${cms.featured.slug}"`));
    expect(cards(html)).toEqual(slugs(listed().slice(0, 20)));
    expect(cards(html)).not.toContain(cms.featured.slug);
    for (const d of cms.drafts) expect(html).not.toContain(`/yours/${d.slug}"`);
    expect(html).toContain('Page 1 of 3');
    expect(html).toContain('href="/yours?page=2"');
  });

  it('pages through all published posts, 20 a page', async () => {
    const page2 = cards(await (await site('/yours?page=2')).text());
    const page3Res = await site('/yours?page=3');
    const page3 = cards(await page3Res.text());
    expect(page2).toEqual(slugs(listed().slice(20, 40)));
    expect(page3).toEqual(slugs(listed().slice(40)));
    expect(page3.length).toBe(listed().length - 40);
  });

  it.each(['4', '0', 'abc', '2.5', '-1'])('answers 404 for ?page=%s', async (page) => {
    expect((await site(`/yours?page=${page}`)).status).toBe(404);
  });

  it('has the category tab strip: show_in_nav only, never a draft, by order then name', async () => {
    const html = await (await site('/yours')).text();
    const strip = /data-testid="category-tabs">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const labels = [...strip.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1]!.replace('&amp;', '&'));
    expect(labels).toEqual(['All posts', ...cms.navCategories.map((c) => c.name)]);
    expect(labels).toEqual(['All posts', 'Digitizing', 'Photo Projects', 'Family History', 'Preserving Memories']);
    expect(cms.categories.find((c) => c.slug === 'behind-the-scenes')).toMatchObject({
      show_in_nav: true,
      published_at: null,
    });
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
  const post = () => cms.published[5]!;

  it('shows the post with author, category, dates, hero image and content', async () => {
    const p = post();
    const res = await site(`/yours/${p.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="heading-1 mt-2 mb-4">${p.title!.replace(/&/g, '&amp;')}`);
    expect(html).toContain(
      `href="/yours/author/${p.author!.slug}" rel="author" class="underline underline-offset-2">${p.author!.name}</a>`,
    );
    expect(html).toContain(`href="/yours/category/${p.category!.slug}"`);
    expect(html).toContain(`<time dateTime="${articleDate(p)}">`);
    // The hero is the page's largest picture, loaded first, cropped to its 3:2 box at a few widths.
    const image = p.post_image!;
    const hero = new RegExp(
      String.raw`<img src="[^"]+" srcSet="([^"]+)" sizes="[^"]+" alt="[^"]*" width="(\d+)" height="` +
        String.raw`(\d+)" loading="eager" fetchPriority="high" class="object-cover `,
    ).exec(html);
    expect(hero).not.toBeNull();
    const crops = hero![1]!
      .split(', ')
      .map((c) =>
        new RegExp(
          String.raw`^\/cdn-cgi\/image\/width=(\d+),height=(\d+),fit=cover,format=auto,quality=80\/http:\/` +
            String.raw`\/127\.0\.0\.1:\d+\/uploads\/[a-z_]*blog-[^ ]+ (\d+)w$`,
        ).exec(c),
      );
    expect(crops.length).toBeGreaterThanOrEqual(4);
    for (const crop of crops) {
      expect(crop).not.toBeNull();
      const [, width, height, w] = crop!.map(Number);
      expect([w, height]).toEqual([width, Math.round(width! / 1.5)]);
      expect(width).toBeLessThanOrEqual(image.width);
    }
    expect([Number(hero![2]), Number(hero![3])]).toEqual(crops.at(-1)!.slice(1, 3).map(Number));
    expect(html).toContain('data-testid="post-content"');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787/yours/${p.slug}"/>`);
  });

  it('lists 3 related posts of the same category, never itself, newest first', async () => {
    const p = post();
    const html = await (await site(`/yours/${p.slug}`)).text();
    const related = /data-testid="related-posts"([\s\S]*)$/.exec(html)?.[1] ?? '';
    const expected = slugs(
      cms.published.filter((q) => q.category?.slug === p.category!.slug && q.slug !== p.slug).slice(0, 3),
    );
    expect(expected).toHaveLength(3);
    expect(cards(related)).toEqual(expected);
  });

  it('renders the Markdown the CMS stores: headings, bold, links and quotes', async () => {
    const html = await (await site('/yours/8mm_or_super_8')).text();
    const content = /data-testid="post-content">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(content).toMatch(/<h2>Know your reels<\/h2>/);
    expect(content).toContain('<strong>prepaid, tracked box</strong>');
    expect(content).toContain('<a href="/digital-conversion/estimator">digitization estimator</a>');
    expect(content).toMatch(/<blockquote>\s*<p>Every family has a box like this/);
    expect(content).not.toMatch(/##|\*\*|\]\(/);
  });

  it('opens posts whose slugs hold underscores, dots, tildes and capitals, linked encoded', async () => {
    for (const slug of ['8mm_or_super_8', 'Grandmas-Kodachrome.Summer~1960']) {
      const res = await site(`/yours/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(await res.text()).toContain(`<link rel="canonical" href="http://localhost:8787/yours/${slug}"/>`);
    }
    expect((await site('/yours/Grandmas-Kodachrome.Summer%7E1960')).status).toBe(200);
    const search = await (await site('/yours/search?term=kodachrome')).text();
    expect(search).toContain('href="/yours/Grandmas-Kodachrome.Summer~1960"');
    expect((await site('/yours/grandmas-kodachrome.summer~1960')).status).toBe(404);
  });

  it('dates and sorts an article by publishedAt: written in 2025, published in the CMS in 2026', async () => {
    const html = await (await site('/yours/how-long-do-vhs-tapes-last')).text();
    // The byline's date is the article's; the CMS's later publication shows only as an update.
    expect(html).toMatch(
      new RegExp(
        String.raw`data-testid="post-byline">By <a [^>]+>Margaret Okafor<\/a> · <time dateTime="2025-02-11T[^"` +
          String.raw`]+">February 11, 2025<\/time>`,
      ),
    );
    const position = slugs(listed()).indexOf('how-long-do-vhs-tapes-last');
    expect(position).toBeGreaterThan(20);
    const page = Math.floor(position / 20) + 1;
    expect(cards(await (await site(`/yours?page=${page}`)).text())).toContain('how-long-do-vhs-tapes-last');
    expect(cards(await (await site('/yours')).text())).not.toContain('how-long-do-vhs-tapes-last');
  });

  it('shows no byline for a draft author and no category for a draft category', async () => {
    const byDraft = await (await site('/yours/recap-spring-digital-scrapbooking-retreat')).text();
    expect(byDraft).not.toContain('guest-contributors');
    expect(byDraft).not.toContain('rel="author"');
    const inDraft = await (await site('/yours/inside-our-pittsburgh-digitization-lab')).text();
    expect(inDraft).not.toContain('behind-the-scenes');
    expect((await site('/yours/author/guest-contributors')).status).toBe(404);
    expect((await site('/yours/category/behind-the-scenes')).status).toBe(404);
  });

  it('shows posts whose author, category or image the editor left empty', async () => {
    const noAuthor = await (await site('/yours/priority-processing-now-available')).text();
    expect(noAuthor).toMatch(/data-testid="post-byline"><time dateTime="2025-08-12T[^"]+">August 12, 2025<\/time>/);
    expect(noAuthor).not.toContain('About the author');
    const noCategory = await (await site('/yours/last-minute-gifts-by-email')).text();
    expect(noCategory).not.toContain('data-testid="post-category"');
    const noImage = await site('/yours/how-to-store-printed-photos');
    expect(noImage.status).toBe(200);
    const article = /<article class="mx-auto max-w-3xl">([\s\S]*?)<\/article>/.exec(await noImage.text())?.[1] ?? '';
    expect(article).toContain('data-testid="post-content"');
    expect(article).not.toMatch(/<img[^>]+\/uploads\/blog-/);
    expect(article).toContain('About the author');
  });

  it('leaves out a post the CMS holds without a title', async () => {
    const untitled = cms.posts.find((p) => p.slug === 'how-we-handle-mouldy-tapes')!;
    expect(untitled).toMatchObject({ title: '' });
    expect((await site('/yours/how-we-handle-mouldy-tapes')).status).toBe(404);
  });

  it('renders CMS HTML sanitized', async () => {
    const html = await (await site('/yours/embed-home-movies-on-a-family-website')).text();
    const content = /data-testid="post-content">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(content).toContain('The safe way is simpler');
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|collector\.invalid/i);
  });

  it('answers 404 for an unknown slug and for a draft', async () => {
    expect((await site('/yours/no-such-post')).status).toBe(404);
    expect((await site(`/yours/${cms.drafts[0]!.slug}`)).status).toBe(404);
  });
});

describe('/yours/author and /yours/category', () => {
  it("lists an author's posts and only theirs", async () => {
    const author = cms.published[0]!.author!;
    const res = await site(`/yours/author/${author.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Posts by ${author.name}`);
    expect(cards(html)).toEqual(slugs(cms.published.filter((p) => p.author?.slug === author.slug).slice(0, 20)));
  });

  it("lists a category's posts and marks its tab current", async () => {
    const category = cms.navCategories[0]!;
    const html = await (await site(`/yours/category/${category.slug}`)).text();
    expect(cards(html)).toEqual(slugs(cms.published.filter((p) => p.category?.slug === category.slug).slice(0, 20)));
    expect(html).toMatch(new RegExp(`href="/yours/category/${category.slug}" aria-current="page"`));
  });

  it('lists every author and every category without a slug', async () => {
    const authors = await (await site('/yours/author')).text();
    expect(authors).toContain('Our authors');
    expect(authors).toContain('href="/yours/author/margaret-okafor"');
    const categories = await (await site('/yours/category')).text();
    for (const c of cms.categories) {
      if (c.published_at === null) expect(categories).not.toContain(`href="/yours/category/${c.slug}"`);
      else expect(categories).toContain(`href="/yours/category/${c.slug}"`);
    }
    expect(authors).not.toContain('guest-contributors');
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
    for (const d of cms.drafts) expect(found).not.toContain(d.slug);
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
