import { useEffect, useState } from 'react';

/** How far down the page the control appears. */
const SHOW_AFTER_PX = 600;

/**
 * The back-to-top control (SPEC §2.7): appears once the reader has scrolled down, scrolls to
 * the top (smoothly unless reduced motion is asked for) and moves focus to the header, so a
 * keyboard user continues from the top as well. Hidden, it is out of the tab order.
 */
export default function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  function toTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  }

  return (
    <div hidden={!visible}>
      <button
        type="button"
        onClick={toTop}
        data-testid="back-to-top"
        className="fixed bottom-6 right-6 z-30 flex h-12 w-12 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-brand-600 text-white shadow-lg hover:bg-brand-700"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M10 16V4M4 10l6-6 6 6" />
        </svg>
        <span className="sr-only">Back to top</span>
      </button>
    </div>
  );
}
