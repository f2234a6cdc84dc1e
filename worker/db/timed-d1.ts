// A D1 handle that adds the time each query takes to a running total (Server-Timing's `d1`).
// On the edge the clock only moves across I/O, which is exactly what a query is.

type Tally = (ms: number) => void;

async function timed<T>(tally: Tally, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    tally(performance.now() - start);
  }
}

class TimedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly tally: Tally,
  ) {}
  bind(...values: unknown[]) {
    return new TimedStatement(this.inner.bind(...values), this.tally);
  }
  first(column?: string) {
    return timed(this.tally, () => (column === undefined ? this.inner.first() : this.inner.first(column)));
  }
  all() {
    return timed(this.tally, () => this.inner.all());
  }
  raw(options?: { columnNames?: boolean }) {
    return timed(this.tally, () => this.inner.raw(options as { columnNames: true }));
  }
  run() {
    return timed(this.tally, () => this.inner.run());
  }
}

type Session = Pick<D1Database, 'prepare' | 'batch'>;

export function timedD1(db: Session, tally: Tally): D1Database {
  const wrapped = {
    prepare: (query: string) => new TimedStatement(db.prepare(query), tally),
    batch: (statements: D1PreparedStatement[]) => timed(tally, () => db.batch(statements.map((s) => (s instanceof TimedStatement ? s.inner : s)))),
  };
  return wrapped as unknown as D1Database;
}
