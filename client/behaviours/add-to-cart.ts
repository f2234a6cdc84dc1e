import { CART_CHANGED_EVENT, type CartChangedDetail, cartHoldsText } from '#core/domain/cart-count.ts';
import { trackedFetch } from '#core/domain/loading.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { CART_API, cartLineOf } from '#core/domain/shop/detail/cart-line.ts';
import {
  type Chosen,
  choiceQuery,
  PRODUCT_FIELD,
  paidCents,
  QUANTITY_FIELD,
  quantityFrom,
  type VariantPricing,
  variantPrice,
} from '#core/domain/shop/detail/variant.ts';
import { lineTotalText, priceTexts } from '#core/domain/shop/price-texts.ts';
import { external } from '#core/routes/external.ts';
import { replaceAddress } from './address.ts';

const ADDED_TEXT = 'Added to your cart. ';

/** The form's one result line: what the server rendered, or a new one above the buttons. */
function result(form: HTMLFormElement, testId: 'added-to-cart' | 'add-to-cart-error'): HTMLElement {
  for (const old of form.querySelectorAll('[data-testid="added-to-cart"], [data-testid="add-to-cart-error"]'))
    old.remove();
  const line = document.createElement('p');
  line.dataset.testid = testId;
  line.className =
    testId === 'added-to-cart' ? 'mt-4 font-semibold text-accent-800' : 'mt-4 font-semibold text-brand-700';
  line.setAttribute('role', testId === 'added-to-cart' ? 'status' : 'alert');
  form.insertBefore(line, form.querySelector('[data-cart-buttons]'));
  return line;
}

/** The choice the form shows: each option's checked value, and how many. */
function choiceOf(form: HTMLFormElement): { chosen: Chosen; quantity: number } {
  const chosen: Chosen = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')) {
    const option = /^option-(\d+)$/.exec(input.name)?.[1];
    if (option) chosen[option] = Number(input.value);
  }
  const quantity = form.elements.namedItem(QUANTITY_FIELD);
  return { chosen, quantity: quantity instanceof HTMLInputElement ? quantityFrom(quantity.value) : 1 };
}

/** The product's price line (client/components/shop/Price.tsx, live) shows what the choice costs. */
function showPrice(form: HTMLFormElement, pricing: VariantPricing, chosen: Chosen) {
  const line = form.closest('article')?.querySelector<HTMLElement>('[data-live-price]');
  if (!line) return;
  const texts = priceTexts(variantPrice(pricing, chosen));
  const part = (name: string) => line.querySelector<HTMLElement>(`[data-part="${name}"]`);
  const set = (name: string, text: string | null, box: HTMLElement | null = part(name)) => {
    const target = part(name);
    if (target) target.textContent = text ?? '';
    if (box) box.hidden = text === null;
  };
  set('now', texts.now);
  set('pack', texts.pack);
  set('was-amount', texts.was, part('was'));
  set('off', texts.off);
}

/** The quantity's total beside it, for more than one. */
function showLineTotal(form: HTMLFormElement, unitCents: number, quantity: number) {
  const line = form.querySelector<HTMLElement>('[data-testid="line-total"]');
  if (!line) return;
  line.textContent = lineTotalText(quantity, unitCents);
  line.hidden = quantity === 1;
}

/**
 * The options and quantity chosen on each product (product id → field → value). The list's copy of
 * a product can be used while the store's is on its way; when React swaps the store's copy in, its
 * form starts from these rather than from its defaults.
 */
const chosen = new Map<string, Map<string, string>>();

function keepChoices(form: HTMLFormElement, onRestored: () => void) {
  const id = form.dataset.productId ?? '';
  const mine = chosen.get(id) ?? new Map<string, string>();
  chosen.set(id, mine);
  for (const [name, value] of mine) {
    for (const input of form.querySelectorAll<HTMLInputElement>('input')) {
      if (input.name !== name) continue;
      if (input.type === 'radio') input.checked = input.value === value;
      else input.value = value;
    }
  }
  if (mine.size) onRestored();
  form.addEventListener('input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    if (input.type !== 'radio' || input.checked) mine.set(input.name, input.value);
  });
}

/**
 * A product page's form (client/pages/shop/ProductPage.tsx). With script, the price follows every
 * choice at once and the address keeps it (so a reload or a shared link shows the same product);
 * Add to cart posts to /api/cart without leaving the page, says the outcome in place (the focus
 * goes to it) and tells the header's cart its new count. Start designing gets the page with the
 * choice, which sends it on to the designer. Without script the same form posts to the page, and
 * Update price shows the choice's price.
 */
export function addToCart(root: HTMLElement): void {
  const form = root as HTMLFormElement;
  const pricing = JSON.parse(form.dataset.pricing ?? 'null') as VariantPricing | null;
  const reprice = (keepInUrl: boolean) => {
    const choice = choiceOf(form);
    if (pricing) {
      showPrice(form, pricing, choice.chosen);
      showLineTotal(form, paidCents(pricing, choice.chosen), choice.quantity);
    }
    if (keepInUrl) replaceAddress(`${location.pathname}?${choiceQuery(choice.chosen, choice.quantity)}`);
  };
  keepChoices(form, () => reprice(false));
  form.addEventListener('input', () => reprice(true));

  let busy = false;
  form.addEventListener('submit', async (event) => {
    const submitter = event.submitter;
    // Start designing and Update price are plain GET submissions.
    if (!(submitter instanceof HTMLButtonElement) || submitter.name !== PRODUCT_FIELD) return;
    const line = cartLineOf(new FormData(form, submitter).entries(), location.pathname);
    if (!line) return;
    event.preventDefault();
    if (busy) return;
    // Not disabled: a disabled button would drop the keyboard's focus to the page.
    busy = true;
    submitter.setAttribute('aria-disabled', 'true');
    try {
      const response = await trackedFetch(CART_API, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(line),
      });
      if (!response.ok) throw new Error(String(response.status));
      const { cartCount } = (await response.json()) as { cartCount?: number | null };
      const added = result(form, 'added-to-cart');
      const cart = document.createElement('a');
      cart.href = external.shoppingCart();
      cart.textContent = 'View your cart';
      cart.className = 'underline';
      added.textContent = `${ADDED_TEXT}${typeof cartCount === 'number' ? `${cartHoldsText(cartCount)} ` : ''}`;
      added.appendChild(cart);
      added.tabIndex = -1;
      added.focus();
      const detail: CartChangedDetail = { count: typeof cartCount === 'number' ? cartCount : null };
      document.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail }));
    } catch {
      result(form, 'add-to-cart-error').textContent = MESSAGES.addToCartFailed;
    } finally {
      busy = false;
      submitter.removeAttribute('aria-disabled');
    }
  });
}
