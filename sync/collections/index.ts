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
 * The collections a Strapi webhook `model` concerns: the model's own collection and every one
 * that copies it or can be moved by its edits (a tag re-syncs the posts that carry tags). Model
 * names are matched loosely: `blog-post`, `blog-posts`, `Blog_Post` and the uid form
 * `application::blog-post.blog-post` all name the blog posts' model.
 */
export function collectionsForModel(model: string): Collection[] {
  const name = normalizeModel(model);
  return COLLECTIONS.filter((c) => c.name === name || c.models.some((m) => m === name || plural(m) === name));
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
