// A sync of one collection that spans invocations (sync_jobs, decision 041): a full listing, or a
// count bisection, each advanced by one run at a time in steps the invocation's budget allows.
// A run holds the job while it works on it; the hold lapses by itself if the run dies, so a
// later run takes the job over where its last step left it.
import * as v from 'valibot';

/** How long a hold lasts without a step renewing it (every page does). */
const JOB_HOLD_MS = 2 * 60 * 1000;

/** An id range (lo, hi] of a bisection, hi null meaning unbounded, with the CMS's count of records in it. */
export interface IdRange {
  lo: number;
  hi: number | null;
  cms: number;
}

const CursorState = v.nullable(v.object({ updatedAt: v.string(), id: v.number() }));
const FullState = v.object({
  /** The last id listed, every record up to it written and every deletion below it settled. */
  after: v.number(),
  /** The newest record before the listing began: the cursor once it is done. */
  newest: CursorState,
});
const BisectState = v.object({
  /** The ranges still to compare. */
  ranges: v.array(v.object({ lo: v.number(), hi: v.nullable(v.number()), cms: v.number() })),
  /** An id at or above the highest on either side. */
  top: v.number(),
});

export type FullJob = { kind: 'full'; startedAt: string } & v.InferOutput<typeof FullState>;
export type BisectJob = { kind: 'bisect'; startedAt: string } & v.InferOutput<typeof BisectState>;
export type Job = FullJob | BisectJob;

type JobRow = { kind: string; started_at: string; state: string };

/** The job stored for a collection (whoever holds it), or null; unreadable state counts as none. */
export function readJobQuery(db: D1Database, collection: string): D1PreparedStatement {
  return db.prepare('SELECT kind, started_at, state FROM sync_jobs WHERE collection = ?').bind(collection);
}

export function jobOf(row: JobRow | null | undefined): Job | null {
  if (!row) return null;
  let state: unknown;
  try {
    state = JSON.parse(row.state);
  } catch {
    return null;
  }
  if (row.kind === 'full') {
    const parsed = v.safeParse(FullState, state);
    return parsed.success ? { kind: 'full', startedAt: row.started_at, ...parsed.output } : null;
  }
  const parsed = v.safeParse(BisectState, state);
  return row.kind === 'bisect' && parsed.success
    ? { kind: 'bisect', startedAt: row.started_at, ...parsed.output }
    : null;
}

function stateOf(job: Job): string {
  return job.kind === 'full'
    ? JSON.stringify({ after: job.after, newest: job.newest })
    : JSON.stringify({ ranges: job.ranges, top: job.top });
}

const until = (now: Date) => new Date(now.getTime() + JOB_HOLD_MS).toISOString();

/** Takes the collection's job of this kind unless another run holds it; the job as stored, or null. */
export async function claimJob(
  db: D1Database,
  collection: string,
  runId: string,
  kind: Job['kind'],
  now = new Date(),
): Promise<Job | null> {
  const row = await db
    .prepare(
      `UPDATE sync_jobs SET holder = ?1, held_until = ?2
     WHERE collection = ?3 AND kind = ?4 AND (holder IS NULL OR held_until < ?5)
     RETURNING kind, started_at, state`,
    )
    .bind(runId, until(now), collection, kind, now.toISOString())
    .first<JobRow>();
  return jobOf(row);
}

/**
 * Starts a job held by this run, in place of a bisection nobody holds (a full listing settles
 * what it would); false when another run holds a job of the collection, or has just started one.
 */
export async function startJob(
  db: D1Database,
  collection: string,
  runId: string,
  job: Job,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO sync_jobs (collection, kind, started_at, state, holder, held_until) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
     ON CONFLICT (collection) DO UPDATE SET kind = excluded.kind, started_at = excluded.started_at,
       state = excluded.state,
       holder = excluded.holder, held_until = excluded.held_until
     WHERE sync_jobs.kind = 'bisect' AND (sync_jobs.holder IS NULL OR sync_jobs.held_until < ?7)
     RETURNING 1 AS started`,
    )
    .bind(collection, job.kind, job.startedAt, stateOf(job), runId, until(now), now.toISOString())
    .first<{ started: number }>();
  return row !== null;
}

/** Where the job stands now; renews the hold. Written in the batch of the step it records. */
export function progressStatement(
  db: D1Database,
  collection: string,
  runId: string,
  job: Job,
  now = new Date(),
): D1PreparedStatement {
  return db
    .prepare('UPDATE sync_jobs SET state = ?1, held_until = ?2 WHERE collection = ?3 AND holder = ?4')
    .bind(stateOf(job), until(now), collection, runId);
}

/** Lets the next run take the job over at once. */
export function releaseStatement(db: D1Database, collection: string, runId: string): D1PreparedStatement {
  return db
    .prepare('UPDATE sync_jobs SET holder = NULL, held_until = NULL WHERE collection = ? AND holder = ?')
    .bind(collection, runId);
}

/** The job is done. */
export function finishStatement(db: D1Database, collection: string, runId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM sync_jobs WHERE collection = ? AND holder = ?').bind(collection, runId);
}
