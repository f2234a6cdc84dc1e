// Apart from marker.ts, which names every behaviour (registry.ts): the behaviours that send it
// would otherwise import the registry that imports them.

/** Sent (bubbling) from markup a behaviour put on the page, so the markers in it are taken up. */
export const SCAN_EVENT = 'behaviours:scan';
