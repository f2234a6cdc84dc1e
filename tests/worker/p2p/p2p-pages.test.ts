import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { p2pPosts } from '#tests/fixtures/cms/content/p2p.ts';
import { CUSTOMER, logInCookie, ORIGIN, resetFixtures, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { getConfig } from '#worker/config/config.ts';
import { p2pRoutes } from '#worker/pages/p2p/routes.ts';
import { syncP2p } from './sync-p2p.ts';

const MEMBER = { email: 'riley.club@example.com', password: 'memories-2026' };

/** The site with pixels2Pages' built pages (the page table keeps them NOT_BUILT until the bar knows them). */
const site = (path: string, init: { cookie?: string } = {}) =>
  serve(
    createApp(p2pRoutes),
    new Request(`${ORIGIN}${path}`, { headers: init.cookie ? { cookie: init.cookie } : {} }),
    env,
  );

const published = p2pPosts.filter((p) => p.slug && p.published_at);
const memberOnly = published.find((p) => p.member_only)!;
const open = published.find((p) => !p.member_only && p.type)!;
const draft = p2pPosts.find((p) => p.slug && !p.published_at)!;
/** A sentence only the body has (the fixture's content ends with the sharing line). */
const bodyOnly = (_post: unknown) => 'Share what you make in the gallery';

beforeAll(syncP2p);
afterEach(resetFixtures);

describe('pixels2Pages posts (SPEC §2.2, §7)', () => {
  it('lists 20 posts a page, newest first, with the homepage parts on page 1', async () => {
    const res = await site('/pixels2pages/posts');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/data-testid="p2p-post-card"/g)?.length).toBeGreaterThanOrEqual(20);
    expect(html).toContain('data-testid="p2p-pinned"');
    expect(html).toContain('data-testid="p2p-tips"');
    expect(html).toContain('data-testid="p2p-slide"');
    const newest = [...published].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))[0]!;
    expect(html).toContain(`/pixels2pages/posts/${newest.slug}"`);
    expect(html).not.toContain(`/pixels2pages/posts/${draft.slug}"`);
    const page2 = await site('/pixels2pages/posts?page=2');
    expect(page2.status).toBe(200);
    expect(await page2.text()).not.toContain('data-testid="p2p-pinned"');
    expect((await site('/pixels2pages/posts?page=9')).status).toBe(404);
  });

  it('fetches first the picture that opens the page: page 1’s pinned post, then the first post', async () => {
    const priority = (html: string) => [...html.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((m) => m[0]);
    const home = await (await site('/pixels2pages/posts')).text();
    const pinned = home.slice(home.indexOf('data-testid="p2p-pinned"'), home.indexOf('data-testid="p2p-tips"'));
    // One picture only, so it has the bandwidth to itself: the first pinned post's.
    expect(priority(home)).toHaveLength(1);
    expect(pinned).toContain(priority(home)[0]);
    const page2 = await (await site('/pixels2pages/posts?page=2')).text();
    expect(priority(page2)).toHaveLength(1);
    expect(page2.indexOf(priority(page2)[0]!)).toBe(page2.indexOf('<img '));
  });

  it('searches with FTS5 and filters by the categories shown in search', async () => {
    const html = await (await site('/pixels2pages/posts?term=blueprint')).text();
    expect(html).toContain('data-testid="result-count"');
    expect(html).toContain('blueprint-');
    expect(html).toContain('<option value="scrapbooking">Scrapbooking</option>');
    expect(html).not.toContain('<option value="live-classes">');
    const none = await (await site('/pixels2pages/posts?term=zzzqqq')).text();
    expect(none).toContain('0 posts found');
  });

  it('shows a category, a tag and an author, and 404s an unknown one', async () => {
    expect((await site('/pixels2pages/categories/scrapbooking')).status).toBe(200);
    expect((await site('/pixels2pages/tags/layering')).status).toBe(200);
    expect((await site('/pixels2pages/authors/whitney-calder')).status).toBe(200);
    expect((await site('/pixels2pages/categories/no-such')).status).toBe(404);
    expect((await site('/pixels2pages/tags/no-such')).status).toBe(404);
    expect((await site('/pixels2pages/authors/no-such')).status).toBe(404);
  });

  it('shows an open post to anyone, and hides drafts', async () => {
    const res = await site(`/pixels2pages/posts/${open.slug}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="p2p-post-content"');
    expect((await site(`/pixels2pages/posts/${draft.slug}`)).status).toBe(404);
  });
});

describe('pixels2Pages post types', () => {
  const blueprints = published.filter((p) => p.type === 'blueprint');
  const openBlueprint = blueprints.find((p) => !p.member_only && p.blueprint_parts.length)!;
  const membersBlueprint = blueprints.find((p) => p.member_only && p.blueprint_parts.length)!;
  const downloads = (html: string) =>
    [...html.matchAll(/<a href="([^"]+)" download=""[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

  it('a challenge shows its dates, or says its end is not set', async () => {
    const challenges = published.filter((p) => p.type === 'challenge');
    const dated = challenges.find((p) => p.challenge_ends_on)!;
    const html = await (await site(`/pixels2pages/posts/${dated.slug}`)).text();
    expect(html).toContain('data-testid="challenge-dates"');
    expect(html).toContain(`<time dateTime="${dated.challenge_starts_on}T00:00:00.000Z">`);
    expect(html).toContain(`<time dateTime="${dated.challenge_ends_on}T00:00:00.000Z">`);
    const open = challenges.find((p) => p.challenge_starts_on && !p.challenge_ends_on)!;
    expect(await (await site(`/pixels2pages/posts/${open.slug}`)).text()).toContain('with no end date set yet');
  });

  it('a blueprint lists its downloadable parts: those with a file, named by the file when left unnamed', async () => {
    const html = await (await site(`/pixels2pages/posts/${openBlueprint.slug}`)).text();
    const withFile = openBlueprint.blueprint_parts.filter((p) => p.file);
    expect(downloads(html)).toEqual(withFile.map((p) => [`${env.CMS_URL}${p.file!.url}`, p.name || p.file!.name]));
    expect(html).toContain('(JPG, 387 KB)');
  });

  it("a members-only blueprint's parts go to members only", async () => {
    const path = `/pixels2pages/posts/${membersBlueprint.slug}`;
    expect(downloads(await (await site(path)).text())).toEqual([]);
    expect(downloads(await (await site(path, { cookie: await logInCookie(MEMBER) })).text()).length).toBeGreaterThan(0);
  });
});

describe('pixels2Pages members-only posts (SPEC §5, §6)', () => {
  const path = `/pixels2pages/posts/${memberOnly.slug}`;

  it('never give a visitor or a non-member the body, only how to join', async () => {
    for (const cookie of [undefined, await logInCookie(CUSTOMER)]) {
      const res = await site(path, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      // Shared only signed out, when the page can hold nothing but how to join.
      expect(res.headers.get('cache-control')).toBe(
        cookie ? 'private, no-store' : 'public, max-age=0, must-revalidate',
      );
      const html = await res.text();
      expect(html).toContain(memberOnly.title);
      expect(html).toContain('data-testid="p2p-join"');
      // Join leads to this site's own membership plans, and says what they say they give.
      const join = html.slice(
        html.indexOf('data-testid="p2p-join"'),
        html.indexOf('</section>', html.indexOf('data-testid="p2p-join"')),
      );
      expect(join).toContain('href="/pixels2pages#pixels2pages-plans"');
      expect(join).toContain('<li>Every members-only post and video</li><li>Monthly blueprints</li>');
      expect(join).not.toContain('forever-memories.example/club');
      expect(html).not.toContain(bodyOnly(memberOnly));
      expect(html).not.toContain('data-testid="p2p-post-content"');
    }
  });

  it('give a member the body', async () => {
    const html = await (await site(path, { cookie: await logInCookie(MEMBER) })).text();
    expect(html).toContain('data-testid="p2p-post-content"');
    expect(html).toContain(bodyOnly(memberOnly));
  });

  it('never give the body to a token the store has ended since the member last read', async () => {
    const cookie = await logInCookie(MEMBER);
    expect(await (await site(path, { cookie })).text()).toContain(bodyOnly(memberOnly));
    const token = cookie.slice('auth_token='.length);
    // Ended at the store (a sign-out in the account app): the next page is a stranger's.
    await fetch(`${env.STORE_API_URL}/sessions`, {
      method: 'DELETE',
      headers: { [getConfig(env).AUTH_HEADER_NAME]: token },
    });
    const html = await (await site(path, { cookie })).text();
    expect(html).not.toContain(bodyOnly(memberOnly));
    expect(html).toContain('data-testid="p2p-join"');
  });

  it('are not held for the next visitor after a member read (no memo, no edge cache)', async () => {
    await (await site(path, { cookie: await logInCookie(MEMBER) })).text();
    const html = await (await site(path)).text();
    expect(html).not.toContain(bodyOnly(memberOnly));
  });

  it('never show their body in lists, search results or the sitemap', async () => {
    for (const url of [
      '/pixels2pages/posts',
      `/pixels2pages/posts?term=${encodeURIComponent('gallery')}`,
      '/sitemap.xml',
    ]) {
      const text = await (await site(url)).text();
      expect(text, url).not.toContain(bodyOnly(memberOnly));
    }
    expect(await (await site('/sitemap.xml')).text()).not.toContain(path);
  });
});

describe('pixels2Pages maintenance (SPEC §2.5)', () => {
  it('redirects every pixels2Pages page while the switch is on', async () => {
    const maintenance = {
      ...env,
      P2P_MAINTENANCE: 'true',
      P2P_MAINTENANCE_URL: 'https://status.forever.example/pixels2pages',
    };
    for (const path of [
      '/pixels2pages/posts',
      `/pixels2pages/posts/${open.slug}`,
      '/pixels2pages/categories/scrapbooking',
      '/pixels2pages/tags/layering',
      '/pixels2pages/authors/whitney-calder',
    ]) {
      const res = await serve(createApp(p2pRoutes), new Request(`${ORIGIN}${path}`), maintenance);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('https://status.forever.example/pixels2pages');
    }
  });
});
