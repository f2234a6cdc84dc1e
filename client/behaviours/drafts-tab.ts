import { DRAFTS_STORAGE_KEY } from '#core/domain/constants.ts';

/**
 * The pixels2Pages drafts tab (client/components/p2p/DraftsTab.tsx): opens as the editor left it
 * (SPEC §9 "a drafts storage key"). Storage may be unavailable (private mode); then it stays closed.
 */
export function draftsTab(root: HTMLElement): void {
  if (!(root instanceof HTMLDetailsElement)) return;
  try {
    root.open = localStorage.getItem(DRAFTS_STORAGE_KEY) === 'open';
  } catch {
    return;
  }
  root.addEventListener('toggle', () => {
    try {
      localStorage.setItem(DRAFTS_STORAGE_KEY, root.open ? 'open' : 'closed');
    } catch {
      // Not remembered: the tab still works.
    }
  });
}
