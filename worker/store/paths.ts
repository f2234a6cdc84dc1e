// Every path the worker calls on the store and core APIs (SPEC §7), in one module. `store`
// paths are relative to STORE_API_URL, `core` paths to CORE_API_URL.
const seg = encodeURIComponent;

export const storePaths = {
  // Auth and core
  logIn: () => ({ base: 'store', path: '/sessions' }),
  logOut: () => ({ base: 'store', path: '/sessions' }),
  currentUser: () => ({ base: 'core', path: '/current_user' }),
  beginImpersonation: () => ({ base: 'store', path: '/impersonations' }),
  endImpersonation: () => ({ base: 'store', path: '/impersonations' }),
  requestPasswordReset: () => ({ base: 'store', path: '/passwords' }),
  // Store v1
  storeInfo: () => ({ base: 'store', path: '/store_info' }),
  sharedHeader: () => ({ base: 'store', path: '/shared-header' }),
  linkedAmbassador: () => ({ base: 'store', path: '/linked_ambassador' }),
  guestRegistration: () => ({ base: 'store', path: '/guest_registrations' }),
  orderMetadata: () => ({ base: 'store', path: '/current_order/metadata/upsert' }),
  addToCart: () => ({ base: 'store', path: '/current_order/line_items' }),
  fastPrintProducts: () => ({ base: 'store', path: '/products/fast_print' }),
  productSearch: () => ({ base: 'store', path: '/products/search' }),
  productBySku: (sku: string) => ({ base: 'store', path: `/products/${seg(sku)}` }),
  printProjectTypes: () => ({ base: 'store', path: '/groups/print-project-type' }),
  groupMarketing: (slug: string) => ({ base: 'store', path: `/groups/${seg(slug)}/marketing` }),
  groupPrimaryPromotion: (slug: string) => ({ base: 'store', path: `/groups/${seg(slug)}/primary_promotion` }),
  groupsBatch: () => ({ base: 'store', path: '/groups/batch' }),
  eventAttendees: () => ({ base: 'store', path: '/event_attendees' }),
  entitlements: () => ({ base: 'store', path: '/entitlements' }),
  savedProducts: () => ({ base: 'store', path: '/saved_products' }),
  savedProduct: (id: string | number) => ({ base: 'store', path: `/saved_products/${seg(String(id))}` }),
} as const satisfies Record<string, (...args: never[]) => { base: 'store' | 'core'; path: string }>;

export type UpstreamBase = 'store' | 'core';
