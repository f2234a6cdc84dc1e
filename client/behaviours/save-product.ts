import { signInHref } from '#core/domain/auth-links.ts';
import { trackedFetch } from '#core/domain/loading.ts';
import { SAVE_TEXT, SAVED_API, savedMap } from '#core/domain/shop/saved.ts';
import { showToast } from './toasts.ts';

/** One request per page, however many cards ask: product id → saved id, or null signed out. */
let saved: Promise<Map<number, number> | null> | undefined;

// The session cookie is HttpOnly and the header's signed-in parts stream in later. A page rendered
// for a signed-out visitor has the live cart link without data-signed-in (CartSlot.tsx): no need
// to ask, and be refused with an error in the console. Otherwise the API's 401 tells a stale
// session; any other failure shows every card unsaved.
const renderedSignedOut = () => document.querySelector('[data-behaviour="cart-count"]:not([data-signed-in])') !== null;

function loadSaved(): Promise<Map<number, number> | null> {
  if (!saved && renderedSignedOut()) saved = Promise.resolve(null);
  saved ??= trackedFetch(SAVED_API, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((r) => (r.status === 401 ? null : r.ok ? r.json().then(savedMap) : new Map<number, number>()))
    .catch(() => new Map<number, number>());
  return saved;
}

function show(button: HTMLButtonElement, on: boolean): void {
  button.setAttribute('aria-pressed', String(on));
  const label = button.querySelector<HTMLElement>('[data-label]');
  if (label) label.textContent = on ? SAVE_TEXT.saved : SAVE_TEXT.save;
}

/**
 * A product card's Save button (client/components/shop/SaveButton.tsx): shown once script runs,
 * it says at once whether the product is saved, and toggles it at once, rolled back with a toast
 * when the store refuses. Signed out, it goes to sign in and comes back to this page. The page's
 * HTML says nothing of anybody's saved products, so it stays the same for every visitor.
 */
export function saveProduct(root: HTMLElement): void {
  const button = root as HTMLButtonElement;
  const productId = Number(button.dataset.productId);
  if (!Number.isSafeInteger(productId)) return;
  button.hidden = false;
  void loadSaved().then((map) => show(button, map?.has(productId) ?? false));
  button.addEventListener('click', async () => {
    const map = await loadSaved();
    if (map === null) {
      location.assign(signInHref(`${location.pathname}${location.search}`));
      return;
    }
    const savedId = map.get(productId);
    const saving = savedId === undefined;
    show(button, saving);
    button.disabled = true;
    try {
      const response = saving
        ? await trackedFetch(SAVED_API, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ product_id: productId }),
          })
        : await trackedFetch(`${SAVED_API}/${savedId}`, { method: 'DELETE', credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      if (saving) {
        const body = (await response.json()) as { saved?: { id?: number } };
        map.set(productId, Number(body.saved?.id));
      } else map.delete(productId);
    } catch {
      show(button, !saving);
      showToast({ tone: 'danger', text: saving ? SAVE_TEXT.saveFailed : SAVE_TEXT.unsaveFailed });
    } finally {
      button.disabled = false;
    }
  });
}
