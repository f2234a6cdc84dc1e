import { p2pLinks } from '#core/domain/post-links.ts';
import { p2pSitemap, p2pTagSitemap } from '#worker/db/queries/p2p.ts';
import type { RowSource } from '#worker/pages/seo/row-source.ts';

/** pixels2Pages' public posts, categories, authors and tags (never a draft, never members-only). */
export const p2pSitemapRows: readonly RowSource[] = [
  { route: 'pixels2pages-posts-slug', rows: p2pSitemap.posts, path: (slug) => p2pLinks.post(slug) },
  { route: 'pixels2pages-categories-slug', rows: p2pSitemap.categories, path: (slug) => p2pLinks.category(slug) },
  { route: 'pixels2pages-authors-slug', rows: p2pSitemap.authors, path: (slug) => p2pLinks.author(slug) },
  { route: 'pixels2pages-tags-slug', rows: p2pTagSitemap, path: (slug) => p2pLinks.tag(slug) },
];
