// One render at a time of a stale page (docs/decisions/076): every request meanwhile gets the
// stale copy, and only the request that takes the lease renders the page again, after answering.
// The lease is held in this isolate (a set) and in the location's cache (a short-lived entry,
// so another isolate there does not render it too); it ends when the render is stored, or by
// itself after LEASE_S if the render failed (D1 down: one try per page per LEASE_S, not one per visitor).

const LEASE_S = 10;
const held = new Set<string>();

function cache(): Cache | null {
  return typeof caches !== 'undefined' && 'default' in caches
    ? (caches as unknown as { default: Cache }).default
    : null;
}

const leaseKey = (key: Request) => new Request(key.url.replace('/__page-cache/', '/__page-cache/lease/'));

/** Renders the page under `key` again through `render`, unless another request already does. */
export async function revalidateOnce(key: Request, render: () => Promise<boolean>): Promise<void> {
  if (held.has(key.url)) return;
  held.add(key.url);
  const shared = cache();
  try {
    if (await shared?.match(leaseKey(key))) return;
    await shared?.put(
      leaseKey(key),
      new Response('1', { headers: { 'Cache-Control': `public, s-maxage=${LEASE_S}` } }),
    );
    // A render that could not be stored keeps the lease to its end: the next try waits for it.
    if (await render()) await shared?.delete(leaseKey(key));
  } finally {
    held.delete(key.url);
  }
}

/** Requests made to render a stale page again: they skip the cache and store what they render. */
const revalidations = new WeakSet<Request>();

/** A request for `url` that renders its page again (see isRevalidation). */
export function revalidationRequest(url: string): Request {
  const request = new Request(url, { headers: { 'accept-encoding': 'gzip' } });
  revalidations.add(request);
  return request;
}

export const isRevalidation = (request: Request) => revalidations.has(request);
