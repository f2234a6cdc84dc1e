/**
 * Waits up to `ms` for a promise: its value, boxed, when it settles in time (boxed, so a promise
 * of a promise is not flattened), or null when it is late. A rejection in time is thrown here.
 */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ settled: T } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.then((settled) => ({ settled })), late]);
  } finally {
    clearTimeout(timer);
  }
}
