import { showToast } from './toasts.ts';

// The ambassador banner's share link (SPEC §2.8): Copy puts the field's link on the clipboard and
// confirms it on the button and in the toasts' live region. Without the clipboard the link stays
// selectable in its field, so the button is shown only where it can work.

const CONFIRM_MS = 2000;

export function copyLink(root: HTMLElement): void {
  const field = root.querySelector<HTMLInputElement>('input');
  const button = root.querySelector<HTMLButtonElement>('button[data-copy]');
  if (!field || !button || !navigator.clipboard) return;
  const label = button.textContent;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value);
    } catch {
      field.select();
      return;
    }
    button.textContent = 'Copied!';
    showToast({ tone: 'success', text: 'Link copied to the clipboard.' });
    setTimeout(() => {
      button.textContent = label;
    }, CONFIRM_MS);
  });
}
