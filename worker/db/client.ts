import { drizzle } from 'drizzle-orm/d1';
import { batchedD1 } from './batched-d1.ts';
import { resilientD1 } from './resilient-d1.ts';
import * as schema from './schema.ts';
import { type RowsSeen, type Tally, timedD1 } from './timed-d1.ts';

/** How long a page's reads may take in all before it gives up on D1 (SPEC §8's 503 within 2 s, decision 078). */
export const D1_DEADLINE_MS = 1500;

/**
 * The read path's database handle. Through the D1 Sessions API reads may be answered by the
 * nearest read replica ("first-unconstrained": the site only reads content the sync worker
 * wrote earlier, so a replica a few seconds behind is fine). `tally` gets each query's time and
 * the rows it read; `seen` each query's rows (the page's cache tags). The reads a page starts
 * together go to D1 as one batch (batched-d1.ts). Every call ends within
 * `deadline` (ms since the epoch) and is retried once on D1's transient errors (decision 078).
 */
export function contentDb(d1: D1Database, tally?: Tally, opts: { seen?: RowsSeen; deadline?: number } = {}) {
  const session = typeof d1.withSession === 'function' ? d1.withSession('first-unconstrained') : d1;
  const sure = batchedD1(resilientD1(session, opts.deadline ?? Date.now() + D1_DEADLINE_MS));
  return drizzle(tally || opts.seen ? timedD1(sure, tally ?? (() => {}), opts.seen) : sure, { schema });
}

export type ContentDb = ReturnType<typeof contentDb>;
