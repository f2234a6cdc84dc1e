import { PostHomePage } from '#client/pages/posts/PostHomePage.tsx';
import { pageCount } from '#core/domain/posts.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { draftAccess } from './drafts.ts';
import { assertPageExists, requestedPage } from './paging.ts';
import type { PostSection } from './section.ts';
import { sectionSubnav } from './subnav.tsx';

/** The section's home: the featured post, then every other post, newest first, a page at a time. */
export const postHomePage = (section: PostSection) =>
  definePage({
    route: section.routes.home,
    query: ['page'],
    drafts: section.drafts,
    async load(ctx) {
      const page = requestedPage(ctx);
      const { draftsOn, includeDrafts } = await draftAccess(ctx);
      const { posts, total, featured, navCategories } = await section.queries.home(ctx.db, { page, includeDrafts });
      assertPageExists(ctx, page, total);
      return {
        page,
        pages: pageCount(total),
        posts,
        featured,
        nav: { categories: navCategories, current: { all: true as const }, term: '', draftsOn },
      };
    },
    head: (data) => ({
      title: data.page > 1 ? `${section.texts.name} — page ${data.page}` : section.texts.name,
      description: section.texts.description,
      image: data.page === 1 ? data.featured?.imageUrl : null,
      canonicalQuery: ['page'],
    }),
    body: ({ data }) => (
      <PostHomePage
        heading={section.texts.heading}
        featured={data.featured}
        posts={data.posts}
        page={data.page}
        pages={data.pages}
        links={section.links}
      />
    ),
    subnav: sectionSubnav(section),
  });
