// Intl formatters made on first use, never while the worker starts: the first one an isolate makes
// loads the locale data, about 20 ms, which a cache hit never needs.
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
