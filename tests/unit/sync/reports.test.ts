// A run's reports to Sentry are subrequests its budget does not count: warnings are capped.
import { expect, test } from 'vitest';
import { cappedReporter } from '#sync/reports.ts';

test('a run sends at most its cap of warnings, then one that counts the rest; every error goes', () => {
  const sent: string[] = [];
  const reporter = cappedReporter(
    {
      error: (err) => sent.push(`error: ${(err as Error).message}`),
      warning: (message) => sent.push(message),
    },
    3,
  );
  for (let i = 1; i <= 5; i++) reporter.warning(`skip ${i}`);
  reporter.error(new Error('down'));
  reporter.flush();
  expect(sent).toEqual([
    'skip 1',
    'skip 2',
    'skip 3',
    'error: down',
    'and 2 more warning(s) this run: see sync_log and sync_skips',
  ]);
  reporter.flush();
  expect(sent).toHaveLength(5);
});
