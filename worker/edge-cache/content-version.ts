// The content version cached pages are keyed by (docs/decisions/018). Read from D1 at most once
// per isolate every `ttlMs`, so a cache hit costs no query while a sync's change still reaches
// every isolate within that time. (A read in flight is not shared: the Workers runtime forbids
// one request to wait on another request's I/O.)

interface Memo {
  version: number;
  readAt: number;
}

const memos = new WeakMap<D1Database, Memo>();

export async function readContentVersion(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT version FROM content_version WHERE id = 1').first<{ version: number }>();
  return row?.version ?? 0;
}

/** The version as of at most `ttlMs` ago. */
export async function contentVersion(db: D1Database, ttlMs: number, now = Date.now()): Promise<number> {
  const memo = memos.get(db);
  if (memo && now - memo.readAt < ttlMs) return memo.version;
  const version = await readContentVersion(db);
  memos.set(db, { version, readAt: now });
  return version;
}
