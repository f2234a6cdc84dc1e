// Every collection the sync worker keeps, in the order a full sync runs them.
import { blogAuthorsCollection, blogCategoriesCollection, blogPostFeaturedCollection, blogPostsCollection } from './blog.ts';
import { faqsCollection, newsArticlesCollection, pressReleasesCollection, teamMembersCollection } from './company.ts';
import type { Collection } from './define.ts';
import { eventsCollection } from './events.ts';
import {
  p2pAuthorsCollection, p2pCategoriesCollection, p2pHomepagePinnedCollection, p2pHomepageSlidesCollection,
  p2pPostsCollection, p2pSharingTipsCollection,
} from './p2p.ts';

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
];

export const COLLECTION_NAMES: readonly string[] = COLLECTIONS.map((c) => c.name);

export function collectionByName(name: string): Collection | undefined {
  return COLLECTIONS.find((c) => c.name === name);
}

/**
 * The collection a Strapi webhook `model` belongs to: `blog-post`, `blog-posts`, `p-2-p-post`,
 * `p2p-post`, `api::blog-post.blog-post` (uid form) and `Blog_Post` all name the blog posts.
 */
export function collectionForModel(model: string): Collection | undefined {
  const name = normalizeModel(model);
  return COLLECTIONS.find((c) => c.models.includes(name) || c.name === name);
}

function normalizeModel(model: string): string {
  let name = model.trim();
  const uid = /^(?:api|plugin)::[\w-]+\.([\w-]+)$/.exec(name);
  if (uid) name = uid[1]!;
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[_\s]+/g, '-');
}
