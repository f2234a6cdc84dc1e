// How a run was started, as sync_log records it.
export type SyncTrigger = 'cron' | 'webhook' | 'manual';

/**
 * The cron string `npm run sync` fires through wrangler dev's `/__scheduled?cron=manual`; the
 * scheduled handler logs such a run as `manual`. Cloudflare itself only ever sends real crons.
 */
export const MANUAL_CRON = 'manual';

/** As MANUAL_CRON, and every collection listed in full (`npm run sync -- --full`). */
export const MANUAL_FULL_CRON = 'manual-full';
