import { SUPPORT_WIDGET_TIMEOUT_MS } from '#core/domain/constants.ts';

/**
 * Loads the configured support widget's script (SPEC §7 "Other") into its container
 * (client/components/SupportWidget.tsx) once the page has loaded and the browser is idle, so it
 * never competes with the page. A script that fails, or has not loaded within 10 s, is given up
 * on and its container hidden; nothing is reported (SPEC §8 "Support widget load fails: ignored").
 */
export function supportWidget(root: HTMLElement): void {
  const src = root.dataset.src;
  if (!src) return;
  const giveUp = () => {
    root.dataset.state = 'failed';
    root.hidden = true;
  };
  const load = () => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timeout = setTimeout(giveUp, SUPPORT_WIDGET_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timeout);
      if (root.dataset.state !== 'failed') root.dataset.state = 'loaded';
    });
    script.addEventListener('error', () => {
      clearTimeout(timeout);
      giveUp();
    });
    document.head.appendChild(script);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
