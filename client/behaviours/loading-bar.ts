import { createLoadingBar, LOADING_EVENT, type LoadingEventDetail } from '#core/domain/loading.ts';

/**
 * The loading bar (client/components/LoadingBar.tsx): follows the loads trackedFetch announces,
 * through the SPEC §4 states (core/domain/loading.ts); its data-state picks the CSS look.
 */
export function loadingBar(root: HTMLElement): void {
  const bar = createLoadingBar({
    onChange(phase) {
      root.dataset.state = phase === 'waiting' ? 'idle' : phase;
    },
  });
  window.addEventListener(LOADING_EVENT, (event) => {
    const detail = (event as CustomEvent<LoadingEventDetail>).detail;
    if (detail === 'start') bar.start();
    else bar.finish(detail === 'done');
  });
}
