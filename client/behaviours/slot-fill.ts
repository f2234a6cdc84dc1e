import { SCAN_EVENT } from './scan-event.ts';

/**
 * A personal widget that came after the page's wait (docs/decisions/056): the worker sent its
 * stand-in between two markers, and the part itself at the page's end in a template. This puts
 * the part in place of the stand-in, then has its own behaviours taken up (after the entry's
 * first scan, which may be what runs this, has set up its listener).
 */
export function fillSlot(root: HTMLElement): void {
  if (!(root instanceof HTMLTemplateElement)) return;
  const id = root.dataset.fill;
  const start = document.querySelector(`template[data-late-start="${id}"]`);
  const end = document.querySelector(`template[data-late-end="${id}"]`);
  const parent = start?.parentElement;
  if (!start || !end || !parent) return;
  while (start.nextSibling && start.nextSibling !== end) start.nextSibling.remove();
  parent.insertBefore(root.content, end);
  start.remove();
  end.remove();
  root.remove();
  queueMicrotask(() => parent.dispatchEvent(new CustomEvent(SCAN_EVENT, { bubbles: true })));
}
