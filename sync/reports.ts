// Reports to Sentry are subrequests the budget does not count (decision 041): a run sends at most
// REPORTED_WARNINGS_PER_RUN warnings (skipped records, each once per change), then one that says
// how many more there were. Errors all go: there is at most one per collection.
import type { Reporter } from '#worker/errors/reporter.ts';

const REPORTED_WARNINGS_PER_RUN = 50;

export function cappedReporter(reporter: Reporter, max = REPORTED_WARNINGS_PER_RUN): Reporter & { flush(): void } {
  let sent = 0;
  let held = 0;
  return {
    error: (error, context) => reporter.error(error, context),
    warning(message, context) {
      if (sent < max) {
        sent += 1;
        reporter.warning(message, context);
      } else {
        held += 1;
      }
    },
    /** The one report of the warnings held back, if any. */
    flush() {
      if (held > 0)
        reporter.warning(`and ${held} more warning(s) this run: see sync_log and sync_skips`, { step: 'sync' });
      held = 0;
    },
  };
}
