import { Toucan } from 'toucan-js';

export interface Reporter {
  /** Reports an error once; extra goes along as context. */
  capture(error: unknown, extra?: Record<string, unknown>): void;
}

/**
 * Error reporting for one request or scheduled run (ARCHITECTURE rule 8). With a Sentry DSN the
 * error goes to Sentry through toucan-js (sent within ctx.waitUntil); without one, only to the log.
 */
export function createReporter(opts: { dsn?: string; environment: string; request?: Request; ctx?: ExecutionContext }): Reporter {
  let toucan: Toucan | undefined;
  return {
    capture(error, extra) {
      console.error(error, extra ?? '');
      if (!opts.dsn) return;
      toucan ??= new Toucan({
        dsn: opts.dsn,
        environment: opts.environment,
        ...(opts.request ? { request: opts.request } : {}),
        ...(opts.ctx ? { context: opts.ctx } : {}),
      });
      if (extra) toucan.setExtras(extra);
      toucan.captureException(error);
    },
  };
}
