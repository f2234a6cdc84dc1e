// pixels2Pages' routes in the page table (SPEC §2.2): the members' design community.
import { NOT_BUILT, type PageTable } from '#worker/pages/unit/define-page.ts';

export const p2pRoutes = {
  'pixels2pages-posts': NOT_BUILT,
  'pixels2pages-posts-slug': NOT_BUILT,
  'pixels2pages-categories-slug': NOT_BUILT,
  'pixels2pages-tags-slug': NOT_BUILT,
  'pixels2pages-authors-slug': NOT_BUILT,
} satisfies Partial<PageTable>;
