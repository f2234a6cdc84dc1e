import { pathTo } from '#client/routes/paths.ts';
import { eventSitemap } from '#worker/db/queries/events.ts';
import type { RowSource } from '#worker/seo/content-rows.ts';

/** The events the sitemap lists (worker/seo/content-rows.ts): every one not a draft. */
export const eventSitemapRows: readonly RowSource[] = [{ route: 'events-slug', rows: eventSitemap, path: (slug) => pathTo('events-slug', { slug }) }];
