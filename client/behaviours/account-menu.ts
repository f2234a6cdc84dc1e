import { hoverOpensAccountMenu } from '#core/domain/hover-menu.ts';
import { trackedFetch } from '#core/domain/loading.ts';
import { SESSION_API } from '#core/domain/session.ts';
import { attachMenu } from './menu.ts';

/**
 * The signed-in user's menu (SPEC §2.9, §4), rendered by client/components/nav/AccountMenu.tsx
 * inside a disclosure the browser opens without script. This takes its button and panel out of
 * it, and shows the button; the menu opens on hover only at medium widths and up, on click
 * (Enter, Space) or ArrowDown always, and shuts when one of its links is followed (SPEC §4: the
 * side menu closes on navigation).
 * Log out (the form marked data-log-out, which posts without script) deletes the session and
 * goes to the root's data-after-logout; a failed call is ignored (SPEC §7, §8) since the worker has cleared the
 * cookie either way.
 */
export function accountMenu(root: HTMLElement): void {
  // The menu's button and panel leave the disclosure that works without script, which goes.
  const disclosure = root.querySelector('details[data-no-script]');
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  if (disclosure && button && panel) {
    panel.hidden = true;
    button.hidden = false;
    disclosure.replaceWith(button, panel);
  }
  attachMenu(root, { hoverEnabled: () => hoverOpensAccountMenu(window.innerWidth) });
  // ArrowDown on the button opens the menu (Enter and Space click it) and moves into it.
  button?.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (button.getAttribute('aria-expanded') !== 'true') button.click();
    document
      .getElementById(button.getAttribute('aria-controls') ?? '')
      ?.querySelector<HTMLElement>('a[href], button')
      ?.focus();
  });
  panel?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]') && button?.getAttribute('aria-expanded') === 'true')
      button.click();
  });
  const logOut = root.querySelector<HTMLFormElement>('form[data-log-out]');
  const logOutButton = logOut?.querySelector('button');
  logOut?.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (logOutButton) {
      logOutButton.disabled = true;
      logOutButton.textContent = 'Logging out…';
    }
    try {
      await trackedFetch(SESSION_API, { method: 'DELETE', credentials: 'same-origin' });
    } catch {
      // Ignored: the session is reset anyway.
    }
    location.assign(root.dataset.afterLogout ?? '/');
  });
}
