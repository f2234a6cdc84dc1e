// Apart from the page unit (worker/pages/unit/define-page.ts) that declares it, so that what
// renders and keeps a page (ssr/, edge-cache/) can read it without importing the layer above.

/**
 * How a page may be cached. `content`: the same for every signed-out visitor, so its loader must
 * read the same for all of them; cached whole in the edge cache when its render waits on nothing
 * (docs/decisions/076), and filled with a signed-in visitor's own widgets for them (decision 056).
 * `live`: the same for every signed-out visitor too, but read from the store at this moment (a
 * price, a product list): never cached whole. `private`: never shared (a form, a per-user page).
 */
export type CachePolicy = 'content' | 'live' | 'private';
