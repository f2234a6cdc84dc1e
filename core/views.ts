// What pages render: the rows the worker's read queries hand to the client's components. Written
// here by hand so that client/ needs nothing of worker/; worker/db/views-match.ts fails the type
// check when a query and its view drift apart.

/** The kinds of pixels2Pages post the site knows; another kind from the CMS is kept as null. */
export const p2pPostTypes = ['agenda', 'challenge', 'tip', 'blueprint', 'video'] as const;
export type P2pPostType = (typeof p2pPostTypes)[number];

/** The blocks an event page can hold, in the order the CMS lists them. */
export const eventSectionKinds = ['agenda', 'cancellation', 'video', 'faqs', 'info_card'] as const;
export type EventSectionKind = (typeof eventSectionKinds)[number];

/** A picture from the CMS, with the sizes the image route made of it. */
export interface ImageFields {
  imageUrl: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageSrcset: string | null;
}

/** An editor's picture for one of the site's own pages, with the point a crop keeps in view. */
export interface PageImage extends ImageFields {
  imageFocalX: number | null;
  imageFocalY: number | null;
}

/** What a post's card shows, for the blog and pixels2Pages alike. */
interface PostCard extends ImageFields {
  id: number;
  slug: string;
  title: string;
  description: string;
  publishedAt: string | null;
  updatedAt: string | null;
  isDraft: boolean;
  authorSlug: string | null;
  authorName: string | null;
  categorySlug: string | null;
  categoryName: string | null;
}

// The blog.

export interface PostSummary extends PostCard {
  tagName: string | null;
}

export interface PostDetail extends PostSummary {
  contentHtml: string;
  categoryId: number | null;
  authorBio: string | null;
  authorAvatarUrl: string | null;
}

export interface NavCategory {
  slug: string;
  name: string;
}

export interface Author {
  id: number;
  slug: string;
  name: string;
  bio: string;
  avatarId: number | null;
  avatarUrl: string | null;
  isDraft: boolean;
}

export interface AuthorEntry {
  slug: string;
  name: string;
  bio: string;
  avatarUrl: string | null;
  posts: number;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  showInNav: boolean;
  sortOrder: number | null;
  isDraft: boolean;
}

export interface CategoryEntry {
  slug: string;
  name: string;
  description: string;
  posts: number;
}

// The company pages and FAQ blocks.

export interface TeamMember extends ImageFields {
  id: number;
  firstName: string;
  lastName: string;
  title: string;
  category: string | null;
  bio: string;
}

export interface PressReleaseSummary extends ImageFields {
  id: number;
  slug: string;
  title: string;
  summary: string;
  publishedAt: string | null;
}

export interface PressRelease extends PressReleaseSummary {
  contentHtml: string;
}

export interface NewsArticle extends ImageFields {
  id: number;
  title: string;
  source: string;
  url: string | null;
  summary: string;
  publishedAt: string | null;
}

export interface FaqEntry {
  question: string;
  answerHtml: string;
}

export interface Faq {
  slug: string;
  entries: FaqEntry[];
}

// pixels2Pages: teasers only; a members-only body is a string apart.

export interface P2pPostSummary extends PostCard {
  type: P2pPostType | null;
  memberOnly: boolean;
  challengeStartsAt: string | null;
  challengeEndsAt: string | null;
}

export type P2pPostTeaser = P2pPostSummary;

export interface P2pSearchCategory {
  slug: string;
  name: string;
}

export interface P2pTag {
  slug: string;
  name: string;
}

export interface P2pDraftsTab {
  posts: { slug: string; title: string; updatedAt: string | null }[];
  total: number;
}

export interface P2pSlide extends ImageFields {
  id: number;
  title: string;
  subtitle: string;
  linkUrl: string | null;
  imageId: number | null;
  sortOrder: number | null;
  isDraft: boolean;
}

export interface P2pTip {
  id: number;
  title: string;
  bodyHtml: string;
  sortOrder: number | null;
  isDraft: boolean;
}

export interface P2pHomepage {
  pinned: P2pPostSummary[];
  slides: P2pSlide[];
  tips: P2pTip[];
}

/** A file a blueprint post offers for download. */
export interface BlueprintPart {
  name: string;
  url: string;
  ext: string | null;
  sizeKb: number | null;
}

// The events pages.

export interface EventSummary extends ImageFields {
  id: number;
  slug: string;
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string | null;
  location: string;
  badgeText: string | null;
  themePattern: number | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  updatedAt: string | null;
  isDraft: boolean;
}

export interface EventTicket {
  id: number;
  name: string;
  storeSku: string | null;
  isEarlyBird: boolean;
}

/** A block as the sync stored it; the page reads its data with its own schema. */
export interface EventSection {
  position: number;
  kind: EventSectionKind;
  data: unknown;
}

export interface EventDetail {
  event: EventSummary;
  tickets: EventTicket[];
  sections: EventSection[];
}
