import { capacityTexts, choiceKey, choiceQuery, planHeading, planTexts } from '#core/domain/storage/plan-texts.ts';
import { choiceOf, type PricedProduct, type StorageChoice, storageSlug } from '#core/domain/storage/plans.ts';
import { replaceAddress } from './address.ts';

/** The radios' choice: exactly one tier and plan, as the server reads them. */
function choiceIn(form: HTMLFormElement): StorageChoice {
  const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
  return choiceOf({ tier: checked('tier'), plan: checked('plan') });
}

/** Sets an element's text only when it differs (the panel is watched for changes; an equal write would loop). */
function setText(el: Element | null, text: string) {
  if (el && el.textContent !== text) el.textContent = text;
}

function showCapacity(root: HTMLElement, choice: StorageChoice) {
  const texts = capacityTexts(choice.tier);
  setText(root.querySelector('[data-part="capacity-heading"]'), texts.heading);
  setText(root.querySelector('[data-part="capacity-caption"]'), texts.caption);
  setText(root.querySelector('[data-part="capacity-column"]'), texts.column);
  for (const [i, cell] of [...root.querySelectorAll('[data-part="capacity-amount"]')].entries())
    setText(cell, texts.rows[i]?.amount ?? '');
}

/**
 * The panel shows the radios' choice: its heading, price and Add to cart. Where the price of that
 * choice is not on the page (still streaming, or not sold) nothing can be bought, so the panel is
 * never a stale offer. Add to cart posts the radios and what the panel showed (its value), which
 * the page checks are the same before it adds anything.
 */
function showPanel(panel: HTMLElement, choice: StorageChoice) {
  const part = (name: string) => panel.querySelector<HTMLElement>(`[data-part="${name}"]`);
  setText(part('heading'), planHeading(choice));
  const pricesRoot = panel.querySelector<HTMLElement>('[data-storage-prices]');
  for (const input of panel.querySelectorAll<HTMLInputElement>(
    'input[type="hidden"][name="tier"], input[type="hidden"][name="plan"]',
  )) {
    input.value = input.name === 'tier' ? choice.tier : choice.plan;
  }
  if (!pricesRoot) return;
  const all = JSON.parse(pricesRoot.dataset.storagePrices ?? '{}') as Record<string, PricedProduct>;
  const plan = all[storageSlug(choice)];
  const texts = plan ? planTexts(choice, plan) : null;
  const set = (name: string, text: string | null, box: HTMLElement | null = part(name)) => {
    setText(part(name), text ?? '');
    if (box) box.hidden = text === null;
  };
  set('price', texts?.price ?? null);
  set('suffix', texts?.suffix ?? null);
  set('was', texts?.was ?? null);
  set('off', texts?.off ?? null);
  set('details', texts?.details ?? null);
  const amounts = part('amounts');
  const buy = part('buy');
  const notSold = part('not-sold');
  if (amounts) amounts.hidden = !texts;
  if (buy) buy.hidden = !texts;
  if (notSold) notSold.hidden = Boolean(texts);
  const add = panel.querySelector<HTMLButtonElement>('[data-testid="storage-add"]');
  if (add) {
    add.value = choiceKey(choice);
    add.formAction = `${location.pathname}${choiceQuery(choice)}#storage-price`;
  }
}

/**
 * /preserve-and-share's chooser (client/components/storage/PlanChooser.tsx, PlanPrice.tsx). With
 * script the heading, price, Add to cart and capacity follow the radios at once and the address
 * keeps the choice, as on a product page (docs/decisions/032, 046); without it, Show price gets
 * the page for the choice.
 */
export function storageChooser(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-testid="storage-chooser"]');
  const panel = root.querySelector<HTMLElement>('[data-testid="storage-price"]');
  if (!form || !panel) return;
  const show = () => {
    const choice = choiceIn(form);
    showPanel(panel, choice);
    showCapacity(root, choice);
  };
  form.addEventListener('change', () => {
    // What the last post said was about the choice before this one.
    for (const said of panel.querySelectorAll<HTMLElement>(
      '[data-testid="added-to-cart"], [data-testid="add-to-cart-error"]',
    ))
      said.hidden = true;
    show();
    replaceAddress(`${location.pathname}${choiceQuery(choiceIn(form))}`);
  });
  // A price that missed the page's wait streams into the panel after this ran.
  new MutationObserver(show).observe(panel, { childList: true, subtree: true });
  show();
}
