/** How far down the page the control appears. */
const SHOW_AFTER_PX = 600;

/**
 * The back-to-top control (SPEC §2.7), rendered hidden by client/components/BackToTop.tsx: it
 * appears once the reader has scrolled down, scrolls to the top (smoothly unless reduced motion
 * is asked for) and moves focus to the header, so a keyboard user continues from the top as
 * well. Hidden, it is out of the tab order.
 */
export function backToTop(root: HTMLElement): void {
  const update = () => {
    root.hidden = window.scrollY <= SHOW_AFTER_PX;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  root.querySelector('button')?.addEventListener('click', () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  });
}
