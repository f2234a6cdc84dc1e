// An author's or a category's posts, paged; without a slug, every author or category.
import type { SectionNav } from '#client/components/posts/PostSubnav.tsx';
import { PostDirectoryPage } from '#client/pages/posts/PostDirectoryPage.tsx';
import { PostListPage } from '#client/pages/posts/PostListPage.tsx';
import { pageCount } from '#core/domain/posts.ts';
import type { AuthorEntry, CategoryEntry, PostSummary } from '#core/views.ts';
import type { RowId } from '#worker/db/queries/stored-lists.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';
import type { PageHeadInput } from '#worker/ssr/render-page.tsx';
import { draftAccess } from './drafts.ts';
import { assertPageExists, requestedPage } from './paging.ts';
import type { PostSection } from './section.ts';
import { sectionSubnav } from './subnav.tsx';

/** What the list says about its owner. */
interface Owner {
  slug: string;
  heading: string;
  intro: string | null;
  head: PageHeadInput;
  empty: string;
}

type Directory = { kind: 'authors'; entries: AuthorEntry[] } | { kind: 'categories'; entries: CategoryEntry[] };

type OwnerData =
  | { view: 'directory'; directory: Directory; nav: SectionNav }
  | { view: 'list'; owner: Owner; posts: PostSummary[]; page: number; pages: number; nav: SectionNav };

interface OwnerKind {
  directory(
    ctx: LoadContext,
    includeDrafts: boolean,
  ): Promise<{ directory: Directory; navCategories: SectionNav['categories'] }>;
  directoryHead: PageHeadInput;
  /** The owner; undefined when there is none by that slug. */
  find(ctx: LoadContext, slug: string, includeDrafts: boolean): Promise<Owner | undefined>;
  /** What it filters the list by: its id as a sub-select on the slug, so both go in one round trip. */
  filter(ctx: LoadContext, slug: string, includeDrafts: boolean): { authorId?: RowId; categoryId?: RowId };
  notFound: string;
  /** Which category tab the list marks current. */
  isCategory: boolean;
  href(slug: string, page: number): string;
}

function ownerPage(section: PostSection, route: PostSection['routes']['author'], kind: OwnerKind) {
  return definePage<OwnerData>({
    route,
    query: ['page'],
    drafts: section.drafts,
    async load(ctx) {
      const { draftsOn, includeDrafts } = await draftAccess(ctx);
      const slug = ctx.param('slug');
      if (!slug) {
        const { directory, navCategories } = await kind.directory(ctx, includeDrafts);
        return { view: 'directory', directory, nav: { categories: navCategories, current: null, term: '', draftsOn } };
      }
      const page = requestedPage(ctx);
      const [found, { posts, total, navCategories }] = await Promise.all([
        kind.find(ctx, slug, includeDrafts),
        section.queries.list(ctx.db, { page, includeDrafts, ...kind.filter(ctx, slug, includeDrafts) }),
      ]);
      const owner = found ?? notFound(kind.notFound);
      assertPageExists(ctx, page, total);
      const current = kind.isCategory ? { category: slug } : null;
      return {
        view: 'list',
        owner,
        posts,
        page,
        pages: pageCount(total),
        nav: { categories: navCategories, current, term: '', draftsOn },
      };
    },
    head: (data) => (data.view === 'directory' ? kind.directoryHead : { ...data.owner.head, canonicalQuery: ['page'] }),
    body: ({ data }) =>
      data.view === 'directory' ? (
        <PostDirectoryPage {...data.directory} links={section.links} />
      ) : (
        <PostListPage
          heading={data.owner.heading}
          intro={data.owner.intro ? <p>{data.owner.intro}</p> : null}
          posts={data.posts}
          page={data.page}
          pages={data.pages}
          href={(p) => kind.href(data.owner.slug, p)}
          empty={data.owner.empty}
          links={section.links}
        />
      ),
    subnav: sectionSubnav(section),
  });
}

export const postAuthorPage = (section: PostSection) =>
  ownerPage(section, section.routes.author, {
    async directory(ctx, includeDrafts) {
      const { authors, navCategories } = await section.queries.authors(ctx.db, includeDrafts);
      return { directory: { kind: 'authors', entries: authors }, navCategories };
    },
    directoryHead: { title: 'Our authors', description: `The people who write ${section.texts.where}.` },
    async find(ctx, slug, includeDrafts) {
      const author = await section.queries.author(ctx.db, slug, includeDrafts);
      if (!author) return undefined;
      const heading = `Posts by ${author.name}`;
      return {
        slug,
        heading,
        intro: author.bio,
        head: {
          title: heading,
          description: author.bio || `${heading} ${section.texts.where}.`,
          image: author.avatarUrl,
        },
        empty: `${author.name} has not published a post yet.`,
      };
    },
    filter: (ctx, slug, includeDrafts) => ({ authorId: section.queries.authorId(ctx.db, slug, includeDrafts) }),
    notFound: 'This author could not be found',
    isCategory: false,
    href: (slug, page) => section.links.author(slug, page),
  });

export const postCategoryPage = (section: PostSection) =>
  ownerPage(section, section.routes.category, {
    async directory(ctx, includeDrafts) {
      const { categories, navCategories } = await section.queries.categories(ctx.db, includeDrafts);
      return { directory: { kind: 'categories', entries: categories }, navCategories };
    },
    directoryHead: { title: 'Categories', description: `Every topic ${section.texts.where}.` },
    async find(ctx, slug, includeDrafts) {
      const category = await section.queries.category(ctx.db, slug, includeDrafts);
      if (!category) return undefined;
      return {
        slug,
        heading: category.name,
        intro: category.description,
        head: {
          title: category.name,
          description: category.description || `${category.name} ${section.texts.where}.`,
        },
        empty: 'There are no posts in this category yet.',
      };
    },
    filter: (ctx, slug, includeDrafts) => ({ categoryId: section.queries.categoryId(ctx.db, slug, includeDrafts) }),
    notFound: 'This category could not be found',
    isCategory: true,
    href: (slug, page) => section.links.category(slug, page),
  });
