import { hoverOpensAccountMenu } from '#client/domain/hover-menu.ts';
import { trackedFetch } from '#client/domain/loading.ts';
import { attachMenu } from './menu.ts';

const SESSION_API = '/api/session';

/**
 * The signed-in user's menu (SPEC §2.9, §4), rendered by client/components/nav/AccountMenu.tsx
 * with a link to the account where its button goes, for a page without script. This shows the
 * button instead; the menu opens on hover only at medium widths and up, on click (Enter, Space)
 * or ArrowDown always, and shuts when one of its links is followed (SPEC §4: the side menu
 * closes on navigation).
 * Log out (the button marked data-log-out) deletes the session and goes to the root's
 * data-after-logout; a failed call is ignored (SPEC §7, §8) since the worker has cleared the
 * cookie either way.
 */
export function accountMenu(root: HTMLElement): void {
  // The menu's button takes the place of the link to the account that works without script.
  root.querySelector('a[data-no-script]')?.remove();
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  if (button) button.hidden = false;
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
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  panel?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]') && button?.getAttribute('aria-expanded') === 'true') button.click();
  });
  const logOut = root.querySelector<HTMLButtonElement>('button[data-log-out]');
  logOut?.addEventListener('click', async () => {
    logOut.disabled = true;
    logOut.textContent = 'Logging out…';
    try {
      await trackedFetch(SESSION_API, { method: 'DELETE', credentials: 'same-origin' });
    } catch {
      // Ignored: the session is reset anyway.
    }
    location.assign(root.dataset.afterLogout ?? '/');
  });
}
