import { CART_CHANGED_EVENT, cartChangedCount, cartLinkLabel, formatCartCount } from '#core/domain/cart-count.ts';
import { trackedFetch } from '#core/domain/loading.ts';

const STORE_INFO_API = '/api/store-info';

/**
 * The newest count this page was told. For a signed-in visitor the header's cart streams in after
 * the shell, and its count is the one the store gave when the page was asked for: an add made
 * before it arrived is newer, so a cart link attached later starts from it.
 */
let told: number | null | undefined;
document.addEventListener(CART_CHANGED_EVENT, (event) => {
  const count = cartChangedCount((event as CustomEvent<unknown>).detail);
  if (count !== undefined) told = count;
});

/**
 * The header's cart link with the signed-in user's item count (SPEC §2.9: "99+" above 99),
 * rendered by client/components/CartCount.tsx. The root carries data-signed-in for a signed-in
 * visitor and data-count when the server knew the count; signed in without a count (the store
 * had not answered), it asks /api/store-info once. A failed call leaves the cart without a count.
 *
 * Code that changes the cart updates the count at once, without a request:
 *
 *   document.dispatchEvent(new CustomEvent('cart:changed', { detail: { count: 4 } }));
 *
 * (CART_CHANGED_EVENT and CartChangedDetail in core/domain/cart-count.ts). The newest count
 * wins, whenever the cart link arrives: over the count it was rendered with, and over a
 * store-info answer that comes after such an event.
 */
export function cartCount(root: HTMLElement): void {
  const badge = root.querySelector<HTMLElement>('[data-testid="cart-count"]');
  const show = (count: number | null) => {
    const text = formatCartCount(count);
    root.setAttribute('aria-label', cartLinkLabel(count));
    if (!badge) return;
    badge.textContent = text;
    badge.hidden = text === '';
  };

  document.addEventListener(CART_CHANGED_EVENT, () => {
    if (told !== undefined && root.isConnected) show(told);
  });
  if (told !== undefined) {
    show(told);
    return;
  }

  if (root.dataset.signedIn === undefined || root.dataset.count !== undefined) return;
  trackedFetch(STORE_INFO_API, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ storeInfo?: { cartCount?: unknown } }>) : null))
    .then((data) => {
      const count = data?.storeInfo?.cartCount;
      if (told === undefined && typeof count === 'number') show(count);
    })
    .catch(() => undefined);
}
