// The events' routes in the page table (SPEC §2.1, §2.2, §2.10).
import { NOT_BUILT, type PageTable } from '#worker/pages/unit/define-page.ts';

export const eventRoutes = {
  events: NOT_BUILT,
  'events-slug': NOT_BUILT,
} satisfies Partial<PageTable>;
