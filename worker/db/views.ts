// What pages render, as types only: the rows the read queries return, inferred from the drizzle
// schema through them. client/ imports these (and nothing else of worker/; biome.json enforces it).
import type { blogQueries } from './queries/blog.ts';

type Result<K extends keyof typeof blogQueries> = Awaited<ReturnType<(typeof blogQueries)[K]>>;

export type PostSummary = Result<'list'>['posts'][number];
export type NavCategory = Result<'list'>['navCategories'][number];
export type PostDetail = NonNullable<Result<'post'>['post']>;
export type AuthorEntry = Result<'authors'>['authors'][number];
export type CategoryEntry = Result<'categories'>['categories'][number];
export type Author = NonNullable<Result<'author'>>;
export type Category = NonNullable<Result<'category'>>;

// The company pages (worker/db/queries/company.ts) and FAQ blocks (worker/db/queries/faqs.ts).
export type TeamMember = Awaited<ReturnType<typeof import('./queries/company.ts').teamList>>[number];
export type PressReleaseSummary = Awaited<
  ReturnType<typeof import('./queries/company.ts').pressList>
>['releases'][number];
export type PressRelease = NonNullable<Awaited<ReturnType<typeof import('./queries/company.ts').pressRelease>>>;
export type NewsArticle = Awaited<ReturnType<typeof import('./queries/company.ts').newsList>>['articles'][number];
export type { FaqEntry } from './queries/faqs.ts';
export type Faq = NonNullable<Awaited<ReturnType<typeof import('./queries/faqs.ts').faqBySlug>>>;

// pixels2Pages (worker/db/queries/p2p.ts): teasers only; a members-only body is a string apart.
export type P2pPostSummary = Awaited<ReturnType<typeof import('./queries/p2p.ts').p2pList>>['posts'][number];
export type P2pSearchCategory = Awaited<ReturnType<typeof import('./queries/p2p.ts').searchCategoriesQuery>>[number];
export type P2pDraftsTab = Awaited<ReturnType<typeof import('./queries/p2p.ts').p2pDraftsTab>>;
export type P2pHomepage = Awaited<ReturnType<typeof import('./queries/p2p.ts').p2pHomepage>>;
export type P2pPostTeaser = NonNullable<Awaited<ReturnType<typeof import('./queries/p2p.ts').p2pPostTeaser>>>;
export type BlueprintPart = Awaited<ReturnType<typeof import('./queries/p2p.ts').p2pPostBody>>['parts'][number];
export type P2pTag = Awaited<ReturnType<typeof import('./queries/p2p.ts').p2pPostTagsOf>>[number];

// The events pages (worker/db/queries/events.ts).
export type EventSummary = Awaited<ReturnType<typeof import('./queries/events.ts').eventList>>[number];
export type EventDetail = NonNullable<Awaited<ReturnType<typeof import('./queries/events.ts').eventBySlug>>>;

// The pictures editors set for the site's own pages (worker/db/queries/page-images.ts).
export type { PageImage } from './queries/page-images.ts';
