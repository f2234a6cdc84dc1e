// A D1 handle that adds the time each query takes and the rows it read to running totals
// (Server-Timing's `d1`). On the edge the clock only moves across I/O, which is exactly what a
// query is. D1 bills and waits by `meta.rows_read`, which it reports only with results as
// objects: `raw()` is answered from `all()` here, its rows the objects' values in column order,
// as drizzle itself reads a batch's rows (so a query's column names must differ, as a batched
// one's already must).

/** Adds one query's time and the rows it read. */
export type Tally = (ms: number, rowsRead: number) => void;

/** Told each query's SQL and the rows it answered (the page's cache tags, worker/edge-cache/page-tags.ts). */
export type RowsSeen = (sql: string, rows: readonly unknown[]) => void;

const rowsReadOf = (result: D1Result | D1Result[]) =>
  (Array.isArray(result) ? result : [result]).reduce((n, r) => n + (r.meta?.rows_read ?? 0), 0);

async function timed<T extends D1Result | D1Result[]>(tally: Tally, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  let rowsRead = 0;
  try {
    const result = await run();
    rowsRead = rowsReadOf(result);
    return result;
  } finally {
    tally(performance.now() - start, rowsRead);
  }
}

class TimedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly tally: Tally,
    readonly sql: string,
    private readonly seen?: RowsSeen,
  ) {}
  bind(...values: unknown[]) {
    return new TimedStatement(this.inner.bind(...values), this.tally, this.sql, this.seen);
  }
  async first(column?: string) {
    const row = (await this.all()).results[0] as Record<string, unknown> | undefined;
    if (column === undefined) return row ?? null;
    return row === undefined ? null : row[column];
  }
  async all() {
    const result = await timed(this.tally, () => this.inner.all());
    this.seen?.(this.sql, result.results);
    return result;
  }
  async raw(options?: { columnNames?: boolean }) {
    const rows = (await this.all()).results as Record<string, unknown>[];
    const values = rows.map((row) => Object.values(row));
    return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
  }
  run() {
    return timed(this.tally, () => this.inner.run());
  }
}

type Session = Pick<D1Database, 'prepare' | 'batch'>;

export function timedD1(db: Session, tally: Tally, seen?: RowsSeen): D1Database {
  const wrapped = {
    prepare: (query: string) => new TimedStatement(db.prepare(query), tally, query, seen),
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await timed(tally, () =>
        db.batch(statements.map((s) => (s instanceof TimedStatement ? s.inner : s))),
      );
      statements.forEach((s, i) => {
        if (s instanceof TimedStatement) seen?.(s.sql, results[i]?.results ?? []);
      });
      return results;
    },
  };
  return wrapped as unknown as D1Database;
}
