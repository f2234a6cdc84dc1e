import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema.ts';
import { type Tally, timedD1 } from './timed-d1.ts';

/**
 * The read path's database handle. Through the D1 Sessions API reads may be answered by the
 * nearest read replica ("first-unconstrained": the site only reads content the sync worker
 * wrote earlier, so a replica a few seconds behind is fine). `tally` gets each query's time and
 * the rows it read.
 */
export function contentDb(d1: D1Database, tally?: Tally) {
  const session = typeof d1.withSession === 'function' ? d1.withSession('first-unconstrained') : d1;
  return drizzle(tally ? timedD1(session, tally) : (session as D1Database), { schema });
}

export type ContentDb = ReturnType<typeof contentDb>;
