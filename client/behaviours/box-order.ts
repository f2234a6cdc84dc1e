import {
  type BoxOptions,
  boxOptionsKey,
  DEFAULT_BOX_OPTIONS,
  namesBoxOptions,
  readBoxCount,
  readBoxOptions,
} from '#core/domain/digitization/box.ts';
import {
  addBoxEvent,
  type BoxEvent,
  type BoxOrderEvents,
  pushBoxEvent,
  viewBoxEvent,
} from '#core/domain/digitization/box-events.ts';
import { boxPageCents, boxTotalCents, readItemCount } from '#core/domain/digitization/box-total.ts';
import { formatUsd } from '#core/domain/money.ts';

// Session storage may be refused (private modes, quotas): the options then live in the page only.
function save(slug: string, options: BoxOptions) {
  try {
    sessionStorage.setItem(boxOptionsKey(slug), JSON.stringify(options));
  } catch {}
}

function restore(slug: string): BoxOptions | null {
  try {
    const raw = sessionStorage.getItem(boxOptionsKey(slug));
    return raw === null ? null : readBoxOptions(JSON.parse(raw));
  } catch {
    return null;
  }
}

const emit = (event: BoxEvent) => pushBoxEvent(window as unknown as { dataLayer?: unknown[] }, event);

const chosen = (form: HTMLFormElement) => readBoxOptions(Object.fromEntries(new FormData(form)));

function show(form: HTMLFormElement, options: BoxOptions) {
  for (const name of ['thumbDrive', 'dvdSet'] as const) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = String(options[name]);
  }
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="processingTime"]')) {
    radio.checked = radio.value === options.processingTime;
  }
}

/**
 * A box order's form (client/components/digitization/BoxOrderForm.tsx): its options are kept in
 * session storage, so a reload or a detour through log-in finds them again; once the box is in
 * the cart they are reset (SPEC §3); a refused post, and a query that names options (back from
 * log-in), keep the options the page shows. Each
 * view and add to cart goes onto the dataLayer. Without script the form posts all the same.
 */
export function boxOrder(root: HTMLElement): void {
  const form = root as HTMLFormElement;
  const { box, extras, perItem } = JSON.parse(form.dataset.boxOrder ?? '') as BoxOrderEvents;
  const total = form.querySelector<HTMLElement>('[data-testid="box-total"]');
  // The total beside the button follows the choices, as the worker will add them up.
  const showTotal = () => {
    const data = Object.fromEntries(new FormData(form));
    const count = perItem ? readItemCount(data.items) : readBoxCount(data.boxes);
    const cents = boxTotalCents(box, extras, readBoxOptions(data), count, perItem);
    if (total) total.textContent = formatUsd(cents, boxPageCents(box, extras));
  };
  emit(viewBoxEvent(box));
  if ('added' in form.dataset) save(box.slug, DEFAULT_BOX_OPTIONS);
  else if ('failed' in form.dataset || namesBoxOptions(new URLSearchParams(location.search)))
    save(box.slug, chosen(form));
  else {
    const kept = restore(box.slug);
    if (kept) show(form, kept);
  }
  showTotal();
  form.addEventListener('input', () => {
    save(box.slug, chosen(form));
    showTotal();
  });
  form.addEventListener('submit', () => emit(addBoxEvent(box, chosen(form), extras)));
}
