import { wrapFocus } from './focus-wrap.ts';

/** What Tab can reach inside an open menu, in order: its summary, then what of its panel shows. */
function tabStops(details: HTMLDetailsElement): HTMLElement[] {
  return Array.from(
    details.querySelectorAll<HTMLElement>('summary, a[href], button:not([disabled]), input:not([disabled])'),
  ).filter((el) => el.checkVisibility() && el.tabIndex >= 0);
}

/**
 * A <details> menu works without JavaScript: its <summary> opens and closes it. This adds what a
 * menu also needs once script runs (the small-screen menu, client/components/nav/MobileMenu.tsx):
 * while it is open the focus stays in it, Tab and Shift+Tab going round its summary and links;
 * Escape closes it (focus back on its summary), as does a click elsewhere, and a page restored from
 * the back/forward cache comes back with it shut.
 */
export function disclosureKeys(root: HTMLElement): void {
  if (!(root instanceof HTMLDetailsElement)) return;
  const details = root;
  const close = (refocus: boolean) => {
    if (!details.open) return;
    details.open = false;
    // It opens again as it first did, its inner sections shut.
    for (const inner of details.querySelectorAll<HTMLDetailsElement>('details[open]')) inner.open = false;
    if (refocus) details.querySelector('summary')?.focus();
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape')
      close(details.contains(document.activeElement) || document.activeElement === document.body);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!details.contains(event.target as Node)) close(false);
  });
  // The open panel covers the page: Tab goes round inside it rather than onto what it hides.
  details.addEventListener('keydown', (event) => {
    if (details.open) wrapFocus(event, tabStops(details));
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) close(false);
  });
}
