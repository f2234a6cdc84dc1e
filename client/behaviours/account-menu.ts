import { hoverOpensAccountMenu } from '#client/domain/hover-menu.ts';
import { attachMenu } from './menu.ts';

const SESSION_API = '/api/session';

/**
 * The signed-in user's menu (SPEC §2.9, §4), rendered by client/components/nav/AccountMenu.tsx:
 * it opens on hover only at medium widths and up, on click always. Log out (the button marked
 * data-log-out) deletes the session and goes to the root's data-after-logout; a failed call is
 * ignored (SPEC §7, §8) since the worker has cleared the cookie either way.
 */
export function accountMenu(root: HTMLElement): void {
  attachMenu(root, { hoverEnabled: () => hoverOpensAccountMenu(window.innerWidth) });
  const logOut = root.querySelector<HTMLButtonElement>('button[data-log-out]');
  logOut?.addEventListener('click', async () => {
    logOut.disabled = true;
    logOut.textContent = 'Logging out…';
    try {
      await fetch(SESSION_API, { method: 'DELETE', credentials: 'same-origin' });
    } catch {
      // Ignored: the session is reset anyway.
    }
    location.assign(root.dataset.afterLogout ?? '/');
  });
}
