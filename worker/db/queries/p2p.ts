// Read queries of pixels2Pages, over the D1 copy of the CMS. The section's pages are not built
// yet; what is here is what must hold from the start.
import { and, eq, sql } from 'drizzle-orm';
import { p2pAuthors, p2pCategories, p2pPosts } from '#worker/db/schema.ts';
import type { SectionSitemap } from './sitemap.ts';

/**
 * What the sitemap lists of pixels2Pages once its pages are built: the published posts every
 * visitor may read (never a draft, never a members-only post, SPEC §5), and the authors and
 * categories that are not drafts.
 */
export const p2pSitemap: SectionSitemap = {
  posts: {
    table: p2pPosts,
    id: p2pPosts.id,
    slug: p2pPosts.slug,
    changedAt: sql`coalesce(${p2pPosts.updatedAt}, ${p2pPosts.publishedAt})`,
    where: and(eq(p2pPosts.isDraft, false), eq(p2pPosts.memberOnly, false)),
  },
  authors: { table: p2pAuthors, id: p2pAuthors.id, slug: p2pAuthors.slug, where: eq(p2pAuthors.isDraft, false) },
  categories: { table: p2pCategories, id: p2pCategories.id, slug: p2pCategories.slug, where: eq(p2pCategories.isDraft, false) },
};
