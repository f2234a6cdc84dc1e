// The content version cached pages are keyed by (docs/decisions/018). Read from D1 at most once
// per isolate every `ttlMs`, so a cache hit costs no query while a sync's change still reaches
// every isolate within that time.

interface Memo {
  version: number;
  readAt: number;
  pending?: Promise<number>;
}

const memos = new WeakMap<D1Database, Memo>();

export async function readContentVersion(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT version FROM content_version WHERE id = 1').first<{ version: number }>();
  return row?.version ?? 0;
}

/** The version as of at most `ttlMs` ago; concurrent callers share one read. */
export function contentVersion(db: D1Database, ttlMs: number, now = Date.now()): Promise<number> {
  const memo = memos.get(db);
  if (memo && now - memo.readAt < ttlMs) return Promise.resolve(memo.version);
  if (memo?.pending) return memo.pending;
  const pending = readContentVersion(db).then(
    (version) => {
      memos.set(db, { version, readAt: now });
      return version;
    },
    (error: unknown) => {
      memos.delete(db);
      throw error;
    },
  );
  memos.set(db, { version: memo?.version ?? -1, readAt: memo?.readAt ?? Number.NEGATIVE_INFINITY, pending });
  return pending;
}
