import { useEffect } from 'react';

export interface DisclosureKeysProps {
  /** The id of the server-rendered <details> this island looks after. */
  id: string;
}

/**
 * A <details> menu works without JavaScript: its <summary> opens and closes it. This adds what
 * a menu also needs once script runs: Escape closes it (focus back on its summary), as do a
 * click elsewhere and Tab leaving it, and a page restored from the back/forward cache comes back with it shut.
 * It renders nothing.
 */
export default function DisclosureKeys({ id }: DisclosureKeysProps) {
  useEffect(() => {
    const details = document.getElementById(id);
    if (!(details instanceof HTMLDetailsElement)) return;
    const close = (refocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      // It opens again as it first did, its inner sections shut.
      for (const inner of details.querySelectorAll('details[open]')) (inner as HTMLDetailsElement).open = false;
      if (refocus) details.querySelector('summary')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(details.contains(document.activeElement) || document.activeElement === document.body);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    // Tab moving out of the menu closes it, as the desktop dropdowns do.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !details.contains(next)) close(false);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pageshow', onPageShow);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [id]);
  return null;
}
