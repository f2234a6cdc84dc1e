/**
 * Keeps the keyboard's focus going round `stops` (in Tab order): Tab on the last goes to the first,
 * Shift+Tab on the first to the last. For what covers the page while it is open (a dialog, the
 * phone menu), so Tab never reaches what it hides.
 */
export function wrapFocus(event: KeyboardEvent, stops: readonly HTMLElement[]): void {
  const first = stops[0];
  const last = stops.at(-1);
  if (event.key !== 'Tab' || !first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
