// Every collection the sync worker keeps, in the order a full sync runs them.
import {
  blogAuthorsCollection,
  blogCategoriesCollection,
  blogPostFeaturedCollection,
  blogPostsCollection,
} from './blog.ts';
import { faqsCollection, newsArticlesCollection, pressReleasesCollection, teamMembersCollection } from './company.ts';
import type { Collection, Copied } from './define.ts';
import { eventsCollection } from './events.ts';
import {
  p2pAuthorsCollection,
  p2pCategoriesCollection,
  p2pHomepagePinnedCollection,
  p2pHomepageSlidesCollection,
  p2pPostsCollection,
  p2pSharingTipsCollection,
} from './p2p.ts';
import { pageImageryCollection } from './page-imagery.ts';

export const COLLECTIONS: readonly Collection[] = [
  blogPostsCollection,
  blogAuthorsCollection,
  blogCategoriesCollection,
  blogPostFeaturedCollection,
  p2pPostsCollection,
  p2pAuthorsCollection,
  p2pCategoriesCollection,
  p2pHomepagePinnedCollection,
  p2pHomepageSlidesCollection,
  p2pSharingTipsCollection,
  eventsCollection,
  teamMembersCollection,
  pressReleasesCollection,
  newsArticlesCollection,
  faqsCollection,
  pageImageryCollection,
];

export const COLLECTION_NAMES: readonly string[] = COLLECTIONS.map((c) => c.name);

export function collectionByName(name: string): Collection | undefined {
  return COLLECTIONS.find((c) => c.name === name);
}

/** How a webhook's model concerns a collection: it is the collection's own, or one it copies. */
export type Concern = { collection: Collection; copy: Copied | null };

/**
 * The collections a Strapi webhook `model` concerns: the collection whose own model it is, and
 * every collection that copies its fields (a tag's posts). Model names are matched loosely:
 * `blog-post`, `blog-posts`, `Blog_Post` and the uid form `application::blog-post.blog-post` all
 * name the blog posts' model.
 */
export function concerns(model: string): Concern[] {
  const name = normalizeModel(model);
  const named = (m: string) => m === name || plural(m) === name;
  const out: Concern[] = [];
  for (const collection of COLLECTIONS) {
    if (named(collection.model) || collection.name === name) out.push({ collection, copy: null });
    for (const copy of collection.copies) if (named(copy.model)) out.push({ collection, copy });
  }
  return out;
}

const plural = (model: string) => (model.endsWith('y') ? `${model.slice(0, -1)}ies` : `${model}s`);

function normalizeModel(model: string): string {
  let name = model.trim();
  const uid = /^(?:api|application|plugin|plugins)::[\w-]+\.([\w-]+)$/.exec(name);
  if (uid) name = uid[1]!;
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[_\s]+/g, '-');
}
