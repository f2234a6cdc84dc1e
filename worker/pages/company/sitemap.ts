import { pressSitemapRows } from '#worker/db/queries/company.ts';
import type { RowSource } from '#worker/pages/seo/row-source.ts';

/** The press releases the sitemap lists (worker/pages/seo/content-rows.ts): every one not a draft. */
export const companySitemapRows: readonly RowSource[] = [
  {
    route: 'press-releases-slug',
    rows: pressSitemapRows,
    path: (slug) => `/press-releases/${encodeURIComponent(slug)}`,
  },
];
