/** Only plain data can be cached: a loader that hands a promise (a store call) to the page cannot. */
export const isPlain = (data: unknown) =>
  !(data && typeof data === 'object' && Object.values(data).some((v) => v instanceof Promise));
