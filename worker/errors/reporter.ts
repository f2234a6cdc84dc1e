// Error reporting for both workers (ARCHITECTURE rule 8): toucan-js (Sentry for Workers) when a
// DSN is set, the console always. One reporter per request or scheduled run, never shared.
import { Toucan } from 'toucan-js';

/** What goes along with a report: strings become Sentry tags (searchable), the rest extras. */
export type ReportContext = Record<string, unknown>;

export interface Reporter {
  /** Something failed. */
  error(error: unknown, context?: ReportContext): void;
  /** Something to look at that did not stop the work (a skipped record). */
  warning(message: string, context?: ReportContext): void;
}

export interface ReporterOptions {
  dsn?: string | undefined;
  environment?: string;
  request?: Request | undefined;
  ctx?: ExecutionContext | undefined;
}

export function createReporter(opts: ReporterOptions): Reporter {
  let sentry: Toucan | null | undefined;
  const client = () => {
    if (sentry !== undefined || !opts.dsn) return sentry ?? null;
    try {
      sentry = new Toucan({
        dsn: opts.dsn,
        ...(opts.environment ? { environment: opts.environment } : {}),
        ...(opts.request ? { request: opts.request } : {}),
        ...(opts.ctx ? { context: opts.ctx } : {}),
        // Cookies, the auth token and the webhook's secret header never leave the worker.
        requestDataOptions: { allowedHeaders: ['user-agent', 'content-type', 'referer'], allowedSearchParams: [] },
      });
    } catch (err) {
      console.error('Sentry client could not start; reporting to the console only', err);
      sentry = null;
    }
    return sentry;
  };
  const send = (
    context: ReportContext | undefined,
    capture: (scope: Parameters<Parameters<Toucan['withScope']>[0]>[0]) => void,
  ) =>
    client()?.withScope((scope) => {
      for (const [key, value] of Object.entries(context ?? {})) {
        if (typeof value === 'string') scope.setTag(key, value);
        else scope.setExtra(key, value);
      }
      capture(scope);
    });
  const label = (context?: ReportContext) =>
    context
      ? ` [${Object.entries(context)
          .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
          .join(' ')}]`
      : '';
  return {
    error(error, context) {
      console.error(`error${label(context)}`, error instanceof Error ? error.message : error);
      send(context, (scope) => scope.captureException(error));
    },
    warning(message, context) {
      console.warn(`warning${label(context)}`, message);
      send(context, (scope) => {
        scope.setLevel('warning');
        scope.captureMessage(message);
      });
    },
  };
}
