// The sync worker (sync/wrangler.toml): keeps the D1 copy of the CMS content fresh.
//   scheduled: every 5 minutes, what changed in every collection (and a full listing of a
//   collection whose last one is an hour old).
//   POST /webhook: the CMS's signed publish webhook; syncs the records it concerns at once.
//   GET /health: liveness only.

import { env } from 'cloudflare:workers';
import { createReporter } from '#worker/errors/reporter.ts';
import type { SyncEnv } from './env.ts';
import { runSync } from './run.ts';
import { assertStartable } from './startup.ts';
import { MANUAL_CRON, MANUAL_FULL_CRON } from './triggers.ts';
import { handleWebhook } from './webhook.ts';

export type { SyncEnv } from './env.ts';
export type { CollectionResult, SyncOptions } from './run.ts';
// The API others call (tests, scripts): run a sync, handle a webhook request. Only functions
// and types here: workerd refuses any other named export of the entry module (a string or an
// array is "not a function or ExportedHandler"); constants live in their own modules.
export { runSync } from './run.ts';
export type { SyncTrigger } from './triggers.ts';
export { handleWebhook } from './webhook.ts';

assertStartable(env as unknown as SyncEnv);

export default {
  async scheduled(controller, env, ctx) {
    const manual = controller.cron === MANUAL_CRON || controller.cron === MANUAL_FULL_CRON;
    const trigger = manual ? 'manual' : 'cron';
    const reporter = createReporter({ dsn: env.SENTRY_DSN || undefined, ctx });
    // Awaited, not only waitUntil'd: the event (and `/__scheduled` in wrangler dev) ends when the sync has.
    try {
      await runSync(env, { trigger, reporter, mode: controller.cron === MANUAL_FULL_CRON ? 'full' : 'auto' });
    } catch (err) {
      reporter.error(err, { trigger });
    }
  },

  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === '/webhook') {
      if (request.method !== 'POST')
        return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } });
      try {
        return await handleWebhook(request, env, ctx);
      } catch (err) {
        createReporter({ dsn: env.SENTRY_DSN || undefined, ctx, request }).error(err, { route: 'webhook' });
        return Response.json({ error: 'Sync failed unexpectedly' }, { status: 503 });
      }
    }
    if (pathname === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      return Response.json({ ok: true });
    }
    return new Response('Not Found', { status: 404 });
  },
} satisfies ExportedHandler<SyncEnv>;
