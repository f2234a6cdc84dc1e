// What GET /api/health reads: the content version, and per collection its last sync run and the
// last one that ended in step with the CMS. Bounded reads: the collections come from sync_log's
// index by a loose index scan (one seek each), and each collection's runs are read newest first
// from the same index, stopping at the first match.

export interface CollectionRunRow {
  collection: string;
  status: 'ok' | 'partial' | 'incomplete' | 'error';
  trigger: 'cron' | 'webhook' | 'manual';
  mode: 'full' | 'changes' | 'records' | null;
  started_at: string;
  finished_at: string | null;
  /**
   * When the last run in step with the CMS's edits finished: `ok`, or `partial`, which read every
   * change since the cursor before going on with a listing too long for one invocation
   * (docs/decisions/041); null when none did.
   */
  last_ok_at: string | null;
}

const COLLECTION_RUNS = `
WITH RECURSIVE names(name) AS (
  SELECT min(collection) FROM sync_log
  UNION ALL
  SELECT (SELECT min(collection) FROM sync_log WHERE collection > names.name) FROM names WHERE names.name IS NOT NULL
)
SELECT l.collection, l.status, l.trigger, l.mode, l.started_at, l.finished_at,
  (SELECT coalesce(o.finished_at, o.started_at) FROM sync_log o
    WHERE o.collection = l.collection AND o.status IN ('ok', 'partial') ORDER BY o.id DESC LIMIT 1) AS last_ok_at
FROM names
JOIN sync_log l ON l.id = (SELECT max(id) FROM sync_log WHERE collection = names.name)
WHERE names.name IS NOT NULL
ORDER BY l.collection`;

export async function collectionRuns(db: D1Database): Promise<CollectionRunRow[]> {
  return (await db.prepare(COLLECTION_RUNS).all<CollectionRunRow>()).results;
}

export async function contentVersionRow(db: D1Database): Promise<{ version: number; changed_at: string } | null> {
  return db
    .prepare('SELECT version, changed_at FROM content_version WHERE id = 1')
    .first<{ version: number; changed_at: string }>();
}
