import type { RowSource } from '#worker/seo/content-rows.ts';

/** The press releases the sitemap lists (worker/seo/content-rows.ts). */
export const companySitemapRows: readonly RowSource[] = [];
