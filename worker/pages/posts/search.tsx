import { PostListPage } from '#client/pages/posts/PostListPage.tsx';
import { ftsQuery, normalizeSearchTerm, pageCount, searchResults } from '#core/domain/posts.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { redirect } from '#worker/pages/unit/outcomes.ts';
import { draftAccess } from './drafts.ts';
import { assertPageExists, requestedPage } from './paging.ts';
import type { PostSection } from './section.ts';
import { sectionSubnav } from './subnav.tsx';

/** The section's search (?term=, SPEC §5): trimmed; an empty term goes to the section's home. */
export const postSearchPage = (section: PostSection) =>
  definePage({
    route: section.routes.search,
    query: ['term', 'page'],
    drafts: section.drafts,
    async load(ctx) {
      const term = normalizeSearchTerm(ctx.query('term'));
      if (!term) redirect(section.links.home());
      const page = requestedPage(ctx);
      const { draftsOn, includeDrafts } = await draftAccess(ctx);
      const match = ftsQuery(term);
      const { posts, total, navCategories } = match
        ? await section.queries.search(ctx.db, match, { page, includeDrafts })
        : { posts: [], total: 0, navCategories: await section.queries.navCategories(ctx.db) };
      const results = searchResults(total);
      assertPageExists(ctx, page, results.shown);
      return {
        term,
        page,
        pages: pageCount(results.shown),
        posts,
        found: results.text,
        nav: { categories: navCategories, current: null, term, draftsOn },
      };
    },
    head: ({ term }) => ({
      title: `Search results for “${term}”`,
      description: `Posts about ${term}.`,
      noindex: true,
      canonicalQuery: ['term', 'page'],
    }),
    body: ({ data }) => (
      <PostListPage
        heading={`Search results for “${data.term}”`}
        intro={<p data-testid="result-count">{data.found}</p>}
        posts={data.posts}
        page={data.page}
        pages={data.pages}
        href={(p) => section.links.search(data.term, p)}
        empty="No posts match your search. Try other words, or browse the categories above."
        links={section.links}
      />
    ),
    subnav: sectionSubnav(section),
  });
