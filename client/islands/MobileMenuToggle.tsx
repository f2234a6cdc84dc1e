import { useEffect, useRef, useState } from 'react';

export interface MobileMenuToggleProps {
  /** The id of the server-rendered panel this button shows and hides. */
  panelId: string;
}

/**
 * The small-screen menu button (SPEC §4 "side menu"). The panel it controls is plain server
 * HTML beside the header (its links, including the signed-in Products group, stream in with
 * the page), so this island is only the button: it toggles the panel's `hidden`, closes it on
 * Escape (focus back on the button) and when the page comes back from the cache.
 */
export default function MobileMenuToggle({ panelId }: MobileMenuToggleProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (panel) panel.hidden = !open;
  }, [open, panelId]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setOpen(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((o) => !o)}
      className="flex h-10 w-10 cursor-pointer items-center justify-center rounded border-0 bg-transparent text-inherit"
    >
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
      <span className="sr-only">Menu</span>
    </button>
  );
}
