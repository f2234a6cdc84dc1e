import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_COUNT } from '#core/domain/constants.ts';
import { p2pPosts } from '#tests/fixtures/cms/content/p2p.ts';
import { logInCookie, ORIGIN, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { syncP2p } from './sync-p2p.ts';

const EDITOR = { email: 'avery.admin@example.com', password: 'memories-2026' };
const MEMBER = { email: 'riley.club@example.com', password: 'memories-2026' };
const ON = 'p2p-draft-toggle=true';
const site = (path: string, init: RequestInit = {}) => serve(createApp(), new Request(`${ORIGIN}${path}`, init), env);
const get = (path: string, cookie?: string) => site(path, { headers: cookie ? { cookie } : {} });

const draft = p2pPosts.find((p) => p.slug && !p.published_at)!;
const draftCards = (html: string) => html.match(/data-testid="p2p-post-card"/g)?.length ?? 0;

/** Drafts beyond the fixture's, so the tab has more than DRAFT_COUNT to choose from. */
const EXTRA = DRAFT_COUNT + 3;
const extraIds = Array.from({ length: EXTRA }, (_, i) => 900_000 + i);

let editor: string;
let member: string;

beforeAll(async () => {
  await syncP2p();
  await env.DB.batch(
    extraIds.map((id, i) =>
      env.DB.prepare('insert into p2p_posts (id, slug, title, updated_at, is_draft) values (?, ?, ?, ?, 1)').bind(
        id,
        `extra-draft-${i}`,
        `Extra draft ${i}`,
        `2026-11-${String(10 + (i % 10)).padStart(2, '0')}T10:00:00.000Z`,
      ),
    ),
  );
  [editor, member] = await Promise.all([logInCookie(EDITOR), logInCookie(MEMBER)]);
});

afterAll(() => env.DB.prepare(`delete from p2p_posts where id >= 900000`).run());

describe('pixels2Pages drafts switch (SPEC §2.7, §6: accessP2peditor)', () => {
  it('shows the switch to an editor only', async () => {
    const forEditor = await (await get('/pixels2pages/posts', editor)).text();
    expect(forEditor).toContain('data-testid="drafts-switch"');
    // React's streamed render separates the two texts with a comment; a part filled into the shell does not.
    expect(forEditor).toMatch(/Drafts (?:<!-- -->)?OFF/);
    for (const cookie of [member, undefined]) {
      expect(await (await get('/pixels2pages/posts', cookie)).text()).not.toContain('data-testid="drafts-switch"');
    }
  });

  it('sets its own cookie and reloads the page it was on', async () => {
    const res = await site('/api/drafts', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: editor },
      body: new URLSearchParams({ section: 'p2p', on: 'true', returnTo: '/pixels2pages/posts?page=2' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/pixels2pages/posts?page=2');
    expect(res.headers.get('set-cookie')).toMatch(/^p2p-draft-toggle=true;.*HttpOnly/);
  });

  it('with drafts on, an editor sees drafts in the lists, the drafts tab and the draft itself', async () => {
    const cookie = `${editor}; ${ON}`;
    const res = await get('/pixels2pages/posts', cookie);
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
    const html = await res.text();
    expect(html).toContain('Drafts <!-- -->ON');
    expect(html).toContain('data-testid="drafts-tab"');
    const tab = html.slice(html.indexOf('data-testid="drafts-tab"'), html.indexOf('data-testid="drafts-view-all"'));
    // SPEC §9: draft count 20.
    expect(tab.match(/<li /g)?.length).toBe(20);
    expect(tab).toContain(`>${EXTRA + 2}</span>`);
    expect(html).toContain('href="/pixels2pages/posts?drafts=all"');
    expect((await get(`/pixels2pages/posts/${draft.slug}`, cookie)).status).toBe(200);
  });

  it('"View All" lists every draft and nothing else, paged', async () => {
    const cookie = `${editor}; ${ON}`;
    const first = await (await get('/pixels2pages/posts?drafts=all', cookie)).text();
    expect(first).toContain('<h1 class="heading-1 mb-3">Drafts</h1>');
    expect(first).toContain(`${EXTRA + 2} posts not yet published`);
    expect(draftCards(first)).toBe(20);
    const second = await (await get('/pixels2pages/posts?drafts=all&page=2', cookie)).text();
    expect(draftCards(second)).toBe(EXTRA + 2 - 20);
    expect(first + second).toContain(`/pixels2pages/posts/${draft.slug}"`);
    // Every card is a draft's: as many Draft badges as cards.
    expect((first + second).match(/badge-draft ml-2">Draft</g)?.length).toBe(EXTRA + 2);
  });

  it('with the cookie but not the ability, nothing of the drafts shows', async () => {
    for (const cookie of [`${member}; ${ON}`, ON]) {
      const html = await (await get('/pixels2pages/posts?drafts=all', cookie)).text();
      expect(html).not.toContain('data-testid="drafts-tab"');
      expect(html).not.toContain(`/pixels2pages/posts/${draft.slug}"`);
      expect(html).not.toContain('Extra draft');
      expect((await get(`/pixels2pages/posts/${draft.slug}`, cookie)).status).toBe(404);
    }
  });
});
