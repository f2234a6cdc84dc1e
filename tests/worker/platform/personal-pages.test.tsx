// A signed-in visitor's content page from the page every visitor shares (docs/decisions/056):
// the cached page's bytes with the visitor's own widgets in its slots, in place when the store
// answers in time and streamed after the page when it does not; and nothing of theirs, nor an
// admin's drafts, nor an impersonation ever in the copy everyone gets.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_SCRIPT_COOKIE } from '#core/domain/no-script.ts';
import { blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { AMBASSADOR, CUSTOMER, control, logInCookie, ORIGIN, resetFixtures, textOf } from '#tests/worker/helpers.ts';
import { ADMIN, managingCasey } from '#tests/worker/impersonation/impersonation.ts';
import { createApp } from '#worker/app.ts';
import { cutShell } from '#worker/edge-cache/page-shell.ts';

const app = createApp();
const draft = blogPosts.find((p) => p.published_at === null)!;

beforeAll(syncAllContent);
afterEach(resetFixtures);
// Each test's first visit renders: no copy cached by an earlier test answers it.
beforeEach(() => forgetCachedPages('/', '/yours', '/our-story', '/pixels2pages/posts'));

/** One request, with what it left to do after answering (the cache write) done. */
async function visit(path: string, cookie?: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, timing: res.headers.get('server-timing') ?? '' };
}

const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/;

/** What is personal about a page: none of it may be in the copy every visitor gets. */
const PERSONAL = [
  'data-testid="account-name"',
  'data-behaviour="account-menu"',
  'data-signed-in',
  'data-count=',
  'data-menu="products"',
  'data-testid="impersonation-banner"',
  'data-testid="drafts-switch"',
  'data-testid="home-welcome"',
  'Casey Morgan',
  'Jordan Reyes',
  'Avery Chen',
  'Ambassador Back Office',
];

function expectNothingPersonal(html: string) {
  for (const mark of PERSONAL) expect(html, mark).not.toContain(mark);
}

/** The page is the shell's bytes, in order, with something in each slot. */
function expectFromShell(personal: string, everyone: string) {
  let at = 0;
  for (const segment of cutShell(everyone).segments) {
    const found = personal.indexOf(segment, at);
    expect(found, segment.slice(0, 80)).toBeGreaterThanOrEqual(at);
    at = found + segment.length;
  }
}

describe('a signed-in visitor’s page from the shell', () => {
  it('gives two visitors their own name, cart and menus in the same shell, and the shared copy neither', async () => {
    const everyone = await visit('/yours');
    expect(everyone.timing).toContain('cache;desc=miss');
    expectNothingPersonal(everyone.html);

    const casey = await visit('/yours', await logInCookie(CUSTOMER));
    expect(casey.timing).toContain('cache;desc=shell');
    expect(casey.res.headers.get('cache-control')).toBe('private, no-store');
    expect(casey.html).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    expect(casey.html).toMatch(/data-count="3"/);
    expect(casey.html).toContain('data-menu="products"');
    expect(casey.html).not.toContain('data-testid="log-in-link"');
    expect(casey.html).not.toContain('Jordan Reyes');
    expect(casey.html).not.toMatch(INLINE_SCRIPT);
    expectFromShell(casey.html, everyone.html);

    const jordan = await visit('/yours', await logInCookie(AMBASSADOR));
    expect(jordan.timing).toContain('cache;desc=shell');
    expect(jordan.html).toMatch(/data-testid="account-name"[^>]*>Jordan Reyes</);
    expect(jordan.html).toMatch(/data-testid="cart-count"[^>]*>99\+</);
    expect(textOf(jordan.html)).toContain('Ambassador Back Office');
    expect(jordan.html).not.toContain('Casey Morgan');
    expectFromShell(jordan.html, everyone.html);

    const after = await visit('/yours');
    expect(after.timing).toContain('cache;desc=hit');
    expect(after.html).toBe(everyone.html);
  });

  it('keeps the page every visitor gets when a signed-in visitor is the first to ask, never theirs', async () => {
    const cookie = await logInCookie(CUSTOMER);
    const first = await visit('/our-story', cookie);
    expect(first.timing).toContain('cache;desc=miss');
    expect(first.html).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    const everyone = await visit('/our-story');
    expect(everyone.timing).toContain('cache;desc=hit');
    expectNothingPersonal(everyone.html);
    expectFromShell(first.html, everyone.html);
    const again = await visit('/our-story', cookie);
    expect(again.timing).toContain('cache;desc=shell');
    expect(again.html).toBe(first.html);
  });

  it('renders an admin’s blog with drafts for them alone, other pages from the shell; shares no draft', async () => {
    const admin = await logInCookie(ADMIN);
    const draftsOn = `${admin}; blog-draft-toggle=true`;
    const blog = await visit('/yours', draftsOn);
    expect(blog.timing).toContain('cache;desc=bypass');
    expect(textOf(blog.html)).toContain('Drafts ON');
    expect(blog.html).toContain(`/yours/${draft.slug}"`);

    // The home page and pixels2Pages do not show the blog's drafts: the shell, with the admin's own widgets.
    for (const path of ['/', '/pixels2pages/posts']) {
      await visit(path);
      const page = await visit(path, draftsOn);
      expect(page.timing, path).toContain('cache;desc=shell');
      expect(page.html, path).toMatch(/data-testid="account-name"[^>]*>Avery Chen</);
    }
    // With the switch off, the blog is the shell too, with the switch in its slot.
    const off = await visit('/yours', `${admin}; blog-draft-toggle=false`);
    expect(off.timing).toContain('cache;desc=miss');
    expect(textOf(off.html)).toContain('Drafts OFF');
    expect(off.html).not.toContain(`/yours/${draft.slug}"`);

    for (const path of ['/yours', '/', '/pixels2pages/posts']) {
      const everyone = await visit(path);
      expect(everyone.timing, path).toContain('cache;desc=hit');
      expectNothingPersonal(everyone.html);
      expect(everyone.html, path).not.toContain(`/yours/${draft.slug}"`);
      expect(textOf(everyone.html), path).not.toContain('Drafts O');
    }
  });

  it('says who acts for whom while an admin manages a user, in the page, and the shared copy does not', async () => {
    const managing = await managingCasey(await logInCookie(ADMIN));
    const page = await visit('/our-story', managing);
    expect(page.timing).toContain('cache;desc=miss');
    expect(textOf(page.html)).toContain('Logged in as Avery Chen, but acting on behalf of Casey Morgan');
    expect(page.html).toMatch(/<button type="submit"[^>]*>Stop Managing<\/button>/);
    expect(page.html).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    const again = await visit('/our-story', managing);
    expect(again.timing).toContain('cache;desc=shell');
    expect(textOf(again.html)).toContain('Logged in as Avery Chen, but acting on behalf of Casey Morgan');
    const everyone = await visit('/our-story');
    expect(everyone.timing).toContain('cache;desc=hit');
    expectNothingPersonal(everyone.html);
    expect(everyone.html).not.toContain('Stop Managing');
  });

  it('puts what answered in time in place, a slow store’s widgets after the page, stand-ins meanwhile', async () => {
    const cookie = await logInCookie(CUSTOMER);
    await visit('/yours');
    await control('store', '/fault', { mode: 'slow', delayMs: 1500, path: '/api/v1/store_info' });
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}/yours`, { headers: { cookie } }), env, ctx);
    expect(res.headers.get('server-timing')).toContain('cache;desc=shell');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    // The page starts before any part is answered: its head, and nothing of the body's end.
    expect(first).toContain('<link rel="stylesheet"');
    expect(first).not.toContain('</footer>');
    let html = first;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      html += decoder.decode(chunk.value, { stream: true });
    await waitOnExecutionContext(ctx);

    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    // The core API answered in time: the account menu is where it belongs.
    expect(header).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    // The store did not: the cart stands in without a count, between the markers of its streamed widget.
    expect(header).toMatch(
      new RegExp(
        String.raw`<template data-late-start="(\d+)"><\/template><a href="[^"]*" aria-label="[^"]*"` +
          ' class="[^"]*" data-testid="cart-link">',
      ),
    );
    expect(header).not.toContain('data-count=');
    const late = /<template data-late-start="(\d+)">/.exec(header)![1];
    const tail = html.slice(html.indexOf('</footer>'));
    expect(tail).toMatch(
      new RegExp(
        `<template data-behaviour="hole-fill" data-fill="${late}">[\\s\\S]*data-count="3"[\\s\\S]*</template>` +
          `</body></html>$`,
      ),
    );
    expect(html).not.toMatch(INLINE_SCRIPT);
  });

  it('gives a browser without script a slow store’s parts in place, the head first (decision 089)', async () => {
    const cookie = `${await logInCookie(CUSTOMER)}; ${NO_SCRIPT_COOKIE}=1`;
    await visit('/yours?no-script=1');
    await control('store', '/fault', { mode: 'slow', delayMs: 1500, path: '/api/v1/store_info' });
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}/yours?no-script=1`, { headers: { cookie } }), env, ctx);
    expect(res.headers.get('server-timing')).toContain('cache;desc=shell');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain('<link rel="stylesheet"');
    expect(first).not.toContain('data-count=');
    let html = first;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      html += decoder.decode(chunk.value, { stream: true });
    }
    await waitOnExecutionContext(ctx);

    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/data-testid="account-name"[^>]*>[^<]+</);
    expect(header).toMatch(/data-count="\d+"/);
    expect(html).not.toContain('data-late-start');
    expect(html).not.toContain('hole-fill');
  });

  it('sends a page React renders with every part in place to a browser without script (decision 089)', async () => {
    const cookie = await logInCookie(CUSTOMER);
    const streamed = await visit('/forever-club', cookie);
    // With script the chrome's parts follow the page, for React's inline script to move.
    expect(streamed.html).toContain('<template id="B:');
    const whole = await visit('/forever-club', `${cookie}; ${NO_SCRIPT_COOKIE}=1`);
    expect(whole.html).not.toContain('<template id="B:');
    expect(whole.html).not.toMatch(INLINE_SCRIPT);
    const header = whole.html.slice(whole.html.indexOf('<header'), whole.html.indexOf('</header>'));
    expect(header).toMatch(/data-testid="account-name"[^>]*>[^<]+</);
    expect(header).toMatch(/data-count="\d+"/);
    expect(header).toContain('data-menu="products"');
  });

  it('renders a page that waits on the store for the signed-in visitor: there is no shell to fill', async () => {
    const cookie = await logInCookie(CUSTOMER);
    // A post's body is a promise that waits for the reader's session (p2p/post.tsx), so no page
    // of it is cached, for anyone. (An event, which waited on the store's tickets, is live since
    // issue 25: never shared at all.)
    for (let i = 0; i < 2; i++) {
      const post = await visit('/pixels2pages/posts/november-2026-agenda', cookie);
      expect(post.res.status).toBe(200);
      expect(post.timing).toContain('cache;desc=miss');
      expect(post.html).toMatch(/data-testid="account-name"[^>]*>Casey Morgan</);
    }
  });
});
