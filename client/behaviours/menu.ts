import { createHoverMenu } from '#core/domain/hover-menu.ts';

/**
 * A disclosure menu (WAI-ARIA "disclosure navigation") on the server's markup: `root` holds the
 * toggle button (the button with aria-controls) and the panel that button names. The button
 * toggles it; hovering opens it after the SPEC §4 delay and leaving closes it
 * (core/domain/hover-menu.ts); Escape closes it and puts focus back on the button; Tab moves
 * through its links and closes it once focus leaves; a click elsewhere closes it, and so does a
 * page restored from the back/forward cache. The button's aria-expanded follows, and the CSS
 * turns the chevron by it.
 */
export function attachMenu(root: HTMLElement, opts: { hoverEnabled?: () => boolean } = {}): void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return;

  const onPointerDown = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) menu.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const focusInside = root.contains(document.activeElement);
    menu.close();
    if (focusInside) button.focus();
  };
  const menu = createHoverMenu({
    hoverEnabled: opts.hoverEnabled,
    onChange(open) {
      button.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
      // The whole document is listened to only while the menu is open.
      if (open) {
        document.addEventListener('pointerdown', onPointerDown);
        document.addEventListener('keydown', onKeyDown);
      } else {
        document.removeEventListener('pointerdown', onPointerDown);
        document.removeEventListener('keydown', onKeyDown);
      }
    },
  });

  root.addEventListener('pointerenter', (event) => menu.pointerEnter(event.pointerType));
  root.addEventListener('pointerleave', (event) => menu.pointerLeave(event.pointerType));
  // Keyboard focus moving out of the menu closes it. A null relatedTarget is a click on something
  // unfocusable (maybe inside the panel): the pointerdown check handles clicks.
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.contains(next)) menu.close();
  });
  button.addEventListener('click', () => menu.toggle());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) menu.close();
  });
}
