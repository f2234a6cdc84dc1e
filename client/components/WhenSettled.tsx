// A store part of a page that may already be there: what the loader's wait settled (rendered in the
// HTML itself, for visitors without script and crawlers) or a promise still on its way (streamed
// through Suspense behind its fallback). docs/decisions/045.
import { type ReactNode, Suspense, use } from 'react';

/** A value the loader waited for in time, or the promise of it (boxed: an awaited promise would be flattened). */
export type Deferred<T> = { readonly settled: T } | { readonly pending: Promise<T> };

interface Props<T> {
  value: Deferred<T>;
  /** What stands in while a late value streams (and stays, without script). */
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

function Resolved<T>({ value, children }: { value: Promise<T>; children: (value: T) => ReactNode }) {
  return children(use(value));
}

export function WhenSettled<T>({ value, fallback, children }: Props<T>) {
  if ('settled' in value) return children(value.settled);
  return (
    <Suspense fallback={fallback}>
      <Resolved value={value.pending}>{children}</Resolved>
    </Suspense>
  );
}

/** The value a Deferred holds, however long it takes. */
export const whenSettled = <T,>(value: Deferred<T>): Promise<T> =>
  'settled' in value ? Promise.resolve(value.settled) : value.pending;

/** A Deferred of what `f` makes of its value, settled or pending as it is. */
export const mapDeferred = <T, U>(value: Deferred<T>, f: (value: T) => U): Deferred<U> =>
  'settled' in value ? { settled: f(value.settled) } : { pending: value.pending.then(f) };
