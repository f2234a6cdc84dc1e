// Every path the worker calls on the store and core APIs (SPEC §7), in one module; a path is
// added with the page that first calls it. `store` paths are relative to STORE_API_URL, `core`
// paths to CORE_API_URL.
export const storePaths = {
  logIn: () => ({ base: 'store', path: '/sessions' }),
  logOut: () => ({ base: 'store', path: '/sessions' }),
  currentUser: () => ({ base: 'core', path: '/current_user' }),
  storeInfo: () => ({ base: 'store', path: '/store_info' }),
  productBySku: (sku: string) => ({ base: 'store', path: `/products/${encodeURIComponent(sku)}` }),
  eventAttendees: () => ({ base: 'store', path: '/event_attendees' }),
  productSearch: () => ({ base: 'store', path: '/products/search' }),
  fastPrint: () => ({ base: 'store', path: '/products/fast_print' }),
  group: (slug: string) => ({ base: 'store', path: `/groups/${encodeURIComponent(slug)}` }),
  groupMarketing: (slug: string) => ({ base: 'store', path: `/groups/${encodeURIComponent(slug)}/marketing` }),
  groupPromotion: (slug: string) => ({ base: 'store', path: `/groups/${encodeURIComponent(slug)}/primary_promotion` }),
  groupsBatch: () => ({ base: 'store', path: '/groups/batch' }),
  savedProducts: () => ({ base: 'store', path: '/saved_products' }),
  savedProduct: (id: number) => ({ base: 'store', path: `/saved_products/${id}` }),
  addToCart: () => ({ base: 'store', path: '/current_order/line_items' }),
  upsertOrderMetadata: () => ({ base: 'store', path: '/current_order/metadata/upsert' }),
} as const satisfies Record<string, (...args: never[]) => { base: 'store' | 'core'; path: string }>;

export type UpstreamBase = 'store' | 'core';
