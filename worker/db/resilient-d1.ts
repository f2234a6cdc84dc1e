// The read path's D1 calls, bounded and retried (docs/decisions/078). D1 reports some failures
// that a second try gets past ("Network connection lost", "D1 DB is overloaded", an object reset):
// a read is retried once on those. And no page waits on D1 longer than the request's deadline:
// past it the call fails with D1Unavailable, so a visitor gets the cached page or SPEC §8's 503,
// never a hang (D1 has been seen to stall for 30-80 s).

/** D1's transient errors, as its documentation lists them: a retry may succeed. */
const TRANSIENT_MESSAGES = [
  'Network connection lost',
  'storage caused object to be reset',
  'reset because its code was updated',
  'overloaded',
  'transient issue',
  'internal error',
];
const TRANSIENT = new RegExp(TRANSIENT_MESSAGES.join('|'), 'i');

export const isTransientD1Error = (error: unknown) => TRANSIENT.test(String((error as Error)?.message ?? error));

/** D1 did not answer in time, or failed twice: the page cannot be read now. */
export class D1Unavailable extends Error {
  constructor(cause: unknown) {
    super(`D1 is unavailable: ${String((cause as Error)?.message ?? cause)}`, { cause });
    this.name = 'D1Unavailable';
  }
}

/** Whether `error`, or an error it wraps (drizzle wraps a query's), is D1Unavailable. */
export function isD1Unavailable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof D1Unavailable) return true;
  return false;
}

type Session = Pick<D1Database, 'prepare' | 'batch'>;

/** Runs `call` before `deadline` (ms since the epoch), once more on a transient error. */
async function bounded<T>(deadline: number, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0) throw new D1Unavailable('no time left before the page must answer');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new D1Unavailable(`no answer within ${left} ms`)), left);
    });
    try {
      return await Promise.race([call(), late]);
    } catch (error) {
      if (error instanceof D1Unavailable) throw error;
      if (attempt === 1 && isTransientD1Error(error)) continue;
      throw new D1Unavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

class BoundedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly deadline: number,
  ) {}
  bind(...values: unknown[]) {
    return new BoundedStatement(this.inner.bind(...values), this.deadline);
  }
  first(column?: string) {
    return bounded(this.deadline, () => (column === undefined ? this.inner.first() : this.inner.first(column)));
  }
  all() {
    return bounded(this.deadline, () => this.inner.all());
  }
  raw(options?: { columnNames?: boolean }) {
    return bounded(this.deadline, () =>
      options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw(),
    );
  }
  run() {
    return bounded(this.deadline, () => this.inner.run());
  }
}

/** `db` whose every call ends by `deadline` (ms since the epoch) and is retried once on a transient error. */
export function resilientD1(db: Session, deadline: number): D1Database {
  const wrapped = {
    prepare: (query: string) => new BoundedStatement(db.prepare(query), deadline),
    batch: (statements: D1PreparedStatement[]) =>
      bounded(deadline, () => db.batch(statements.map((s) => (s instanceof BoundedStatement ? s.inner : s)))),
  };
  return wrapped as unknown as D1Database;
}
