import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';

/**
 * The back-to-top control (SPEC §2.7): hidden in the HTML (it needs script); the back-to-top
 * behaviour shows it once the reader has scrolled down.
 */
export function BackToTop() {
  return (
    <div {...behaviourRoot('back-to-top')} hidden>
      <EntryScript />
      <button
        type="button"
        data-testid="back-to-top"
        className={
          'fixed bottom-6 right-6 z-30 flex h-12 w-12 cursor-pointer items-center justify-center rounded-full ' +
          'border-2 border-white bg-brand-600 text-white shadow-lg hover:bg-brand-700'
        }
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M10 16V4M4 10l6-6 6 6" />
        </svg>
        <span className="sr-only">Back to top</span>
      </button>
    </div>
  );
}
