/**
 * A <details> menu works without JavaScript: its <summary> opens and closes it. This adds what a
 * menu also needs once script runs (the small-screen menu, client/components/nav/MobileMenu.tsx):
 * Escape closes it (focus back on its summary), as do a click elsewhere and Tab leaving it, and a
 * page restored from the back/forward cache comes back with it shut.
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
    if (event.key === 'Escape') close(details.contains(document.activeElement) || document.activeElement === document.body);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!details.contains(event.target as Node)) close(false);
  });
  // Tab moving out of the menu closes it, as the desktop dropdowns do.
  details.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !details.contains(next)) close(false);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) close(false);
  });
}
