import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';

/**
 * The one live region toasts are announced in (SPEC §2.7): empty in the HTML, so assistive
 * technology knows it before anything is said in it. The toasts behaviour fills it, with a toast
 * another behaviour raises or one the previous page left in the flash cookie.
 */
export function Toasts() {
  return (
    <>
      <EntryScript />
      <div
        {...behaviourRoot('toasts')}
        role="status"
        aria-live="polite"
        aria-relevant="additions"
        className={
          'pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 ' +
          'sm:bottom-auto sm:top-4'
        }
        data-testid="toasts"
      />
    </>
  );
}
