import { CART_CHANGED_EVENT, type CartChangedDetail } from '#client/domain/cart-count.ts';
import { trackedFetch } from '#client/domain/loading.ts';
import { MESSAGES } from '#client/domain/messages.ts';
import { CART_API, cartLineOf } from '#client/domain/shop/detail/cart-line.ts';

const ADDED_TEXT = 'Added to your cart.';

/** The form's one result line: what the server rendered, or a new one above the buttons. */
function result(form: HTMLFormElement, testId: 'added-to-cart' | 'add-to-cart-error'): HTMLElement {
  for (const old of form.querySelectorAll('[data-testid="added-to-cart"], [data-testid="add-to-cart-error"]')) old.remove();
  const line = document.createElement('p');
  line.dataset.testid = testId;
  line.className = testId === 'added-to-cart' ? 'mt-4 font-semibold text-accent-800' : 'mt-4 font-semibold text-brand-700';
  line.setAttribute('role', testId === 'added-to-cart' ? 'status' : 'alert');
  const buttons = form.querySelector('[data-cart-buttons]');
  form.insertBefore(line, buttons);
  return line;
}

/**
 * The options chosen on each product (product id → input name → value). The list's copy of a
 * product can be used while the store's is on its way; when React swaps the store's copy in, its
 * form starts from these rather than from its defaults.
 */
const chosen = new Map<string, Map<string, string>>();

function keepChoices(form: HTMLFormElement) {
  const product = form.elements.namedItem('product_id');
  if (!(product instanceof HTMLInputElement)) return;
  const mine = chosen.get(product.value) ?? new Map<string, string>();
  chosen.set(product.value, mine);
  for (const [name, value] of mine) {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      if (input.name === name && input.value === value) input.checked = true;
    }
  }
  form.addEventListener('change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === 'radio' && input.checked) mine.set(input.name, input.value);
  });
}

/**
 * A product page's add-to-cart form (client/pages/shop/ProductPage.tsx): with script, it posts to
 * /api/cart without leaving the page, says the outcome in place and tells the header's cart its
 * new count at once. Without script the same form posts to the page itself. Options chosen on the
 * list's copy carry over to the store's copy when it arrives.
 */
export function addToCart(root: HTMLElement): void {
  const form = root as HTMLFormElement;
  keepChoices(form);
  form.addEventListener('submit', async (event) => {
    const line = cartLineOf(new FormData(form).entries());
    if (!line) return;
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.disabled) return;
    if (button) button.disabled = true;
    try {
      const response = await trackedFetch(CART_API, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(line),
      });
      if (!response.ok) throw new Error(String(response.status));
      const { cartCount } = (await response.json()) as { cartCount?: number | null };
      result(form, 'added-to-cart').textContent = ADDED_TEXT;
      const detail: CartChangedDetail = { count: typeof cartCount === 'number' ? cartCount : null };
      document.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail }));
    } catch {
      result(form, 'add-to-cart-error').textContent = MESSAGES.addToCartFailed;
    } finally {
      if (button) button.disabled = false;
    }
  });
}
