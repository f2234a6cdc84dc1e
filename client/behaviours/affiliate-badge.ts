import { AFFILIATE_BADGE_KEY } from '#core/domain/banners.ts';

// The "Become an Ambassador" badge (SPEC §2.8): shown unless this browser dismissed it, and a
// dismissal is remembered. The badge is fixed at the page's foot, so showing it shifts nothing.

function dismissed(): boolean {
  try {
    return localStorage.getItem(AFFILIATE_BADGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function affiliateBadge(root: HTMLElement): void {
  if (dismissed()) return;
  root.hidden = false;
  root.querySelector('button[data-dismiss]')?.addEventListener('click', () => {
    root.hidden = true;
    try {
      localStorage.setItem(AFFILIATE_BADGE_KEY, '1');
    } catch {
      // Storage refused (private mode): the badge is gone for this page only.
    }
    document.getElementById('main')?.focus();
  });
}
