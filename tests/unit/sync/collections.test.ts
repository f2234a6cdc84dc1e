import { describe, expect, it } from 'vitest';
import { blogPosts, eventSections, events, eventTickets, p2pPosts, p2pPostTags, p2pTags } from '../../../worker/db/schema.ts';
import { InvalidRecordError } from '../../../sync/collections/define.ts';
import { COLLECTION_NAMES, collectionByName, collectionForModel } from '../../../sync/collections/index.ts';
import type { TableState } from '../../../sync/write/plan.ts';

const ctx = { cmsUrl: 'http://cms.test' };
const rowsOf = (states: TableState[], table: unknown) => states.find((s) => s.spec.table === table)!.rows;

const post = {
  id: 7,
  slug: 'a-post',
  title: 'A post',
  description: null,
  content: '<p>Hello <b>tape</b></p><script>x()</script>',
  published_at: '2026-01-02T03:04:05+01:00',
  updated_at: '2026-01-03T00:00:00.000Z',
  post_image: { url: '/uploads/a.svg', alternativeText: 'A' },
  tag: { id: 1, slug: 'vhs', name: 'VHS' },
  author: { id: 2, slug: 'm', name: 'M' },
  category: null,
};

describe('collections', () => {
  it('covers every collection of SPEC §7 once', () => {
    expect([...COLLECTION_NAMES].sort()).toEqual([
      'blog-authors', 'blog-categories', 'blog-post-featured', 'blog-posts', 'events', 'faqs', 'news-articles',
      'p-2-p-authors', 'p-2-p-categories', 'p-2-p-homepage-pinned', 'p-2-p-homepage-slides', 'p-2-p-posts',
      'p-2-p-sharing-tips', 'press-releases', 'team-members',
    ]);
  });

  it('maps a blog post: sanitized html, body text, absolute image, UTC dates, draft flag', () => {
    const [row] = rowsOf(collectionByName('blog-posts')!.build([post, { ...post, id: 8, slug: 'draft', published_at: null }], ctx), blogPosts);
    expect(row).toEqual({
      id: 7, slug: 'a-post', title: 'A post', description: '',
      contentHtml: '<p>Hello <b>tape</b></p>', bodyText: 'Hello tape',
      imageUrl: 'http://cms.test/uploads/a.svg', imageAlt: 'A',
      tagSlug: 'vhs', tagName: 'VHS', authorId: 2, categoryId: null,
      publishedAt: '2026-01-02T02:04:05.000Z', updatedAt: '2026-01-03T00:00:00.000Z', isDraft: false,
    });
    const rows = rowsOf(collectionByName('blog-posts')!.build([post, { ...post, id: 8, slug: 'draft', published_at: null }], ctx), blogPosts);
    expect(rows[1]).toMatchObject({ id: 8, isDraft: true, publishedAt: null });
  });

  it('names the invalid record and the field when one record fails its schema', () => {
    const build = () => collectionByName('blog-posts')!.build([post, { ...post, id: 9, slug: undefined }, { ...post, id: 10, slug: 'c' }], ctx);
    expect(build).toThrow(InvalidRecordError);
    expect(build).toThrow(/blog-posts record id 9 \(#2 of 3\) is invalid: slug/);
  });

  it('fails a record whose media url is not http(s)', () => {
    expect(() => collectionByName('blog-posts')!.build([{ ...post, post_image: { url: 'javascript:alert(1)', alternativeText: null } }], ctx))
      .toThrow(/media url .* must be http\(s\)/);
  });

  it('maps p2p posts to tags shared between posts and one link per tag', () => {
    const base = { title: 'T', type: 'tip', member_only: true, published_at: null, updated_at: '2026-01-01T00:00:00Z', video_url: '' };
    const tagA = { id: 1, slug: 'a', name: 'A' };
    const tagB = { id: 2, slug: 'b', name: 'B' };
    const states = collectionByName('p-2-p-posts')!.build([
      { ...base, id: 1, slug: 'one', tags: [tagA, tagB, tagA] },
      { ...base, id: 2, slug: 'two', tags: [tagB] },
      { ...base, id: 3, slug: 'three' },
    ], ctx);
    expect(rowsOf(states, p2pTags)).toEqual([tagA, tagB]);
    expect(rowsOf(states, p2pPostTags)).toEqual([{ postId: 1, tagId: 1 }, { postId: 1, tagId: 2 }, { postId: 2, tagId: 2 }]);
    expect(rowsOf(states, p2pPosts)[0]).toMatchObject({ id: 1, type: 'tip', memberOnly: true, isDraft: true, videoUrl: null });
  });

  it('maps an event: pattern number, tickets in order, sections with their kind and sanitized rich text', () => {
    const states = collectionByName('events')!.build([{
      id: 4, slug: 'summit', title: 'Summit', starts_at: '2027-04-15T13:00:00.000Z', ends_at: null,
      published_at: null, updated_at: '2026-11-02T10:15:00.000Z',
      event_theme: { pattern: 'pattern_07', primary_color: '#355070', secondary_color: '#E09F3E' },
      tickets: [
        { id: 31, name: 'General', store_sku: 'EVT-1', is_early_bird: false },
        { id: 30, name: 'Early', store_sku: 'EVT-2', is_early_bird: true },
      ],
      sections: [
        { __component: 'event.info-card', title: 'Stay', body: '<p onclick="x()">Hotel</p>' },
        { __component: 'event.video', url: 'https://videos.example/a' },
        { __component: 'event.faqs', items: [{ question: 'Q?', answer: 'A <script>x</script>' }] },
      ],
    }], ctx);
    expect(rowsOf(states, events)[0]).toMatchObject({ id: 4, themePattern: 7, primaryColor: '#355070', secondaryColor: '#e09f3e', isDraft: true, endsAt: null });
    expect(rowsOf(states, eventTickets)).toEqual([
      { id: 31, eventId: 4, name: 'General', storeSku: 'EVT-1', isEarlyBird: false, sortOrder: 0 },
      { id: 30, eventId: 4, name: 'Early', storeSku: 'EVT-2', isEarlyBird: true, sortOrder: 1 },
    ]);
    expect(rowsOf(states, eventSections)).toEqual([
      { eventId: 4, position: 0, kind: 'info_card', data: { title: 'Stay', body: '<p>Hotel</p>' } },
      { eventId: 4, position: 1, kind: 'video', data: { title: null, url: 'https://videos.example/a' } },
      { eventId: 4, position: 2, kind: 'faqs', data: { title: null, items: [{ question: 'Q?', answer: 'A ' }] } },
    ]);
  });

  it('maps a webhook model name to its collection', () => {
    const cases: [string, string | undefined][] = [
      ['blog-post', 'blog-posts'], ['blog-posts', 'blog-posts'], ['api::blog-post.blog-post', 'blog-posts'],
      ['p-2-p-post', 'p-2-p-posts'], ['p2p-post', 'p-2-p-posts'], ['event', 'events'], ['Team_Member', 'team-members'],
      ['blog-post-featured', 'blog-post-featured'], ['p-2-p-homepage-pinned', 'p-2-p-homepage-pinned'],
      ['news-article', 'news-articles'], ['faq', 'faqs'], ['blog-category', 'blog-categories'],
      ['user', undefined], ['', undefined], ['blog', undefined],
    ];
    for (const [model, name] of cases) expect(collectionForModel(model)?.name, model).toBe(name);
  });
});
