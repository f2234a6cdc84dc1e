import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { createHoverMenu } from '#client/domain/hover-menu.ts';

/**
 * A disclosure menu (WAI-ARIA "disclosure navigation"): a real button toggles it; hovering
 * opens it after the SPEC §4 delay and leaving closes it (client/domain/hover-menu.ts); Escape
 * closes it and puts focus back on the button; Tab moves through its links and closes it once
 * focus leaves; a click elsewhere closes it. Spread `rootProps` on the element that holds the
 * button and the panel, `buttonProps` on the button.
 */
export function useHoverMenu(opts: { hoverEnabled?: () => boolean } = {}) {
  const [open, setOpen] = useState(false);
  const [menu] = useState(() => createHoverMenu({ onChange: setOpen, hoverEnabled: opts.hoverEnabled }));
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A page restored from the back/forward cache comes back with its menus shut.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) menu.close();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      menu.dispose();
    };
  }, [menu]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) menu.close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      menu.close();
      if (focusInside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, menu]);

  return {
    open,
    rootProps: {
      ref: rootRef,
      onPointerEnter: (event: PointerEvent) => menu.pointerEnter(event.pointerType),
      onPointerLeave: (event: PointerEvent) => menu.pointerLeave(event.pointerType),
      // Keyboard focus moving out of the menu closes it. A null relatedTarget is a click on
      // something unfocusable (maybe inside the panel): the pointerdown check handles clicks.
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) menu.close();
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      onClick: () => menu.toggle(),
    },
  };
}
