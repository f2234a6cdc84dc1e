// How long a page waits for its store parts before its first byte (STORE_WAIT_MS, 400 ms unless set;
// docs/decisions/045): a store that answers within the wait puts its prices and buy buttons in the HTML itself, for
// visitors without script and crawlers; a slower one streams them, so the first byte is never later than
// the wait plus the render. One deadline per request, so a page's parallel calls share it.
import type { Deferred } from '#client/components/WhenSettled.tsx';
import { settledWithin } from '#worker/http/settled-within.ts';

/**
 * `?wait=store`: wait for the store however long it takes (its calls time out at 14 s): how a browser
 * without script gets prices that missed the wait.
 */
export const WAIT_PARAM = 'wait';
const WAIT_FOR_STORE = 'store';

export interface StoreWait {
  /** The value, settled, when it came within the request's wait; else the promise, to stream. */
  defer<T>(promise: Promise<T>): Promise<Deferred<T>>;
  /** Whether a store part missed the wait and streams instead of being in the HTML. */
  readonly streamed: boolean;
}

export function storeWait(url: URL, waitMs: number): StoreWait {
  const patient = url.searchParams.get(WAIT_PARAM) === WAIT_FOR_STORE;
  let deadline: number | undefined;
  let streamed = false;
  return {
    async defer<T>(promise: Promise<T>): Promise<Deferred<T>> {
      if (patient) return { settled: await promise };
      deadline ??= Date.now() + waitMs;
      const inTime = await settledWithin(promise, Math.max(0, deadline - Date.now()));
      if (inTime) return inTime;
      streamed = true;
      return { pending: promise };
    },
    get streamed() {
      return streamed;
    },
  };
}

/** The page again, waiting for the store: what a visitor without script follows to get prices that missed the wait. */
export function patientHref(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.set(WAIT_PARAM, WAIT_FOR_STORE);
  return `${url.pathname}?${query}`;
}
