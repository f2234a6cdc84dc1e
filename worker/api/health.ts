import { D1_DEADLINE_MS } from '#worker/db/client.ts';
import { resilientD1 } from '#worker/db/resilient-d1.ts';
import type { AppEnv } from '#worker/env.ts';
import { collectionRuns, contentVersionRow } from '#worker/health/queries.ts';
import { healthReport } from '#worker/health/report.ts';
import { Hono } from '#worker/http/hono.ts';

/**
 * GET /api/health, for monitoring, without credentials: 200 while the content is in step with the
 * CMS, 503 once a collection has not been for HEALTH_MAX_CONTENT_AGE_S, or when D1 does not
 * answer (docs/decisions/054). It says only what any visitor could infer: collection names, run
 * outcomes and times, never an error's text, a skipped record or a draft. Read from the primary,
 * never cached.
 */
export const healthApi = new Hono<AppEnv>().on(['GET', 'HEAD'], '/', async (c) => {
  c.header('Cache-Control', 'no-store');
  let runs: Awaited<ReturnType<typeof collectionRuns>>;
  let version: Awaited<ReturnType<typeof contentVersionRow>>;
  try {
    // A stalled D1 is a failing one: answered within D1_DEADLINE_MS, never a hang (decision 078).
    const db = resilientD1(c.env.DB, Date.now() + D1_DEADLINE_MS);
    [runs, version] = await Promise.all([collectionRuns(db), contentVersionRow(db)]);
  } catch (error) {
    c.get('reporter').error(error, { route: 'health' });
    return c.json(
      { status: 'error', reason: 'the content database did not answer', checkedAt: new Date().toISOString() },
      503,
    );
  }
  const report = healthReport(runs, version, c.get('config').HEALTH_MAX_CONTENT_AGE_S);
  return c.json(report, report.status === 'ok' ? 200 : 503);
});
