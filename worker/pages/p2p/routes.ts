// pixels2Pages' routes in the page table (SPEC §2.2): the members' design community.
import type { PageTable } from '#worker/pages/unit/define-page.ts';
import { p2pAuthorPage, p2pCategoryPage, p2pTagPage } from './owners.tsx';
import { p2pPostPage } from './post.tsx';
import { p2pPostsPage } from './posts.tsx';

export const p2pRoutes = {
  'pixels2pages-posts': p2pPostsPage,
  'pixels2pages-posts-slug': p2pPostPage,
  'pixels2pages-categories-slug': p2pCategoryPage,
  'pixels2pages-tags-slug': p2pTagPage,
  'pixels2pages-authors-slug': p2pAuthorPage,
} satisfies Partial<PageTable>;
