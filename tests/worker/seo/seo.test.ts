// The web's plumbing: robots.txt, sitemap.xml and the JSON-LD on the home page and posts.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { syncBlog } from '#tests/worker/blog/sync-content.ts';
import { ORIGIN, site } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

beforeAll(syncBlog);

const published = blogPosts.filter((p) => p.published_at !== null && p.title);
const draft = blogPosts.find((p) => p.published_at === null)!;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('robots.txt', () => {
  it('keeps every crawler out anywhere but production', async () => {
    const res = await site('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('in production allows the site but /api, log-in and search, and names the sitemap', async () => {
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const res = await createApp().fetch(new Request(`${ORIGIN}/robots.txt`), { ...env, APP_ENV: 'production' }, ctx);
    expect(await res.text()).toBe(`User-agent: *\nDisallow: /api/\nDisallow: /log-in\nDisallow: /yours/search\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page and published post, with absolute URLs, and nothing else', async () => {
    const res = await site('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    const paths = locs.map((l) => new URL(l).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/yours', '/yours/author', '/yours/category', '/yours/category/digitizing']));
    for (const post of published) expect(paths, post.slug).toContain(`/yours/${post.slug}`);
    expect(paths).not.toContain(`/yours/${draft.slug}`);
    // Not built (404), a form, endless search results: none of them.
    expect(paths).not.toContain('/events');
    expect(paths).not.toContain('/log-in');
    expect(paths).not.toContain('/yours/search');
    // Each listed page answers 200.
    for (const path of paths.slice(0, 40)) expect((await site(path)).status, path).toBe(200);
    const withDate =
      /<url><loc>[^<]*\/yours\/how-to-digitize-vhs-tapes-before-they-fade<\/loc><lastmod>(\d{4}-\d\d-\d\dT[^<]+)<\/lastmod><\/url>/.exec(xml);
    expect(withDate?.[1]).toBeTruthy();
  });
});

describe('JSON-LD', () => {
  it('says who the company is on the home page', async () => {
    const [org] = jsonLd(await (await site('/')).text());
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Forever Memories',
      url: 'https://www.forever-memories.example',
      logo: `${ORIGIN}/favicon.svg`,
      email: 'support@forever-memories.example',
      telephone: '(888) 555-0142',
      address: '222 Third Avenue, Pittsburgh, PA 15222',
    });
  });

  it('describes a post and its place in the site', async () => {
    const post = published.find((p) => p.slug === 'how-to-digitize-vhs-tapes-before-they-fade')!;
    const [posting, crumbs] = jsonLd(await (await site(`/yours/${post.slug}`)).text());
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/yours/${post.slug}` },
      publisher: { '@type': 'Organization', name: 'Forever Memories' },
      author: { '@type': 'Person' },
    });
    expect(String(posting!.datePublished)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Forever Memories', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Yours, the blog', item: `${ORIGIN}/yours` },
        { '@type': 'ListItem', position: 3, name: post.title, item: `${ORIGIN}/yours/${post.slug}` },
      ],
    });
  });
});
