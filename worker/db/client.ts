import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema.ts';

/**
 * The read path's database handle. Through the D1 Sessions API reads may be answered by the
 * nearest read replica ("first-unconstrained": the site only reads content the sync worker
 * wrote earlier, so a replica a few seconds behind is fine).
 */
export function contentDb(d1: D1Database) {
  const session = typeof d1.withSession === 'function' ? d1.withSession('first-unconstrained') : d1;
  return drizzle(session as D1Database, { schema });
}

export type ContentDb = ReturnType<typeof contentDb>;
