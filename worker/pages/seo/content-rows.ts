// Pages with a parameter outside the blog (pixels2Pages' posts, an event, a press release): where the sitemap
// finds their slugs. Each section lists its own; they are listed only while their route is built
// and public, like the post sections' rows.
import { companySitemapRows } from '#worker/pages/company/sitemap.ts';
import { eventSitemapRows } from '#worker/pages/events/sitemap.ts';
import { p2pSitemapRows } from '#worker/pages/p2p/sitemap.ts';
import type { RowSource } from './row-source.ts';

export const CONTENT_ROWS: readonly RowSource[] = [...p2pSitemapRows, ...eventSitemapRows, ...companySitemapRows];
