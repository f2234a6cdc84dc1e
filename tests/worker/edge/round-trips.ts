// D1 for the site that counts its round trips: each statement's first/all/raw/run and each batch
// is one call to D1, in or out of a Sessions API session (what a far D1 charges per call).

const STATEMENT_CALLS = new Set(['first', 'all', 'raw', 'run']);

/** `db` with a running count of its round trips, and the Sessions API constraints it was opened with. */
export function countingD1(db: D1Database) {
  let trips = 0;
  const constraints: string[] = [];
  // A batch is sent with the statements D1 prepared, not the counting wrappers around them.
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const statement = (inner: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(inner, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        const value = Reflect.get(target, prop);
        if (typeof value !== 'function') return value;
        if (!STATEMENT_CALLS.has(String(prop))) return value.bind(target);
        return (...args: unknown[]) => {
          trips++;
          return value.apply(target, args);
        };
      },
    });
    unwrapped.set(wrapped, inner);
    return wrapped;
  };
  const handle = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const d1 = t as unknown as D1Database;
        if (prop === 'prepare') return (sql: string) => statement(d1.prepare(sql));
        if (prop === 'batch')
          return (statements: D1PreparedStatement[]) => {
            trips++;
            return d1.batch(statements.map((s) => unwrapped.get(s) ?? s));
          };
        if (prop === 'withSession')
          return (constraint?: string) => {
            constraints.push(constraint ?? 'first-unconstrained');
            return handle(d1.withSession(constraint));
          };
        const value = Reflect.get(t, prop);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  return {
    DB: handle(db),
    /** Round trips so far. */
    trips: () => trips,
    /** The constraint or bookmark of each session opened so far. */
    constraints: () => [...constraints],
  };
}
