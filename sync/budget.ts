// What one invocation of the sync worker may spend. Workers allow an invocation 1 000
// subrequests (D1 allows 1 000 queries); CMS fetches and D1 calls both count, a D1 batch as one.
// The sync counts both as it goes and stops a scan before it would pass the limit; where the
// scan stood is kept in D1 (sync_jobs, the cursor), and the next run continues it
// (docs/decisions/041).

/** Subrequests one invocation may make: Workers' and D1's limit on a paid plan. */
export const INVOCATION_SUBREQUESTS = 1_000;

/**
 * What a run plans to spend: the rest is left for what it does not count, its reports to
 * Sentry (at most REPORTED_WARNINGS_PER_RUN warnings, and an error per collection).
 */
export const RUN_SUBREQUESTS = 900;

/**
 * What every collection is guaranteed in a run, set aside until it finishes: its state, the
 * two-request unchanged check, a few proofs, its skips, count and log row.
 */
export const COLLECTION_FLOOR = 16;

/** A page of a listing: its request, the read of what D1 holds for it, and its write. */
export const PAGE_COST = 3;

/** Thrown where a scan would pass the invocation's budget; the scan stops there, resumable. */
export class BudgetSpent extends Error {
  override name = 'BudgetSpent';
}

export class Budget {
  readonly limit: number;
  private spentSoFar = 0;
  private held = 0;

  constructor(limit: number = RUN_SUBREQUESTS) {
    this.limit = limit;
  }

  spend(n = 1): void {
    this.spentSoFar += n;
  }

  /** Sets `n` aside (a collection's floor) until `release(n)`. */
  hold(n: number): void {
    this.held += n;
  }

  release(n: number): void {
    this.held -= n;
  }

  /** Throws BudgetSpent unless `cost` more subrequests leave what is set aside. */
  need(cost: number): void {
    if (this.spentSoFar + this.held + cost > this.limit) {
      throw new BudgetSpent(`this invocation has spent ${this.spentSoFar} of its ${this.limit} subrequests`);
    }
  }
}

/**
 * The D1 binding, counting each call (a statement's run/all/first/raw, or a batch) on `count`.
 * Statements built from it can go into its own batch.
 */
export function countingDb(db: D1Database, count: () => void): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => wrap(target.bind(...values));
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'run' || key === 'all' || key === 'first' || key === 'raw') count();
        return value.bind(target);
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql));
      if (key === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          count();
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
