import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { pathTo } from '#client/routes/paths.ts';

/**
 * SPEC §2.8 "Become an Ambassador": a badge fixed at the page's foot, so showing it moves nothing
 * (no layout shift). It is hidden in the HTML; the affiliate-badge behaviour shows it unless it
 * was dismissed in this browser, and remembers a dismissal.
 */
export function AffiliateBadge() {
  return (
    <aside
      {...behaviourRoot('affiliate-badge')}
      aria-label="Become an Ambassador"
      hidden
      className="fixed bottom-6 left-6 z-30"
      data-testid="affiliate-badge"
    >
      <EntryScript />
      <div className="flex items-center gap-1 rounded-full bg-ink py-1 pl-4 pr-1 text-sm text-white shadow-lg">
        <a href={pathTo('become-an-ambassador')} className="font-semibold text-white no-underline hover:underline">
          Become an Ambassador
        </a>
        <button
          type="button"
          data-dismiss=""
          className="flex h-8 w-8 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent text-white hover:bg-white/20"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">Dismiss the Become an Ambassador badge</span>
        </button>
      </div>
    </aside>
  );
}
