import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import {
  CUSTOMER,
  clearStoreRequests,
  control,
  logInCookie,
  resetFixtures,
  site,
  storeRequests,
} from '#tests/worker/helpers.ts';
import { syncBlog } from './sync-content.ts';

const ADMIN = { email: 'avery.admin@example.com', password: 'memories-2026' };
const draft = blogPosts.find((p) => p.published_at === null)!;

beforeAll(syncBlog);
afterEach(resetFixtures);

describe('blog drafts (SPEC §2.7, §5, §6)', () => {
  it('stay hidden with the drafts cookie but no admin', async () => {
    expect((await site(`/yours/${draft.slug}`, { cookie: 'blog-draft-toggle=true' })).status).toBe(404);
    const customer = await logInCookie(CUSTOMER);
    expect((await site(`/yours/${draft.slug}`, { cookie: `${customer}; blog-draft-toggle=true` })).status).toBe(404);
  });

  it('stay hidden for an admin whose switch is off', async () => {
    const admin = await logInCookie(ADMIN);
    expect((await site(`/yours/${draft.slug}`, { cookie: admin })).status).toBe(404);
    const html = await (await site('/yours', { cookie: admin })).text();
    expect(html).not.toContain(`/yours/${draft.slug}"`);
  });

  it('show, marked, to an admin with the switch on', async () => {
    const admin = await logInCookie(ADMIN);
    const cookie = `${admin}; blog-draft-toggle=true`;
    const res = await site(`/yours/${draft.slug}`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Draft</span>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await site('/yours', { cookie })).text()).toContain(`/yours/${draft.slug}"`);
  });

  it('ask the core API for the user once per page, however many parts need it', async () => {
    const admin = await logInCookie(ADMIN);
    await clearStoreRequests();
    await (await site('/yours', { cookie: `${admin}; blog-draft-toggle=true` })).text();
    const requests = await storeRequests();
    expect(requests.filter((r) => r.path === '/core/current_user')).toHaveLength(1);
  });

  it('stay hidden when the store cannot confirm the admin', async () => {
    const admin = await logInCookie(ADMIN);
    await control('store', '/fault', { mode: 'down' });
    expect((await site(`/yours/${draft.slug}`, { cookie: `${admin}; blog-draft-toggle=true` })).status).toBe(404);
  });

  it('offer the drafts switch to admins only', async () => {
    const anonymous = await (await site('/yours')).text();
    expect(anonymous).not.toContain('data-testid="drafts-switch"');
    const customer = await (await site('/yours', { cookie: await logInCookie(CUSTOMER) })).text();
    expect(customer).not.toContain('data-testid="drafts-switch"');
    const admin = await (await site('/yours', { cookie: await logInCookie(ADMIN) })).text();
    expect(admin).toMatch(/role="switch" aria-checked="false"[^>]*data-testid="drafts-switch"/);
    // A plain form: it works before (and without) any script.
    expect(admin).toMatch(/<form[^>]* action="\/api\/drafts" method="post">/);
    expect(admin).toContain(
      '<input type="hidden" name="section" value="blog"/><input type="hidden" name="on" value="true"/>' +
        '<input type="hidden" name="returnTo" value="/yours"/>',
    );
  });
});

describe('the drafts switch (POST /api/drafts)', () => {
  const form = (
    fields: Record<string, string>,
    headers: Record<string, string> = { origin: 'http://localhost:8787' },
  ) => site('/api/drafts', { method: 'POST', body: new URLSearchParams(fields), headers });

  it('sets its cookie (HttpOnly, a year) and reloads the page it was on', async () => {
    const res = await form({ section: 'blog', on: 'true', returnTo: '/yours/category/how-to?page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/yours/category/how-to?page=2');
    expect(res.headers.get('set-cookie')).toBe(
      'blog-draft-toggle=true; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect((await form({ section: 'blog', on: 'false' })).headers.get('set-cookie')).toMatch(
      /^blog-draft-toggle=false;/,
    );
  });

  it('sends an unsafe return address home', async () => {
    expect((await form({ section: 'blog', on: 'true', returnTo: '//evil.example/x' })).headers.get('location')).toBe(
      '/',
    );
  });

  // Found by the fuzzing bar (tests/worker/quality): a NUL in the return address was a 500.
  it.each(['/yours?x=\u0000', '/yours?x=\r\nSet-Cookie: a=b', '/#\u0001'])(
    'sends a return address with a control character home: %j',
    async (returnTo) => {
      const res = await form({ section: 'blog', on: 'true', returnTo });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('refuses an unknown switch or value with a message, and a cross-site post', async () => {
    const unknown = await form({ section: 'payments', on: 'true' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'Unknown drafts switch.' });
    expect((await form({ section: 'blog', on: 'maybe' })).status).toBe(400);
    const cross = await form({ section: 'blog', on: 'true' }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
  });
});

describe('the blog without the store', () => {
  it('renders its content when the store is down', async () => {
    const cookie = await logInCookie(CUSTOMER);
    await control('store', '/fault', { mode: 'down' });
    const res = await site('/yours', { cookie });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="featured-post"');
  });
});
