// A category's, a tag's or an author's posts, paged, newest first. Teasers only: no body here.

import { P2pPostsPage } from '#client/pages/p2p/P2pPostsPage.tsx';
import { p2pLinks } from '#core/domain/post-links.ts';
import { pageCount } from '#core/domain/posts.ts';
import type { RouteName } from '#core/routes/table.ts';
import type { ContentDb } from '#worker/db/client.ts';
import {
  type P2pFilter,
  p2pAuthorBySlug,
  p2pAuthorIdOf,
  p2pCategoryBySlug,
  p2pCategoryIdOf,
  p2pList,
  p2pTagBySlug,
  p2pTagIdOf,
} from '#worker/db/queries/p2p.ts';
import { draftAccess } from '#worker/pages/posts/drafts.ts';
import { assertPageExists, requestedPage } from '#worker/pages/posts/paging.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';
import { p2pNav } from './nav.ts';
import { p2pSubnav } from './subnav.tsx';

interface Owner {
  heading: string;
  intro: string;
}

interface OwnerKind {
  route: RouteName;
  param: string;
  find(db: ContentDb, slug: string, includeDrafts: boolean): Promise<Owner | undefined>;
  /** What it filters the list by: its id as a sub-select on the slug, so both go in one round trip. */
  filter(db: ContentDb, slug: string, includeDrafts: boolean): Pick<P2pFilter, 'authorId' | 'categoryId' | 'tagId'>;
  notFound: string;
  href(slug: string, page: number): string;
}

function ownerPage(kind: OwnerKind) {
  return definePage({
    route: kind.route,
    query: ['term', 'category', 'page'],
    drafts: 'p2p',
    async load(ctx) {
      const slug = ctx.param(kind.param) ?? '';
      const page = requestedPage(ctx);
      const [{ nav }, [found, { posts, total }]] = await Promise.all([
        p2pNav(ctx),
        draftAccess(ctx).then(({ includeDrafts }) =>
          Promise.all([
            kind.find(ctx.db, slug, includeDrafts),
            p2pList(ctx.db, { page, includeDrafts, ...kind.filter(ctx.db, slug, includeDrafts) }),
          ]),
        ),
      ]);
      const owner = found ?? notFound(kind.notFound);
      assertPageExists(ctx, page, total);
      return { slug, owner, posts, page, pages: pageCount(total), nav };
    },
    head: ({ owner }) => ({ title: owner.heading, description: owner.intro, canonicalQuery: ['page'] }),
    subnav: p2pSubnav,
    body: ({ data }) => (
      <P2pPostsPage
        heading={data.owner.heading}
        intro={<p>{data.owner.intro}</p>}
        posts={data.posts}
        page={data.page}
        pages={data.pages}
        href={(p) => kind.href(data.slug, p)}
        empty="There are no posts here yet."
      />
    ),
  });
}

export const p2pCategoryPage = ownerPage({
  route: 'pixels2pages-categories-slug',
  param: 'categorySlug',
  async find(db, slug, includeDrafts) {
    const c = await p2pCategoryBySlug(db, slug, includeDrafts);
    return c && { heading: c.name, intro: `${c.name} posts in pixels2Pages.` };
  },
  filter: (db, slug, includeDrafts) => ({ categoryId: p2pCategoryIdOf(db, slug, includeDrafts) }),
  notFound: 'This category could not be found',
  href: (slug, page) => p2pLinks.category(slug, page),
});

export const p2pTagPage = ownerPage({
  route: 'pixels2pages-tags-slug',
  param: 'tagSlug',
  async find(db, slug) {
    const t = await p2pTagBySlug(db, slug);
    return t && { heading: `Tagged “${t.name}”`, intro: `pixels2Pages posts tagged ${t.name}.` };
  },
  filter: (db, slug) => ({ tagId: p2pTagIdOf(db, slug) }),
  notFound: 'This tag could not be found',
  href: (slug, page) => p2pLinks.tag(slug, page),
});

export const p2pAuthorPage = ownerPage({
  route: 'pixels2pages-authors-slug',
  param: 'authorSlug',
  async find(db, slug, includeDrafts) {
    const a = await p2pAuthorBySlug(db, slug, includeDrafts);
    return a && { heading: `Posts by ${a.name}`, intro: a.bio || `${a.name}'s posts in pixels2Pages.` };
  },
  filter: (db, slug, includeDrafts) => ({ authorId: p2pAuthorIdOf(db, slug, includeDrafts) }),
  notFound: 'This author could not be found',
  href: (slug, page) => p2pLinks.author(slug, page),
});
