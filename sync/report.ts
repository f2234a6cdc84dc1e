// Error reporting: toucan-js (Sentry for Workers) when SENTRY_DSN is set, the console always.
// One reporter per invocation (a cron run, a webhook request), never shared between them.
import { Toucan } from 'toucan-js';

export interface Reporter {
  error(err: unknown, tags: Record<string, string>): void;
  /** Something to look at that did not stop the sync (a skipped record). */
  warning(message: string, tags: Record<string, string>): void;
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
  const label = (tags: Record<string, string>) =>
    Object.entries(tags)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
  return {
    error(err, tags) {
      console.error(`sync error [${label(tags)}]`, err instanceof Error ? err.message : err);
      sentry?.withScope((scope) => {
        scope.setTags(tags);
        scope.captureException(err);
      });
    },
    warning(message, tags) {
      console.warn(`sync warning [${label(tags)}]`, message);
      sentry?.withScope((scope) => {
        scope.setTags(tags);
        scope.setLevel('warning');
        scope.captureMessage(message);
      });
    },
  };
}
