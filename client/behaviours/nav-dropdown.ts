import { attachMenu } from './menu.ts';

/**
 * A primary-nav dropdown (SPEC §2.9, §4: Create & Print, Products), rendered by
 * client/components/nav/NavDropdown.tsx. Where the item is a link, the chevron button beside it
 * is hidden in the HTML, since without script only the link works; it is shown from here on.
 */
export function navDropdown(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[aria-controls][hidden]')) button.hidden = false;
  // Products (no section page) comes in a disclosure that works without script: its button and
  // panel leave it, and it goes (decision 089).
  const disclosure = root.querySelector('details[data-no-script]');
  const button = disclosure?.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (disclosure && button && panel) {
    panel.hidden = true;
    disclosure.replaceWith(button, panel);
  }
  attachMenu(root);
}
