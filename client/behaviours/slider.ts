/**
 * The slides' Previous and Next (rendered hidden, shown here: without script the strip scrolls
 * by hand and the dots are links), a dot's click scrolled to sideways instead of jumping the page
 * down, and the dot of the slide in view (or the one chosen) marked current. Smooth unless
 * reduced motion is asked for.
 */
export function slider(root: HTMLElement): void {
  const strip = root.querySelector<HTMLElement>('ul');
  if (!strip) return;
  const slides = [...strip.children] as HTMLElement[];
  const dots = [...root.querySelectorAll<HTMLAnchorElement>('[data-dot]')];
  const behavior = () => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
  /** How far a slide's left edge is from the strip's scrolled-to position. */
  const away = (slide: HTMLElement) => Math.abs(slide.offsetLeft - strip.offsetLeft - strip.scrollLeft);
  /** The slide nearest the strip's left edge: the one in view first. */
  const current = () => slides.reduce((best, slide, i) => (away(slide) < away(slides[best]!) ? i : best), 0);
  const go = (index: number) => {
    const target = slides[Math.max(0, Math.min(slides.length - 1, index))];
    if (target) strip.scrollTo({ left: target.offsetLeft - strip.offsetLeft, behavior: behavior() });
  };
  /** A dot chosen by hand stays current while its slide is whole in view (the strip may not reach its left edge). */
  let chosen: number | null = null;
  const whole = (slide: HTMLElement) => {
    const left = slide.offsetLeft - strip.offsetLeft - strip.scrollLeft;
    return left >= -1 && left + slide.offsetWidth <= strip.clientWidth + 1;
  };
  const mark = () => {
    const at = chosen !== null && whole(slides[chosen]!) ? chosen : current();
    dots.forEach((dot, i) => {
      if (i === at) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      chosen = null;
      go(current() + Number(button.dataset.step));
    });
  }
  dots.forEach((dot, i) => {
    dot.addEventListener('click', (event) => {
      event.preventDefault();
      chosen = i;
      go(i);
      mark();
    });
  });
  strip.addEventListener('scroll', mark, { passive: true });
}
