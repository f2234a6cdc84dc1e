// The print catalogue's landing pages in the page table: the five categories with lists, and photo prints.
import { LANDING_CATEGORIES } from '#core/domain/shop/marketing.ts';
import type { PageEntry } from '#worker/pages/unit/define-page.ts';
import { categoryLandingPage } from './category.tsx';
import { photoPrintsPage } from './photo-prints.tsx';

export const landingRoutes = {
  ...Object.fromEntries(LANDING_CATEGORIES.map((c) => [c.routeName, categoryLandingPage(c) as PageEntry])),
  'create-and-print-photo-prints': photoPrintsPage as PageEntry,
};
