import { P2pHomeParts } from '#client/components/p2p/P2pHomeParts.tsx';
import { P2pPostsPage } from '#client/pages/p2p/P2pPostsPage.tsx';
import { p2pLinks } from '#core/domain/post-links.ts';
import { ftsQuery, normalizeSearchTerm, pageCount, searchResults } from '#core/domain/posts.ts';
import { p2pCategoryBySlug, p2pCategoryIdOf, p2pHomepage, p2pList } from '#worker/db/queries/p2p.ts';
import type { RowId } from '#worker/db/queries/stored-lists.ts';
import { draftAccess } from '#worker/pages/posts/drafts.ts';
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
    // Who reads, before any read starts: the page's reads then go to D1 in one round trip.
    const { includeDrafts } = await draftAccess(ctx);
    const term = normalizeSearchTerm(ctx.query('term'));
    const categorySlug = ctx.query('category') ?? '';
    const expression = term ? ftsQuery(term) : null;
    const match = expression ? { expression, membersBodies: (await ctx.session()).can.accessP2p } : null;
    const viewOf = (filtered: boolean): View =>
      includeDrafts && ctx.query('drafts') === 'all' ? 'drafts' : term || filtered ? 'search' : 'home';
    const read = (view: View, categoryId: RowId | undefined) =>
      Promise.all([
        // A term with no searchable word matches nothing.
        term && !match
          ? { posts: [], total: 0 }
          : p2pList(ctx.db, {
              page,
              includeDrafts,
              draftsOnly: view === 'drafts',
              categoryId,
              match: match ?? undefined,
            }),
        page === 1 && view === 'home' ? p2pHomepage(ctx.db, includeDrafts) : null,
      ]);
    // The category by its slug, and the list filtered by it through a sub-select, at once.
    let view = viewOf(categorySlug !== '');
    const [{ nav }, category, first] = await Promise.all([
      p2pNav(ctx),
      categorySlug ? p2pCategoryBySlug(ctx.db, categorySlug, includeDrafts) : undefined,
      read(view, categorySlug ? p2pCategoryIdOf(ctx.db, categorySlug, includeDrafts) : undefined),
    ]);
    // No such category: the list unfiltered, read again (a second round trip only for a wrong address).
    const filteredAway = categorySlug !== '' && !category;
    if (filteredAway) view = viewOf(false);
    const [list, home] = filteredAway ? await read(view, undefined) : first;
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
