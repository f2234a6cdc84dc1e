// The events' routes in the page table (SPEC §2.1, §2.2, §2.10).
import type { PageTable } from '#worker/pages/unit/define-page.ts';
import { eventDetailPage } from './detail.tsx';
import { eventsPage } from './list.tsx';

export const eventRoutes = {
  events: eventsPage,
  'events-slug': eventDetailPage,
} satisfies Partial<PageTable>;
