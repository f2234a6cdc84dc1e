// Error reporting: toucan-js (Sentry for Workers) when SENTRY_DSN is set, the console always.
// One reporter per invocation (a cron run, a webhook request), never shared between them.
import { Toucan } from 'toucan-js';

export interface Reporter {
  error(err: unknown, tags: Record<string, string>): void;
}

export function createReporter(
  dsn: string | undefined,
  opts: { context?: ExecutionContext | undefined; request?: Request | undefined } = {},
): Reporter {
  let sentry: Toucan | null = null;
  if (dsn) {
    try {
      sentry = new Toucan({
        dsn,
        context: opts.context,
        request: opts.request,
        // The webhook body and headers carry the shared secret: never send them.
        requestDataOptions: { allowedHeaders: ['user-agent', 'content-type'], allowedSearchParams: [] },
      });
    } catch (err) {
      console.error('sync: Sentry client could not start; reporting to the console only', err);
    }
  }
  return {
    error(err, tags) {
      console.error(`sync error [${Object.entries(tags).map(([k, v]) => `${k}=${v}`).join(' ')}]`, err instanceof Error ? err.message : err);
      if (!sentry) return;
      sentry.withScope((scope) => {
        scope.setTags(tags);
        scope.captureException(err);
      });
    },
  };
}
