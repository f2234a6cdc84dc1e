import type { RouteName } from '#core/routes/table.ts';
import type { PublicRows } from '#worker/db/queries/sitemap.ts';

/** Where the sitemap finds the pages of a route with a parameter: its rows, and each one's path. */
export interface RowSource {
  route: RouteName;
  rows: PublicRows;
  path(slug: string): string;
}
