// Pages with a parameter outside the post sections (an event, a press release): where the sitemap
// finds their slugs. Each section lists its own; they are listed only while their route is built
// and public, like the post sections' rows.
import type { RouteName } from '#client/routes/table.ts';
import type { PublicRows } from '#worker/db/queries/sitemap.ts';
import { companySitemapRows } from '#worker/pages/company/sitemap.ts';
import { eventSitemapRows } from '#worker/pages/events/sitemap.ts';

export interface RowSource {
  route: RouteName;
  rows: PublicRows;
  path(slug: string): string;
}

export const CONTENT_ROWS: readonly RowSource[] = [...eventSitemapRows, ...companySitemapRows];
