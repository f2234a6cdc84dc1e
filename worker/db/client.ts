import { drizzle } from 'drizzle-orm/d1';
import { batchedD1 } from './batched-d1.ts';
import { resilientD1 } from './resilient-d1.ts';
import * as schema from './schema.ts';
import { type RowsSeen, type Tally, timedD1 } from './timed-d1.ts';

/** How long a page's reads may take in all before it gives up on D1 (SPEC §8's 503 within 2 s, decision 078). */
export const D1_DEADLINE_MS = 1500;

/**
 * Where a request's reads start (the D1 Sessions API, decision 098): the nearest read replica
 * ("first-unconstrained": the site only reads content the sync wrote earlier, so a replica a few
 * seconds behind is fine for a visitor); the primary, for an editor looking at what was just
 * published ("first-primary"); or any copy at least as new as a bookmark that editor was given.
 */
export type ReadFrom = 'first-unconstrained' | 'first-primary' | { bookmark: string };

/** A Sessions API session of `d1` (D1 itself where the binding has none). */
export function readSession(d1: D1Database, from: ReadFrom = 'first-unconstrained'): D1DatabaseSession | D1Database {
  if (typeof d1.withSession !== 'function') return d1;
  return d1.withSession(typeof from === 'string' ? from : from.bookmark);
}

/**
 * The read path's database handle, over `session` (readSession). `tally` gets each query's time
 * and the rows it read; `seen` each query's rows (the page's cache tags). The reads a page starts
 * together go to D1 as one batch (batched-d1.ts). Every call ends within `deadline` (ms since the
 * epoch) and is retried once on D1's transient errors (decision 078).
 */
export function contentDb(
  session: D1DatabaseSession | D1Database,
  tally?: Tally,
  opts: { seen?: RowsSeen; deadline?: number } = {},
) {
  const sure = batchedD1(resilientD1(session, opts.deadline ?? Date.now() + D1_DEADLINE_MS));
  return drizzle(tally || opts.seen ? timedD1(sure, tally ?? (() => {}), opts.seen) : sure, { schema });
}

export type ContentDb = ReturnType<typeof contentDb>;
