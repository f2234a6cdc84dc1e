// Step 6 of the bench: each worker's production bundle as `wrangler deploy --dry-run` builds it
// (gzip size against its budget) and its startup CPU time in a cold workerd (`wrangler check
// startup`), median of three, against STARTUP_BUDGET_MS. Needs no running stack.
import { bundleSize, kib } from '#scripts/deploy/bundle.ts';
import { startupMs } from '#scripts/deploy/startup.ts';
import { STARTUP_BUDGET_MS, WORKERS } from '#scripts/deploy/workers.ts';
import type { Budgets } from './budgets.ts';

const RUNS = 3;

export async function workerBundles(budgets: Budgets) {
  console.log(
    '\n6. Workers: production bundles (wrangler deploy --dry-run --env production) and startup (wrangler check ' +
      'startup)',
  );
  for (const worker of WORKERS) {
    const size = await bundleSize(worker, 'production');
    console.log(
      `  ${worker.name.padEnd(5)} ${size.files.join(', ')}: ${kib(size.bytes)}, gzip ${kib(size.gzipBytes)} ` +
        `(${size.wranglerSays})`,
    );
    budgets.check(
      `${worker.name} worker bundle, gzip`,
      kib(size.gzipBytes),
      `≤ ${worker.gzipBudgetKiB} KiB`,
      size.gzipBytes <= worker.gzipBudgetKiB * 1024,
    );

    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startupMs(worker));
    const median = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    console.log(`  ${''.padEnd(5)} startup CPU ${runs.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`);
    budgets.check(
      `${worker.name} worker startup (median of ${RUNS})`,
      `${median.toFixed(1)} ms`,
      `≤ ${STARTUP_BUDGET_MS} ms`,
      median <= STARTUP_BUDGET_MS,
    );
  }
}
