// How a picture loads: `priority` for the page's largest picture in the first screen (eager and
// fetched first: the LCP element), `eager` for others in the first screen, `lazy` (the default)
// for the rest, which load as they near the viewport.
export type ImageLoad = 'priority' | 'eager' | 'lazy';

export function loadingAttributes(load: ImageLoad) {
  return {
    loading: load === 'lazy' ? ('lazy' as const) : ('eager' as const),
    fetchPriority: load === 'priority' ? ('high' as const) : undefined,
    decoding: load === 'lazy' ? ('async' as const) : undefined,
  };
}
