import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';

/**
 * The online/offline status of SPEC §4: a polite live region whose message the online-status
 * behaviour shows while the browser is offline (so it is announced then) and hides once it is
 * back online. Without JavaScript nothing tracks it, and nothing shows.
 */
export const OnlineStatus = () => (
  <div
    {...behaviourRoot('online-status')}
    role="status"
    aria-live="polite"
    className="pointer-events-none fixed inset-x-0 bottom-4 z-[1055] flex justify-center px-4"
  >
    <EntryScript />
    <p
      hidden
      data-offline-message=""
      className="m-0 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg"
    >
      You are offline. Some things may not load until your connection is back.
    </p>
  </div>
);
