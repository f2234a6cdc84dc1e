// The two workers as the deploy and the budgets see them: their config, their secrets, and the
// gzip size their production bundle must stay under (issue 26).
import { SYNC_SECRETS } from '#sync/startup.ts';
import { SITE_SECRETS } from '#worker/config/production.ts';

export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface DeployedWorker {
  name: 'site' | 'sync';
  /** Relative to the project root. */
  config: string;
  secrets: readonly string[];
  gzipBudgetKiB: number;
}

/** In deploy order: the sync worker first, so the content is there before pages that read it. */
export const WORKERS: readonly DeployedWorker[] = [
  { name: 'sync', config: 'sync/wrangler.toml', secrets: SYNC_SECRETS, gzipBudgetKiB: 200 },
  { name: 'site', config: 'wrangler.toml', secrets: SITE_SECRETS, gzipBudgetKiB: 400 },
];

/** Worker startup: Cloudflare refuses a script over 1 s; this is the bound a local cold start must stay under. */
export const STARTUP_BUDGET_MS = 400;
