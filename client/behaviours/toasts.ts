import { decodeFlash, FLASH_COOKIE, type Toast } from '#core/domain/banners.ts';
import { BREAKPOINTS } from '#core/domain/constants.ts';

// The toasts of SPEC §2.7, in the one live region client/components/toasts/Toasts.tsx renders.
// Any behaviour raises one with showToast; a toast left by the previous page (the flash cookie,
// docs/decisions/024) is shown once and the cookie removed.

const EVENT = 'site:toast';
/** Long enough to read a sentence; a danger toast stays until dismissed. */
const SUCCESS_VISIBLE_MS = 8000;
/** The gap between the window's top (or the banners) and the first toast, as the region's `top-4`. */
const TOP_GAP_PX = 16;
/** Lets assistive technology take in the (empty) region before the first toast lands in it. */
const FIRST_TOAST_DELAY_MS = 250;

const TONE_CLASSES: Record<Toast['tone'], string> = {
  success: 'bg-ink text-white',
  danger: 'bg-red-700 text-white',
};

export function showToast(toast: Toast): void {
  document.dispatchEvent(new CustomEvent<Toast>(EVENT, { detail: toast }));
}

function takeFlash(): Toast | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (!entry) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, unescaped removal; no Cookie Store API everywhere yet.
  document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
  try {
    return decodeFlash(decodeURIComponent(entry.slice(FLASH_COOKIE.length + 1)));
  } catch {
    return null;
  }
}

/**
 * The banners (impersonation's Stop Managing among them) stay in sight: toasts start below them
 * while they are in view. Below the small breakpoint the region sits at the window's foot instead
 * (its classes), where it covers neither the banners nor the header's logo and cart (issue 35).
 */
function clearBanners(region: HTMLElement): void {
  if (!matchMedia(`(min-width: ${BREAKPOINTS.small}px)`).matches) {
    region.style.top = '';
    return;
  }
  const banners = document.querySelector('[data-slot="banners"]');
  const below = banners ? banners.getBoundingClientRect().bottom : 0;
  region.style.top = `${Math.max(TOP_GAP_PX, below + TOP_GAP_PX)}px`;
}

function render(region: HTMLElement, toast: Toast): void {
  clearBanners(region);
  const item = document.createElement('div');
  item.className =
    'pointer-events-auto flex max-w-lg items-center gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ' +
    TONE_CLASSES[toast.tone];
  item.dataset.tone = toast.tone;
  item.dataset.testid = 'toast';
  const text = document.createElement('p');
  text.className = 'm-0';
  text.textContent = toast.text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'cursor-pointer rounded border-0 bg-transparent px-2 text-inherit hover:bg-white/20';
  close.setAttribute('aria-label', 'Dismiss message');
  close.textContent = '×';
  close.addEventListener('click', () => item.remove());
  item.appendChild(text);
  item.appendChild(close);
  region.appendChild(item);
  if (toast.tone === 'success') setTimeout(() => item.remove(), SUCCESS_VISIBLE_MS);
}

export function toasts(region: HTMLElement): void {
  addEventListener(
    'scroll',
    () => {
      if (region.childElementCount) clearBanners(region);
    },
    { passive: true },
  );
  document.addEventListener(EVENT, (event) => render(region, (event as CustomEvent<Toast>).detail));
  const flash = takeFlash();
  if (flash) setTimeout(() => render(region, flash), FIRST_TOAST_DELAY_MS);
}
