// A page's reads started together go to D1 as one batch: one round trip however many queries the
// page makes (docs/decisions/098). A read waits for the end of the turn it was started in, then
// all reads started by then are sent as one `batch()`; one read alone is sent as it is. A batch
// the caller makes itself (drizzle's db.batch) joins the same round trip. D1 runs a batch as one
// transaction, so the page's reads also see one state of the database, never half of a sync.
// Results are read as objects (`all()`), as D1 answers a batch: `raw()` is their values in column
// order, as in timed-d1.ts, so a page's queries must not repeat a column name.

type Session = Pick<D1Database, 'prepare' | 'batch'>;

interface Waiting {
  statement: D1PreparedStatement;
  resolve(result: D1Result): void;
  reject(error: unknown): void;
}

class BatchedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly enqueue: (statement: D1PreparedStatement) => Promise<D1Result>,
  ) {}
  bind(...values: unknown[]) {
    return new BatchedStatement(this.inner.bind(...values), this.enqueue);
  }
  all() {
    return this.enqueue(this.inner);
  }
  async first(column?: string) {
    const row = (await this.all()).results[0] as Record<string, unknown> | undefined;
    if (column === undefined) return row ?? null;
    return row === undefined ? null : row[column];
  }
  async raw(options?: { columnNames?: boolean }) {
    const rows = (await this.all()).results as Record<string, unknown>[];
    const values = rows.map((row) => Object.values(row));
    return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
  }
  /** A write is not a page's read: sent at once, on its own. */
  run() {
    return this.inner.run();
  }
}

export function batchedD1(db: Session): D1Database {
  let queue: Waiting[] = [];
  const flush = async () => {
    const waiting = queue;
    queue = [];
    try {
      const results =
        waiting.length === 1 ? [await waiting[0]!.statement.all()] : await db.batch(waiting.map((w) => w.statement));
      for (const [i, w] of waiting.entries()) w.resolve(results[i]!);
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  };
  const enqueue = (statement: D1PreparedStatement) =>
    new Promise<D1Result>((resolve, reject) => {
      // After the promises already settling: every read the page starts in this turn joins.
      if (queue.length === 0) setTimeout(flush, 0);
      queue.push({ statement, resolve, reject });
    });
  const inner = (s: D1PreparedStatement) => (s instanceof BatchedStatement ? s.inner : s);
  const wrapped = {
    prepare: (query: string) => new BatchedStatement(db.prepare(query), enqueue),
    batch: (statements: D1PreparedStatement[]) => Promise.all(statements.map((s) => enqueue(inner(s)))),
  };
  return wrapped as unknown as D1Database;
}
