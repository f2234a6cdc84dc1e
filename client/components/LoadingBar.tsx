import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';

/**
 * The loading bar of SPEC §4 along the top of the window; the loading-bar behaviour sets its
 * data-state. Running, it grows to full over LOADING_DURATION_MS (5 s: the duration class below);
 * done, it fills at once; failed, it turns red. Decorative: what a load brings is announced where
 * it lands, and the online status says when nothing can load.
 */
export const LoadingBar = () => (
  <div
    {...behaviourRoot('loading-bar')}
    data-state="idle"
    aria-hidden="true"
    data-testid="loading-bar"
    className={
      'pointer-events-none fixed inset-x-0 top-0 z-[1060] h-1 origin-left scale-x-0 bg-accent-600 opacity-0 ' +
      'transition-all duration-0 ease-out motion-reduce:transition-none data-[state=done]:scale-x-100 ' +
      'data-[state=failed]:scale-x-100 data-[state=running]:scale-x-100 data-[state=done]:opacity-100 ' +
      'data-[state=failed]:opacity-100 data-[state=running]:opacity-100 data-[state=done]:duration-200 ' +
      'data-[state=failed]:duration-200 data-[state=running]:duration-[5000ms] data-[state=failed]:bg-brand-600'
    }
  >
    <EntryScript />
  </div>
);
