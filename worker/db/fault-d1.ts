// The local stack's far or failing D1 (decision 079; the bench's edge step, docs/operations.md):
// D1_FAULT makes the site's D1 behave as it does far from its primary or in an outage. A local
// switch only: a production copy refuses to start with it (worker/config/production.ts).
//   far         each round trip +150 ms to the primary, +20 ms through a Sessions API session
//               (a nearby replica answers those in production) but one opened 'first-primary';
//   down:S      every call fails with D1's "Network connection lost." for S seconds from the
//               isolate's first request, then D1 answers again;
//   stall:S     every call waits S seconds, then answers (D1's reported 30-80 s stalls);
//   flaky:R     a share R of calls (0.01 = 1%) fails once with that transient error.

import { D1_FAULT_PATTERN } from '#worker/config/bindings.ts';

export const FAR_PRIMARY_MS = 150;
export const FAR_REPLICA_MS = 20;
const LOST = 'D1_ERROR: Network connection lost.';

type Fault = { kind: 'far' } | { kind: 'down' | 'stall'; seconds: number } | { kind: 'flaky'; rate: number };

export function parseFault(value: string): Fault | null {
  if (!D1_FAULT_PATTERN.test(value)) return null;
  const [kind, arg] = value.split(':');
  if (kind === 'far') return { kind: 'far' };
  if (kind === 'flaky') return { kind: 'flaky', rate: Number(arg) };
  return { kind: kind as 'down' | 'stall', seconds: Number(arg) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one round trip suffers before (or instead of) reaching D1. */
function trip(fault: Fault, since: number, viaSession: boolean): () => Promise<void> {
  return async () => {
    const within = 'seconds' in fault && Date.now() - since < fault.seconds * 1000;
    if (fault.kind === 'far') await sleep(viaSession ? FAR_REPLICA_MS : FAR_PRIMARY_MS);
    else if (fault.kind === 'down' && within) throw new Error(LOST);
    else if (fault.kind === 'stall' && within) await sleep(since + fault.seconds * 1000 - Date.now());
    else if (fault.kind === 'flaky' && Math.random() < fault.rate) throw new Error(LOST);
  };
}

const STATEMENT_CALLS = new Set(['first', 'all', 'raw', 'run']);

/** The real statement behind each wrapped one, for a batch: the real ones go to D1. */
const real = new WeakMap<object, D1PreparedStatement>();

function statement(inner: D1PreparedStatement, before: () => Promise<void>): D1PreparedStatement {
  const wrapped = new Proxy(inner, {
    get(target, prop) {
      if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), before);
      const value = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      if (STATEMENT_CALLS.has(String(prop)))
        return async (...args: unknown[]) => {
          await before();
          return value.apply(target, args);
        };
      return value.bind(target);
    },
  });
  real.set(wrapped, inner);
  return wrapped;
}

function handle<T extends Pick<D1Database, 'prepare' | 'batch'>>(
  db: T,
  before: () => Promise<void>,
  wrap: (s: D1DatabaseSession, constraint: string | undefined) => D1DatabaseSession,
): T {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => statement(target.prepare(sql), before);
      if (prop === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          await before();
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      if (prop === 'withSession')
        return (constraint?: string) => wrap((target as unknown as D1Database).withSession(constraint), constraint);
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `db` with `fault` on every round trip, counted from `since` (ms since the epoch). */
export function faultyD1(db: D1Database, fault: Fault, since: number): D1Database {
  // A session read from the primary (an editor's, decision 098) is as far as D1 itself.
  return handle(db, trip(fault, since, false), (session, constraint) =>
    handle(session, trip(fault, since, constraint !== 'first-primary'), (s) => s),
  );
}
