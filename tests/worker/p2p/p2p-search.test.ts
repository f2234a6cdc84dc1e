// Issue 24, finding 2: pixels2Pages search matches only what its reader may read. The FTS index
// holds every post's body, and the last word is a prefix match, so a members-only body could be
// read out a character at a time by a visitor without accessP2p. Members find it; nobody else
// does, by a word or a prefix, and what a member found is never memoized or cached for others.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { p2pPosts } from '#tests/fixtures/cms/content/p2p.ts';
import { CUSTOMER, control, logInCookie, ORIGIN, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { p2pRoutes } from '#worker/pages/p2p/routes.ts';
import { syncP2p } from './sync-p2p.ts';

const MEMBER = { email: 'riley.club@example.com', password: 'memories-2026' };

/** The site with pixels2Pages' built pages (the page table keeps them NOT_BUILT until the bar knows them). */
const site = (path: string, cookie?: string) =>
  serve(createApp(p2pRoutes), new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }), env);

const published = p2pPosts.filter((p) => p.slug && p.published_at);
const secret = published.find((p) => p.member_only)!;
const open = published.find((p) => !p.member_only && p.type)!;
// A word only the members-only body holds, as in the report: "QUOKKA7731".
const SECRET_BODY = `${secret.content}\n\nThe vault code is QUOKKA7731, kept for members.`;

/** The slugs a search lists, in order. */
async function found(term: string, cookie?: string) {
  const res = await site(`/pixels2pages/posts?term=${encodeURIComponent(term)}`, cookie);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { slugs: [...html.matchAll(/href="\/pixels2pages\/posts\/([^"?#]+)"/g)].map((m) => m[1]!), res };
}

let customer: string;
let member: string;

beforeAll(async () => {
  await control('cms', '/reset');
  await control('cms', '/content', {
    op: 'upsert',
    collection: 'p-2-p-posts',
    merge: true,
    record: { id: secret.id, content: SECRET_BODY },
  });
  await syncP2p();
  customer = await logInCookie(CUSTOMER);
  member = await logInCookie(MEMBER);
});

describe('a members-only body in pixels2Pages search (SPEC §5, §6)', () => {
  it.each(['quokka7731', 'quokka77', 'quokka', 'QUOKKA7', 'vault quokka'])(
    'is not matched for a visitor signed out: %s',
    async (term) => {
      expect((await found(term)).slugs).not.toContain(secret.slug);
    },
  );

  it('is not matched for a signed-in customer without accessP2p', async () => {
    expect((await found('quokka77', customer)).slugs).not.toContain(secret.slug);
  });

  it('is matched for a member, by word and by prefix', async () => {
    expect((await found('quokka7731', member)).slugs).toContain(secret.slug);
    expect((await found('quokka77', member)).slugs).toContain(secret.slug);
  });

  it('still lists the post by its title and description, which anyone may read', async () => {
    const titleWord = secret.title.split(' ').find((w) => w.length > 4)!;
    expect((await found(titleWord)).slugs).toContain(secret.slug);
  });

  it('leaves open posts searchable by their body', async () => {
    const open1 = await found('gallery');
    expect(open1.slugs).toContain(open.slug);
    // Every members-only post the anonymous search lists says the word where anyone can read it.
    for (const slug of open1.slugs) {
      const post = published.find((p) => p.slug === slug)!;
      if (post.member_only) expect(`${post.title} ${post.description}`.toLowerCase()).toContain('gallery');
    }
  });

  it("is never memoized or cached for the next visitor after a member's search", async () => {
    // Spelled as no visitor has searched it: a page of its own in the edge cache.
    const first = await found('Quokka77', member);
    expect(first.slugs).toContain(secret.slug);
    expect(first.res.headers.get('cache-control')).toBe('private, no-store');
    for (const cookie of [undefined, customer, undefined])
      expect((await found('Quokka77', cookie)).slugs).not.toContain(secret.slug);
  });

  it('reaches a member even after visitors filled the memo and the edge cache', async () => {
    for (const cookie of [undefined, undefined, customer])
      expect((await found('quokka77', cookie)).slugs).not.toContain(secret.slug);
    expect((await found('quokka77', member)).slugs).toContain(secret.slug);
  });
});
