import type { RowSource } from '#worker/seo/content-rows.ts';

/** The events the sitemap lists (worker/seo/content-rows.ts). */
export const eventSitemapRows: readonly RowSource[] = [];
