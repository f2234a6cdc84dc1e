import { P2pHomeParts } from '#client/components/p2p/P2pHomeParts.tsx';
import { P2pSearchForm } from '#client/components/p2p/P2pSearchForm.tsx';
import { p2pLinks } from '#client/domain/post-links.ts';
import { ftsQuery, normalizeSearchTerm, pageCount } from '#client/domain/posts.ts';
import { P2pPostsPage } from '#client/pages/p2p/P2pPostsPage.tsx';
import { p2pCategoryBySlug, p2pHomepage, p2pList } from '#worker/db/queries/p2p.ts';
import { assertPageExists, requestedPage } from '#worker/pages/posts/paging.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';

const NAME = 'pixels2Pages';

/**
 * /pixels2pages/posts: every post, newest publishedAt first, 20 a page. Page 1 of the unfiltered
 * list is the homepage (pinned posts, slides, sharing tips). ?term= searches (FTS5, ranked like
 * the blog's), ?category= filters by a category shown in search. Teasers only: no body here.
 */
export const p2pPostsPage = definePage({
  route: 'pixels2pages-posts',
  async load(ctx) {
    const page = requestedPage(ctx);
    const term = normalizeSearchTerm(ctx.query('term'));
    const categorySlug = ctx.query('category') ?? '';
    const category = categorySlug ? await p2pCategoryBySlug(ctx.db, categorySlug, false) : undefined;
    const match = term ? ftsQuery(term) : null;
    const searching = Boolean(term || category);
    const [list, home] = await Promise.all([
      // A term with no searchable word matches nothing (no tag has id -1); the filters still show.
      term && !match
        ? p2pList(ctx.db, { page, includeDrafts: false, tagId: -1 })
        : p2pList(ctx.db, { page, includeDrafts: false, categoryId: category?.id, match: match ?? undefined }),
      page === 1 && !searching ? p2pHomepage(ctx.db, false) : null,
    ]);
    assertPageExists(page, list.total);
    return { page, pages: pageCount(list.total), term, category: category?.slug ?? '', searching, ...list, home };
  },
  head: (data) => ({
    title: data.searching ? `Search pixels2Pages` : data.page > 1 ? `${NAME} — page ${data.page}` : NAME,
    description: 'Challenges, tips, blueprints, videos and the monthly agenda of the pixels2Pages design community.',
    noindex: data.searching,
    canonicalQuery: ['page'],
  }),
  body: ({ data }) => (
    <P2pPostsPage
      heading={data.searching ? (data.term ? `Search results for “${data.term}”` : 'Search results') : `${NAME} posts`}
      intro={data.searching ? <p data-testid="result-count">{data.total === 1 ? '1 post found' : `${data.total} posts found`}</p> : null}
      top={
        <>
          <P2pSearchForm term={data.term} category={data.category} categories={data.searchCategories} />
          {data.home ? <P2pHomeParts home={data.home} /> : null}
        </>
      }
      posts={data.posts}
      page={data.page}
      pages={data.pages}
      href={(p) => (data.searching ? p2pLinks.search(data.term, data.category, p) : p2pLinks.home(p))}
      empty={data.searching ? 'No posts match your search. Try other words or another category.' : 'There are no posts yet.'}
    />
  ),
});
