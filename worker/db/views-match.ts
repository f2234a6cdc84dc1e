// The type check fails here when a read query's rows and the view a page renders (core/views.ts)
// drift apart, in either direction: a column the query adds must be named in the view, and a
// field the view promises must come from the query.
import type * as views from '#core/views.ts';
import type { blogQueries } from './queries/blog.ts';
import type { newsList, pressList, pressRelease, teamList } from './queries/company.ts';
import type { eventBySlug, eventList } from './queries/events.ts';
import type { faqBySlug } from './queries/faqs.ts';
import type {
  p2pDraftsTab,
  p2pHomepage,
  p2pList,
  p2pPostBody,
  p2pPostTagsOf,
  p2pPostTeaser,
  searchCategoriesQuery,
} from './queries/p2p.ts';
import type { pageImagesOf } from './queries/page-images.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Blog<K extends keyof typeof blogQueries> = Rows<(typeof blogQueries)[K]>;

/** True only when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

export type ViewsMatchQueries = [
  Check<Same<Blog<'list'>['posts'][number], views.PostSummary>>,
  Check<Same<Blog<'list'>['navCategories'][number], views.NavCategory>>,
  Check<Same<NonNullable<Blog<'post'>['post']>, views.PostDetail>>,
  Check<Same<Blog<'authors'>['authors'][number], views.AuthorEntry>>,
  Check<Same<Blog<'categories'>['categories'][number], views.CategoryEntry>>,
  Check<Same<NonNullable<Blog<'author'>>, views.Author>>,
  Check<Same<NonNullable<Blog<'category'>>, views.Category>>,
  Check<Same<Rows<typeof teamList>[number], views.TeamMember>>,
  Check<Same<Rows<typeof pressList>['releases'][number], views.PressReleaseSummary>>,
  Check<Same<NonNullable<Rows<typeof pressRelease>>, views.PressRelease>>,
  Check<Same<Rows<typeof newsList>['articles'][number], views.NewsArticle>>,
  Check<Same<NonNullable<Rows<typeof faqBySlug>>, views.Faq>>,
  Check<Same<Rows<typeof p2pList>['posts'][number], views.P2pPostSummary>>,
  Check<Same<Rows<typeof searchCategoriesQuery>[number], views.P2pSearchCategory>>,
  Check<Same<Rows<typeof p2pDraftsTab>, views.P2pDraftsTab>>,
  Check<Same<Rows<typeof p2pHomepage>, views.P2pHomepage>>,
  Check<Same<NonNullable<Rows<typeof p2pPostTeaser>>, views.P2pPostTeaser>>,
  Check<Same<NonNullable<Rows<typeof p2pPostBody>>['parts'][number], views.BlueprintPart>>,
  Check<Same<Rows<typeof p2pPostTagsOf>[number], views.P2pTag>>,
  Check<Same<Rows<typeof eventList>[number], views.EventSummary>>,
  Check<Same<NonNullable<Rows<typeof eventBySlug>>, views.EventDetail>>,
  Check<Same<Omit<Rows<typeof pageImagesOf>[number], 'slot'>, views.PageImage>>,
];
