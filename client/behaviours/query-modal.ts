import { wrapFocus } from './focus-wrap.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex="0"]';

/**
 * A dialog opened by a query flag on the current route (SPEC §2.10), rendered by
 * client/components/shop/QueryModal.tsx: focus moves into it and stays there (Tab wraps), and
 * Escape closes it by going to the same route without the flag, as its Close link does. Focus
 * then returns to the control that opened it, which the page marks with the same flag's id.
 */
export function queryModal(root: HTMLElement): void {
  const close = root.querySelector<HTMLAnchorElement>('a[data-close]');
  const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? root).focus();
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && close) {
      event.preventDefault();
      location.assign(close.href);
      return;
    }
    wrapFocus(event, focusables());
  });
}
