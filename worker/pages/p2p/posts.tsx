import { P2pHomeParts } from '#client/components/p2p/P2pHomeParts.tsx';
import { P2pPostsPage } from '#client/pages/p2p/P2pPostsPage.tsx';
import { p2pLinks } from '#core/domain/post-links.ts';
import { ftsQuery, normalizeSearchTerm, pageCount, searchResults } from '#core/domain/posts.ts';
import { p2pCategoryBySlug, p2pHomepage, p2pList } from '#worker/db/queries/p2p.ts';
import { assertPageExists, requestedPage } from '#worker/pages/posts/paging.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { p2pNav } from './nav.ts';
import { p2pSubnav } from './subnav.tsx';

const NAME = 'pixels2Pages';

type View = 'home' | 'search' | 'drafts';

/**
 * /pixels2pages/posts: every post, newest publishedAt first, 20 a page. Page 1 of the unfiltered
 * list is the homepage (pinned posts, slides, sharing tips). ?term= searches (FTS5, ranked like
 * the blog's), ?category= filters by a category shown in search, and ?drafts=all lists only the
 * drafts, for an editor whose drafts are on. Teasers only: no body here.
 *
 * A search matches a members-only post's body only for a reader with accessP2p (issue 24): what
 * it finds then depends on the session, so a signed-in visitor's search is never memoized or
 * shared. Signed out, everyone finds the same, and the page is cached as any other.
 */
export const p2pPostsPage = definePage({
  route: 'pixels2pages-posts',
  query: ['term', 'category', 'drafts', 'page'],
  personal: (ctx) => ctx.signedIn && normalizeSearchTerm(ctx.query('term')) !== '',
  drafts: 'p2p',
  async load(ctx) {
    const page = requestedPage(ctx);
    const { nav, includeDrafts } = await p2pNav(ctx);
    const category = nav.category ? await p2pCategoryBySlug(ctx.db, nav.category, includeDrafts) : undefined;
    const expression = nav.term ? ftsQuery(nav.term) : null;
    const match = expression ? { expression, membersBodies: (await ctx.session()).can.accessP2p } : null;
    const view: View =
      includeDrafts && ctx.query('drafts') === 'all' ? 'drafts' : nav.term || category ? 'search' : 'home';
    const [list, home] = await Promise.all([
      // A term with no searchable word matches nothing.
      nav.term && !match
        ? { posts: [], total: 0 }
        : p2pList(ctx.db, {
            page,
            includeDrafts,
            draftsOnly: view === 'drafts',
            categoryId: category?.id,
            match: match ?? undefined,
          }),
      page === 1 && view === 'home' ? p2pHomepage(ctx.db, includeDrafts) : null,
    ]);
    // A ranked search shows its best matches only; a list, every post.
    const results = match ? searchResults(list.total) : null;
    const shown = results?.shown ?? list.total;
    assertPageExists(ctx, page, shown);
    const found =
      results?.text ??
      `${list.total === 1 ? '1 post' : `${list.total} posts`}${view === 'search' ? ' found' : ' not yet published'}`;
    return {
      page,
      pages: pageCount(shown),
      view,
      nav: { ...nav, category: category?.slug ?? '' },
      posts: list.posts,
      found,
      home,
    };
  },
  head: (data) => ({
    title:
      data.view === 'search'
        ? 'Search pixels2Pages'
        : data.view === 'drafts'
          ? `${NAME} drafts`
          : data.page > 1
            ? `${NAME} — page ${data.page}`
            : NAME,
    description: 'Challenges, tips, blueprints, videos and the monthly agenda of the pixels2Pages design community.',
    noindex: data.view !== 'home',
    canonicalQuery: ['page'],
  }),
  subnav: p2pSubnav,
  body: ({ data }) => (
    <P2pPostsPage
      heading={
        data.view === 'search'
          ? data.nav.term
            ? `Search results for “${data.nav.term}”`
            : 'Search results'
          : data.view === 'drafts'
            ? 'Drafts'
            : `${NAME} posts`
      }
      intro={data.view === 'home' ? null : <p data-testid="result-count">{data.found}</p>}
      top={data.home ? <P2pHomeParts home={data.home} /> : null}
      posts={data.posts}
      page={data.page}
      pages={data.pages}
      href={(p) =>
        data.view === 'search'
          ? p2pLinks.search(data.nav.term, data.nav.category, p)
          : data.view === 'drafts'
            ? p2pLinks.drafts(p)
            : p2pLinks.home(p)
      }
      empty={
        data.view === 'search'
          ? 'No posts match your search. Try other words or another category.'
          : data.view === 'drafts'
            ? 'There are no drafts.'
            : 'There are no posts yet.'
      }
    />
  ),
});
