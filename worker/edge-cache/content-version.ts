// The content version cached pages are keyed by (docs/decisions/018). Read from D1 at most once
// per isolate every `ttlMs`, so a cache hit costs no query while a sync's change still reaches
// every isolate within that time. (A read in flight is not shared: the Workers runtime forbids
// one request to wait on another request's I/O.)

import type { Tally } from '#worker/db/timed-d1.ts';

interface Memo {
  version: number;
  readAt: number;
}

const memos = new WeakMap<D1Database, Memo>();

/** The version D1 holds now; `tally` gets the query's time and rows read. */
export async function readContentVersion(db: D1Database, tally?: Tally): Promise<number> {
  const start = performance.now();
  const { results, meta } = await db.prepare('SELECT version FROM content_version WHERE id = 1').all<{ version: number }>();
  tally?.(performance.now() - start, meta.rows_read);
  return results[0]?.version ?? 0;
}

/** The version as of at most `ttlMs` ago. */
export async function contentVersion(db: D1Database, ttlMs: number, now = Date.now(), tally?: Tally): Promise<number> {
  const memo = memos.get(db);
  if (memo && now - memo.readAt < ttlMs) return memo.version;
  const version = await readContentVersion(db, tally);
  memos.set(db, { version, readAt: now });
  return version;
}
