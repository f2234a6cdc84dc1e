import { pathTo } from '#core/routes/paths.ts';
import { eventSitemap } from '#worker/db/queries/events.ts';
import type { RowSource } from '#worker/pages/seo/row-source.ts';

/** The events the sitemap lists (worker/pages/seo/content-rows.ts): every one not a draft. */
export const eventSitemapRows: readonly RowSource[] = [
  { route: 'events-slug', rows: eventSitemap, path: (slug) => pathTo('events-slug', { slug }) },
];
