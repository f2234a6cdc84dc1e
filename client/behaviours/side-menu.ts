/**
 * The small-screen side menu's panel (client/components/nav/MobileMenu.tsx) closes on navigation
 * (SPEC §4): a link followed from it shuts its <details>, so the page (or the same page at
 * another #hash) is not left under an open menu. A page restored from the back/forward cache
 * comes back shut too (the disclosure-keys behaviour on the <details>).
 */
export function sideMenu(root: HTMLElement): void {
  const details = root.closest('details');
  if (!details) return;
  root.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) details.open = false;
  });
}
