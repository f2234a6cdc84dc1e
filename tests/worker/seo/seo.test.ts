// The web's plumbing: robots.txt and the JSON-LD on the home page and posts (sitemap.test.ts has
// the sitemap).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogAuthors, blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { syncBlog } from '#tests/worker/blog/sync-content.ts';
import { ORIGIN, serve, site } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { allowedBy } from './robots-match.ts';

beforeAll(syncBlog);

const app = createApp();

const published = blogPosts.filter((p) => p.published_at !== null && p.title);

/** Every JSON-LD block of a page: its raw text and what it parses to. */
function jsonLd(html: string): { raw: string; data: Record<string, unknown> }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => ({
    raw: m[1]!,
    data: JSON.parse(m[1]!),
  }));
}

describe('robots.txt', () => {
  it('keeps every crawler out of a copy configured NOINDEX (staging)', async () => {
    const res = await serve(app, new Request(`${ORIGIN}/robots.txt`), { ...env, NOINDEX: 'true' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('allows all but the API, forms, search results and the account area; names the sitemap’s URL', async () => {
    const res = await site('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await res.text();
    const lines = text.split('\n');
    expect(lines.slice(1, 3)).toEqual(['User-agent: *', 'Allow: /']);
    const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    expect(rules).not.toContain('/');
    // What a crawler may and may not fetch, read as RFC 9309 says.
    for (const path of [
      '/',
      '/yours',
      '/yours/how-to-pack-your-box',
      '/yours/searching-census-records',
      '/yours/category/digitizing',
      '/log-in-help',
    ])
      expect(allowedBy(text, path), path).toBe(true);
    for (const path of [
      '/api/session',
      '/api/',
      '/log-in',
      '/log-in?redirectTo=%2Fyours',
      '/sign-up',
      '/yours/search',
      '/yours/search?term=vhs&page=2',
      '/app/gallery',
      '/app/users/casey/albums',
      '/settings/my_ambassador',
      '/admin',
      '/admin/users',
      '/sign_in?redirectTo=%2F',
      '/sign_up',
      '/login',
      '/shopping_cart',
    ])
      expect(allowedBy(text, path), path).toBe(false);
    expect(text.endsWith(`\nSitemap: ${ORIGIN}/sitemap.xml\n`)).toBe(true);
    // The origin is the request's own.
    const other = await serve(app, new Request('https://staging.example.com/robots.txt'), env);
    expect(await other.text()).toContain('\nSitemap: https://staging.example.com/sitemap.xml\n');
  });

  it('production answers with HSTS; local development does not', async () => {
    const prod = await serve(app, new Request(`${ORIGIN}/robots.txt`), {
      ...env,
      APP_ENV: 'production',
      IMAGE_RESIZING: 'zone',
    });
    expect(prod.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(allowedBy(await prod.text(), '/log-in')).toBe(false);
    expect((await site('/robots.txt')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('JSON-LD', () => {
  it('says who the company is on the home page (SPEC §1 meta)', async () => {
    const blocks = jsonLd(await (await site('/')).text());
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Forever Memories',
      url: 'https://www.forever-memories.example',
      logo: `${ORIGIN}/favicon.svg`,
      email: 'support@forever-memories.example',
      telephone: '(888) 555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '222 Third Avenue',
        addressLocality: 'Pittsburgh',
        addressRegion: 'PA',
        postalCode: '15222',
        addressCountry: 'US',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: 'support@forever-memories.example',
        telephone: '(888) 555-0142',
      },
    });
  });

  it('describes a post and its place in the site: Home › Blog › Post', async () => {
    const post = published.find((p) => p.slug === 'how-to-digitize-vhs-tapes-before-they-fade')!;
    const author = blogAuthors.find((a) => a.id === post.author)!;
    const blocks = jsonLd(await (await site(`/yours/${post.slug}`)).text());
    expect(blocks.map((b) => b.data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    const [posting, crumbs] = blocks.map((b) => b.data);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      // The CMS's upload, by its absolute URL.
      image: `${env.CMS_URL}/uploads/blog-${post.slug}.jpg`,
      datePublished: post.publishedAt ?? post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: author.name, url: `${ORIGIN}/yours/author/${author.slug}` },
      publisher: {
        '@type': 'Organization',
        name: 'Forever Memories',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/yours/${post.slug}` },
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Yours, the blog', item: `${ORIGIN}/yours` },
        { '@type': 'ListItem', position: 3, name: post.title, item: `${ORIGIN}/yours/${post.slug}` },
      ],
    });
  });

  it('leaves out what a post does not have: no author, no image', async () => {
    const [noAuthor] = jsonLd(await (await site('/yours/priority-processing-now-available')).text());
    expect(noAuthor!.data['@type']).toBe('BlogPosting');
    expect(noAuthor!.data).not.toHaveProperty('author');
    const [noImage] = jsonLd(await (await site('/yours/how-to-store-printed-photos')).text());
    expect(noImage!.data).not.toHaveProperty('image');
  });

  it('is a data block that cannot end its element early, on every post', async () => {
    for (const post of published.slice(0, 12)) {
      const html = await (await site(`/yours/${encodeURIComponent(post.slug)}`)).text();
      for (const block of jsonLd(html)) expect(block.raw, post.slug).not.toContain('<');
      // The only scripts without a src are data blocks (the CSP allows no inline script).
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!.trim());
      for (const attrs of inline) expect(attrs, post.slug).toMatch(/^type="application\/(?:ld\+)?json"/);
    }
  });
});
