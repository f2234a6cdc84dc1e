// Loader results of content pages, kept per isolate for the URL and the content version they
// were read at. A signed-in visitor's content page still renders (its chrome is theirs), but
// reads the same rows as everyone's: this spares it the D1 round trips. Entries are frozen, so a
// render that tried to change shared data would fail loudly instead of leaking into the next.

const MAX_ENTRIES = 200;
const memo = new Map<string, unknown>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Only plain data can be shared: a loader that hands a promise (a store call) to the page cannot. */
export const isPlain = (data: unknown) => !(data && typeof data === 'object' && Object.values(data).some((v) => v instanceof Promise));

export function recallLoad(key: string): unknown {
  const hit = memo.get(key);
  if (hit !== undefined) {
    // Most recently used last: the first key is the one to drop.
    memo.delete(key);
    memo.set(key, hit);
  }
  return hit;
}

export function rememberLoad(key: string, data: unknown): void {
  if (!isPlain(data)) return;
  memo.set(key, deepFreeze(data));
  if (memo.size > MAX_ENTRIES) memo.delete(memo.keys().next().value!);
}
