import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';

/**
 * Where the configured support widget (SPEC §2.7, §7 "Other") puts itself: bottom right, at
 * z-index 1050 (SPEC §9). The support-widget behaviour loads its script; the container stays
 * empty until then, and is hidden if the script fails.
 */
export const SupportWidget = ({ src }: { src: string }) => (
  <div
    {...behaviourRoot('support-widget')}
    data-src={src}
    data-support-widget=""
    className="fixed bottom-4 right-4 z-[1050]"
  >
    <EntryScript />
  </div>
);
